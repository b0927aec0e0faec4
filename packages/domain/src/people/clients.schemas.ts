import { z } from 'zod';
import { emailField, paginationQuery, requiredText, searchTerm } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { maxAdditionalAdvisers } from './people.permissions.ts';

export const clientKinds = ['client', 'prospect'] as const;
export type ClientKind = (typeof clientKinds)[number];

/** Columns the client list sorts by: the spec's columns (spec 1 §2 clients) and the client's adviser. */
export const clientSortFields = [
  'name',
  'adviser',
  'last_activity',
  'est_total_case_size',
  'net_worth',
  'created_at',
  'invited_at',
] as const;
export type ClientSortField = (typeof clientSortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The longest invitation message an adviser may write into the invitation e-mail. */
export const invitationMessageMax = 2000;

/** Texts of this area that both the server and the web app show. */
export const clientMessages = {
  'clients.invitationCancelled': 'This invitation was cancelled by the practice. Ask your adviser if you need a new one.',
  'clients.emailTaken': 'A client with this e-mail already exists',
  'clients.invitationAccepted': 'This invitation was already accepted, so it can no longer be cancelled.',
  'clients.created': 'Client created and invited',
  'clients.importStarted': 'Import started',
  'clients.assigned': 'Prospect assigned',
  'clients.invitationSent': 'Invitation sent',
  'clients.resent': 'Invitation sent again',
  'clients.notFound': 'This client does not exist.',
  'clients.welcomeVideoDisabled': 'Welcome videos are not available.',
  'clients.adviserRequired': 'Choose the adviser for this client.',
  'clients.adviserNotActive': 'Choose an active adviser of this practice.',
  'clients.ownClientsOnly': 'Advisers create clients for themselves.',
  'clients.supportedAdviserOnly': 'Choose an adviser you support.',
  'clients.emailTakenByStaff': 'This e-mail already belongs to an account in this practice.',
  'clients.invitationClosed': 'This invitation was cancelled or the account is deactivated.',
  'clients.assignOnlyWaiting': 'Only a prospect waiting for an adviser can be assigned.',
  'clients.bulk.unreadable': 'The file is not a readable CSV: {{reason}}',
  'clients.bulk.empty': 'The file is empty. Start from the template.',
  'clients.bulk.headers': "Keep the template's headers ({{headers}}): {{problems}}.",
  'clients.bulk.missingHeaders': 'missing {{headers}}',
  'clients.bulk.unexpectedHeaders': 'unexpected {{headers}}',
  'clients.bulk.outOfOrder': 'the columns are out of order',
  'clients.bulk.noRows': 'The file has headers but no clients.',
  'clients.bulk.tooManyRows': 'At most {{max}} clients per file.',
  'clients.bulk.unknownAdviser': 'No active adviser with the e-mail {{email}}',
  'clients.bulk.notFound': 'This import does not exist.',
  'clients.bulk.exampleRow': "This is the template's example row. Replace it with one of your clients, or delete it.",
  'clients.sortUnknown': `Sort the list by one of: ${clientSortFields.join(', ')}.`,
  'clients.directionUnknown': 'Sort in the direction asc (A to Z, oldest or smallest first) or desc (the reverse).',
} as const;

const uuidList = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const ids = parts.map((v) => v.trim()).filter((v) => v.length > 0);
  return ids.length > 0 ? ids : undefined;
}, z.array(z.uuid()).max(50).optional());

/** The client list's filters, sort and page; the same filters drive the CSV export. */
export const clientListQuery = paginationQuery.extend({
  client_tag_ids: uuidList,
  kind: z.enum(clientKinds).optional(),
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), searchTerm.optional()),
  sort: z.enum(clientSortFields, { error: clientMessages['clients.sortUnknown'] }).default('created_at'),
  direction: z.enum(sortDirections, { error: clientMessages['clients.directionUnknown'] }).default('desc'),
  /** Directors: prospects waiting for an adviser. */
  awaiting: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;
export type ClientListFilters = Omit<ClientListQuery, 'page' | 'per_page'>;

const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+\d][\d\s()-]*$/u, 'Enter a phone number using digits, spaces and +')
  .or(z.literal(''))
  .optional();

const optionalMessage = z.string().trim().max(invitationMessageMax, `Keep the message to ${invitationMessageMax} characters`).optional();

/** Creating a client (multipart text fields or JSON); the welcome video travels as a file beside it. */
export const createClientBody = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField,
  phone: optionalPhone,
  /** Default: the adviser creating the client; a practice admin must pick an adviser they support. */
  adviser_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  message: optionalMessage,
});
export type CreateClientBody = z.infer<typeof createClientBody>;

export const inviteProspectBody = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField,
  message: optionalMessage,
});
export type InviteProspectBody = z.infer<typeof inviteProspectBody>;

export const assignProspectBody = z.object({ adviser_id: z.uuid({ error: messages['errors.required'] }) });

/** The bulk creation template's headers, in order; an upload must keep exactly these. */
export const bulkClientHeaders = ['first_name', 'last_name', 'email', 'phone', 'adviser_email', 'additional_adviser_emails'] as const;

/**
 * The example client under the template's headers. Its e-mail is at example.com, a domain kept for
 * examples, and an import refuses a row with it, so an example left in the file never becomes a client.
 */
export const bulkClientExample = {
  first_name: 'Eleanor',
  last_name: 'Whitfield',
  email: 'eleanor.whitfield@example.com',
  phone: '+44 20 7946 0321',
} as const;

/** One CSV row of bulk creation, checked with the same field rules as the create form. */
export const bulkClientRow = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField,
  phone: optionalPhone,
  adviser_email: emailField,
  additional_adviser_emails: z
    .string()
    .max(3000)
    .transform((text) =>
      text
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e.length > 0),
    )
    .pipe(
      z
        .array(emailField)
        .max(maxAdditionalAdvisers, `At most ${maxAdditionalAdvisers} additional advisers`)
        .refine((list) => new Set(list).size === list.length, 'An additional adviser is listed twice'),
    ),
});
export type BulkClientRow = z.infer<typeof bulkClientRow>;

export const clientListItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  kind: z.enum(clientKinds),
  status: z.string(),
  adviser_id: z.uuid().nullable(),
  adviser_name: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  est_total_case_size: z.number().nullable(),
  net_worth: z.number().nullable(),
  created_at: z.string(),
  invited_at: z.string().nullable(),
  tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ClientListItem = z.infer<typeof clientListItem>;

export const invitationItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  adviser_name: z.string().nullable(),
  invited_at: z.string().nullable(),
});
export type InvitationItem = z.infer<typeof invitationItem>;

export const bulkImportResult = z.object({
  row: z.number(),
  email: z.string(),
  outcome: z.enum(['created', 'refused']),
  reason: z.string().optional(),
});
export type BulkImportResult = z.infer<typeof bulkImportResult>;

export const bulkImportStatuses = ['running', 'finished', 'failed'] as const;

export const bulkImportStatus = z.object({
  id: z.uuid(),
  status: z.enum(bulkImportStatuses),
  total_rows: z.number(),
  processed_rows: z.number(),
  created_count: z.number(),
  refused_count: z.number(),
  /** Each row's outcome, once the import has ended; empty while it runs (the counts tell its progress). */
  results: z.array(bulkImportResult),
});
export type BulkImportStatus = z.infer<typeof bulkImportStatus>;
