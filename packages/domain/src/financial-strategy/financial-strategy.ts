import { z } from 'zod';
import type { NoticeText } from '../notifications/notification-events.ts';
import { paginationQuery, requiredText } from '../shared/fields.ts';

/**
 * A client's financial strategy (spec 1 §3, §4): the adviser writes it and uploads its document; it can be
 * shared with the client, and unshared, only once a document is uploaded.
 */
export const financialStrategyStatuses = ['draft', 'shared'] as const;
export type FinancialStrategyStatus = (typeof financialStrategyStatuses)[number];

/** How each status reads on a badge: a draft is simply not shared yet. */
export const financialStrategyStatusLabels = {
  draft: 'Not shared',
  shared: 'Shared',
} as const satisfies Record<FinancialStrategyStatus, string>;

/** A title names the strategy in a list and a sentence; the summary is a paragraph or two beside the document. */
export const financialStrategyTitleMax = 200;
export const financialStrategySummaryMax = 5000;

/** Texts of financial strategies, shown by the server and early in the browser (en-GB). */
export const financialStrategyMessages = {
  'financialStrategy.notFound': 'This financial strategy does not exist, or is not shared with you.',
  'financialStrategy.noDocument': 'This financial strategy has no document yet.',
  /** Spec 1 §8: "Financial strategy cannot be shared until uploaded", worded for the person who tried. */
  'financialStrategy.shareBeforeUpload': 'Upload the strategy document before you share it with the client.',
  'financialStrategy.alreadyShared': 'This financial strategy is already shared with the client.',
  'financialStrategy.notShared': 'This financial strategy is not shared with the client, so there is nothing to unshare.',
  'financialStrategy.deleteShared': 'Unshare this financial strategy before you delete it, so the client no longer sees it.',
  /** Spec 1 §6: a practice admin shares strategies only with the adviser's permission ('My support'). */
  'financialStrategy.shareNeedsRight':
    'You need the adviser’s permission to share or unshare financial strategies. Ask the client’s adviser to grant “Share financial strategies” to you in My support.',
  'financialStrategy.created': 'Financial strategy created',
  'financialStrategy.updated': 'Financial strategy saved',
  'financialStrategy.uploaded': 'Strategy document uploaded',
  'financialStrategy.shared': 'Financial strategy shared with the client',
  'financialStrategy.unshared': 'Financial strategy no longer shared with the client',
  'financialStrategy.deleted': 'Financial strategy deleted',
} as const;

const summaryField = z.string().trim().max(financialStrategySummaryMax);

/** A new strategy: its title (required) and an optional summary. Its document is uploaded once it exists. */
export const financialStrategyBody = z.object({
  title: requiredText(financialStrategyTitleMax),
  summary: summaryField.optional().default(''),
});
export type FinancialStrategyBody = z.infer<typeof financialStrategyBody>;

/** A change: the fields sent. */
export const financialStrategyPatch = z.object({
  title: requiredText(financialStrategyTitleMax).optional(),
  summary: summaryField.optional(),
});
export type FinancialStrategyPatch = z.infer<typeof financialStrategyPatch>;

const personRef = z.object({ id: z.uuid(), name: z.string() });

/** The strategy's document as a list and its page show it; `download_url` opens or saves it. */
export const financialStrategyDocumentSchema = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  download_url: z.string(),
});
export type FinancialStrategyDocument = z.infer<typeof financialStrategyDocumentSchema>;

/** One strategy as staff and (once shared) the client read it. */
export const financialStrategySchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(financialStrategyStatuses),
  document: financialStrategyDocumentSchema.nullable(),
  shared_at: z.string().nullable(),
  /** Who shared it; null while it is not shared, or once their account is gone. */
  shared_by: personRef.nullable(),
  /** When the client first opened its document since it was shared (or its document replaced); null until they do. */
  opened_at: z.string().nullable(),
  created_by: personRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FinancialStrategy = z.infer<typeof financialStrategySchema>;

/** A saved strategy with the sentence the change toasts. */
export const financialStrategySavedSchema = financialStrategySchema.extend({ message: z.string() });
export type FinancialStrategySaved = z.infer<typeof financialStrategySavedSchema>;

/**
 * Which of a client's strategies a list holds: all a viewer may see (a client: the shared ones), or only
 * the shared ones the client has not opened yet (the client's home).
 */
export const financialStrategyListQuery = paginationQuery.extend({
  unopened: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type FinancialStrategyListQuery = z.infer<typeof financialStrategyListQuery>;

/** What a strategy still needs before the client sees it: its document, or only to be shared. */
export const financialStrategyNextSteps = ['upload', 'share'] as const;
export type FinancialStrategyNextStep = (typeof financialStrategyNextSteps)[number];

/** Why a strategy cannot be shared now: it already is, or its document is not uploaded yet. */
export type ShareRefusal = 'financialStrategy.alreadyShared' | 'financialStrategy.shareBeforeUpload';

/**
 * Why a strategy cannot be shared now, as the key of the sentence the person reads
 * ({@link financialStrategyMessages}); null when it can. The server refuses the share with it, and the
 * page shows it at once beside the share button.
 */
export function shareRefusalOf(strategy: { document: unknown; shared_at: string | null }): ShareRefusal | null {
  if (strategy.shared_at !== null) return 'financialStrategy.alreadyShared';
  if (strategy.document === null) return 'financialStrategy.shareBeforeUpload';
  return null;
}

/** What a strategy still needs before the client sees it; null once it is shared. */
export function nextStepOf(strategy: { document: unknown; shared_at: string | null }): FinancialStrategyNextStep | null {
  if (strategy.shared_at !== null) return null;
  return strategy.document === null ? 'upload' : 'share';
}

/** Whether the document can open in the app's PDF viewer (anything else is downloaded). */
export function isPdfDocument(document: Pick<FinancialStrategyDocument, 'content_type'> | null): boolean {
  return document?.content_type === 'application/pdf';
}

/** The facts a strategy's notifications name. */
export type FinancialStrategyNoticeFacts = { strategyId: string; title: string };

/** en-GB texts of what the client is told when a strategy is shared with them, or no longer is. */
export const financialStrategyNotices = {
  shared: (f: FinancialStrategyNoticeFacts): NoticeText => ({
    title: 'Financial strategy shared with you',
    body: `Your adviser shared “${f.title}” with you. Open it to read your financial strategy.`,
    link: `/financial-strategy/${f.strategyId}`,
  }),
  unshared: (f: FinancialStrategyNoticeFacts): NoticeText => ({
    title: 'Financial strategy withdrawn',
    body: `“${f.title}” is no longer shared with you. Your adviser will share your financial strategy again when it is ready.`,
    link: '/financial-strategy',
  }),
} as const;
