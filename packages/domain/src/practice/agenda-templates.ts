import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';

/**
 * The six agenda templates every practice starts with (spec 1 §3), and `custom` for one its director adds.
 * The kind lets the product tell a practice's own wording of the review template from an extra template.
 */
export const agendaTemplateKinds = [
  'introduction',
  'recommendation',
  'follow-up',
  'review',
  'review-v2',
  'review-referral',
  'custom',
] as const;
export type AgendaTemplateKind = (typeof agendaTemplateKinds)[number];

/** A template as the director writes it: the agenda's text is plain text (spec 1 §5 'Agenda must be text'). */
export const agendaTemplateBody = z
  .object({
    title: requiredText(120),
    template: requiredText(5000),
    active: z.boolean(),
  })
  .strict();
export type AgendaTemplateBody = z.infer<typeof agendaTemplateBody>;

export const agendaTemplateSchema = agendaTemplateBody.extend({
  id: z.uuid(),
  kind: z.enum(agendaTemplateKinds),
  position: z.number().int(),
  updated_at: z.string(),
});
export type AgendaTemplate = z.infer<typeof agendaTemplateSchema>;

type DefaultTemplate = AgendaTemplateBody & { kind: Exclude<AgendaTemplateKind, 'custom'> };
const standard = (kind: DefaultTemplate['kind'], title: string, lines: string[]): DefaultTemplate => ({
  kind,
  title,
  template: lines.join('\n'),
  active: true,
});

/** What a new practice starts with, in this order; every one active. */
export const defaultAgendaTemplates: readonly DefaultTemplate[] = [
  standard('introduction', 'Introduction', [
    'Introductions',
    'Your circumstances and objectives',
    'How we work and our charges',
    'Next steps',
  ]),
  standard('recommendation', 'Recommendation', [
    'Summary of your objectives',
    'Our recommendation',
    'Costs and risks',
    'Questions and next steps',
  ]),
  standard('follow-up', 'Follow-up', ['Actions since our last meeting', 'Outstanding questions', 'Next steps']),
  standard('review', 'Review', ['Changes in your circumstances', 'Portfolio performance', 'Risk profile check', 'Next steps']),
  standard('review-v2', 'Review v2', [
    'Your goals today',
    'Performance and charges',
    'Risk and capacity for loss',
    'Recommendations',
    'Next steps',
  ]),
  standard('review-referral', 'Review with referral request', [
    'Changes in your circumstances',
    'Portfolio performance',
    'Next steps',
    'Who else could we help?',
  ]),
];
