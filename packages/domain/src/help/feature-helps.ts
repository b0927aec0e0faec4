import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';

/** The pages and features that carry a Help disclosure beside their title. */
export const featureHelpKeys = [
  'clients',
  'cases',
  'document-packs',
  'meetings',
  'vault',
  'practice-settings',
  'agenda-templates',
] as const;
export type FeatureHelpKey = (typeof featureHelpKeys)[number];

export const featureHelpBody = z.object({ title: requiredText(120), text: requiredText(2000) }).strict();
export type FeatureHelpBody = z.infer<typeof featureHelpBody>;

export const featureHelpSchema = featureHelpBody.extend({
  key: z.enum(featureHelpKeys),
  /** When a platform admin last changed it; null while it reads as the catalogue below. */
  updated_at: z.string().nullable(),
});
export type FeatureHelp = z.infer<typeof featureHelpSchema>;

export const featureHelpParam = z.object({ key: z.enum(featureHelpKeys) });

/**
 * What each help says until a platform admin rewrites it (en-GB): a few sentences on what the page is for
 * and how to start, short enough to read beside the page.
 */
export const featureHelpCatalogue: Record<FeatureHelpKey, FeatureHelpBody> = {
  clients: {
    title: 'Working with your client list',
    text: 'Every client and prospect you may see is listed here with their last activity, case sizes and tags. Search by name or e-mail (at least 3 characters), filter by tag, and open a client to see their cases, documents, meetings and messages. Use Create client or Invite prospect to add someone.',
  },
  cases: {
    title: 'How cases work',
    text: 'A case follows one piece of work for a client, from the request or draft through submission and review to its outcome. Open a case to read its documents, questionnaires and audit trail; the status badge shows where it stands and what can happen next.',
  },
  'document-packs': {
    title: 'Sending document packs',
    text: 'A document pack sends one or more documents to a client with a cover note, optionally asking for signatures. You can create packs for several clients at once; each client then sees the pack among their cases and is reminded until it is complete.',
  },
  meetings: {
    title: 'Meeting rooms',
    text: 'Schedule a meeting room for a client with an agenda (start from one of the practice’s agenda templates), the attendees and any guests. Everyone is invited by e-mail with a calendar file and can test their camera and microphone before joining.',
  },
  vault: {
    title: 'The document vault',
    text: 'The vault keeps important documents such as wills, trust documents, insurance policies and statements, arranged in folders. Each item keeps its own audit trail, and a client can choose to share documents with their adviser.',
  },
  'practice-settings': {
    title: 'Configuring your practice',
    text: 'These pages set how the portal looks and behaves for your practice: branding and colours, meeting rooms, what clients see on their dashboard, onboarding, the public pages and the FAQ. Each page saves on its own and takes effect at once.',
  },
  'agenda-templates': {
    title: 'Agenda templates',
    text: 'Advisers start a meeting’s agenda from an active template. Edit the wording of the six standard templates, add templates of your own, or switch off those your practice does not use.',
  },
};
