import {
  type ActionPointKind,
  type MeetingSummaryPatch,
  type MeetingSummaryView,
  meetingSummaryPatch,
  type TranscriptionSegmentView,
} from '@advice/domain';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { TranscriptSpan } from './room-transcript.tsx';

/**
 * The summary form's values as the adviser edits them (an owner chosen by participant, '' for unassigned; a due
 * date '' for none), and how they become the PATCH body. Each point keeps its span: points are never added.
 */
export type SummaryFormValues = {
  key_points: { text: string; span: TranscriptSpan }[];
  action_points: { text: string; kind: ActionPointKind; owner_id: string; due_date: string; span: TranscriptSpan }[];
};

/** Who may own an action point: the people who spoke in the meeting, and anyone already named as an owner. */
export function ownersOf(summary: MeetingSummaryView, segments: readonly TranscriptionSegmentView[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const segment of segments) if (!owners.has(segment.participant_id)) owners.set(segment.participant_id, segment.speaker_name);
  for (const point of summary.action_points)
    if (point.owner && !owners.has(point.owner.participant_id)) owners.set(point.owner.participant_id, point.owner.name);
  return owners;
}

export function summaryFormValuesOf(summary: MeetingSummaryView): SummaryFormValues {
  return {
    key_points: summary.key_points.map((point) => ({ text: point.text, span: point.span })),
    action_points: summary.action_points.map((point) => ({
      text: point.text,
      kind: point.kind,
      owner_id: point.owner?.participant_id ?? '',
      due_date: point.due_date ?? '',
      span: point.span,
    })),
  };
}

export function summaryBodyOf(values: SummaryFormValues, owners: ReadonlyMap<string, string>) {
  return {
    key_points: values.key_points.map((point) => ({ text: point.text, span: point.span })),
    action_points: values.action_points.map((point) => {
      const name = owners.get(point.owner_id);
      return {
        text: point.text,
        kind: point.kind,
        owner: point.owner_id && name ? { participant_id: point.owner_id, name } : null,
        due_date: point.due_date || null,
        span: point.span,
      };
    }),
  };
}

/** The form's field for a path of the body: an owner is chosen in its select; the rest keep their names. */
export function summaryFieldOf(path: readonly PropertyKey[]): string {
  const [list, index, field] = path.map(String);
  if (index === undefined) return `${list}.root`;
  if (field === 'owner') return `${list}.${index}.owner_id`;
  return [list, index, field].filter((part) => part !== undefined).join('.');
}

/** The fields a server's error may name, for the values shown now; what names none shows above the form. */
export function summaryFieldNames(values: SummaryFormValues): string[] {
  return [
    ...values.key_points.map((_, index) => `key_points.${index}.text`),
    ...values.action_points.flatMap((_, index) =>
      ['text', 'kind', 'owner_id', 'due_date'].map((field) => `action_points.${index}.${field}`),
    ),
  ];
}

/** Checks the body with the shared PATCH schema before it is sent, putting each problem beside its field. */
export function summaryFormResolver(owners: ReadonlyMap<string, string>): Resolver<SummaryFormValues, unknown, MeetingSummaryPatch> {
  return async (values) => {
    const result = meetingSummaryPatch.safeParse(summaryBodyOf(values, owners));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = summaryFieldOf(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      set(errors, field, { type: 'validate', message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<SummaryFormValues> };
  };
}
