import type { AuditAction, AuditEntityKind } from '../audit/audit.events.ts';

/*
 * The Consumer Duty evidence pack's figures (FCA PRIN 2A, the outcomes monitoring of FG22/5): what each one
 * is called, how it is counted and from which audit actions. The audit trail is append-only, so a period's
 * figures never change, and every figure names the events it was counted from.
 */

/** The areas of the pack, in the order it shows them. */
export const consumerDutyAreas = ['reviews', 'documents', 'messages', 'requests', 'vulnerability', 'complaints', 'actions'] as const;
export type ConsumerDutyArea = (typeof consumerDutyAreas)[number];

export const consumerDutyAreaLabels = {
  reviews: 'Reviews',
  documents: 'Documents',
  messages: 'Messages',
  requests: 'Requests',
  vulnerability: 'Vulnerability',
  complaints: 'Complaints',
  actions: 'Actions',
} as const satisfies Record<ConsumerDutyArea, string>;

/** Every figure of the pack, in the order it shows them. */
export const consumerDutyFigures = [
  'reviewsDue',
  'reviewsDelivered',
  'documentsSent',
  'documentsOpened',
  'documentsSentForSignature',
  'documentsSignedByClient',
  'clientMessages',
  'messageReplyMedian',
  'messageReplyWorst',
  'messagesAwaitingReply',
  'clientRequests',
  'requestResponseMedian',
  'requestResponseWorst',
  'requestsAwaitingResponse',
  'documentRequestsSent',
  'documentRequestItemsReceived',
  'vulnerabilityObservations',
  'vulnerabilityAdjustments',
  'complaints',
  'overdueActions',
] as const;
export type ConsumerDutyFigure = (typeof consumerDutyFigures)[number];

/** How a figure's value reads: a count, a time in minutes, or a figure the portal holds nothing for. */
export type ConsumerDutyUnit = 'count' | 'minutes' | 'notRecorded';

type Source = { kind: AuditEntityKind; action: string };
const source = <K extends AuditEntityKind>(kind: K, action: AuditAction<K>): Source => ({ kind, action });

export type ConsumerDutyFigureDefinition = {
  area: ConsumerDutyArea;
  label: string;
  /** How it is counted, in words the pack prints beside it. */
  definition: string;
  unit: ConsumerDutyUnit;
  /** The typed audit actions it is counted from (none: nothing in the portal records it). */
  sources: readonly Source[];
};

const clientRequestSources = [source('client-case', 'created'), source('client-case', 'submit')];
const messageSources = [source('client', 'message_sent')];

/** Each figure's name, definition and sources: the one table the server, the pack's files and the page read. */
export const consumerDutyFigureDefinitions = {
  reviewsDue: {
    area: 'reviews',
    label: 'Reviews due',
    definition: 'Review questionnaires sent to the client in the period, each one a review the client was due.',
    unit: 'count',
    sources: [source('client-case', 'send')],
  },
  reviewsDelivered: {
    area: 'reviews',
    label: 'Reviews delivered',
    definition: 'Reviews the adviser completed in the period (a submitted review questionnaire marked reviewed).',
    unit: 'count',
    sources: [source('client-case', 'review')],
  },
  documentsSent: {
    area: 'documents',
    label: 'Documents sent',
    definition: 'Case documents and new versions staff uploaded for the client in the period, leaving out those concealed from the client.',
    unit: 'count',
    sources: [source('client-case', 'document_added'), source('client-case', 'document_version_added')],
  },
  documentsOpened: {
    area: 'documents',
    label: 'Documents opened by the client',
    definition: 'Times the client opened or downloaded a case document in the period.',
    unit: 'count',
    sources: [source('client-case', 'document_viewed')],
  },
  documentsSentForSignature: {
    area: 'documents',
    label: 'Documents sent for signature',
    definition: 'Documents sent for signature in the period.',
    unit: 'count',
    sources: [source('client-case', 'signing_sent')],
  },
  documentsSignedByClient: {
    area: 'documents',
    label: 'Documents signed by the client',
    definition: 'Signatures the client put on documents in the period.',
    unit: 'count',
    sources: [source('client-case', 'signing_signed')],
  },
  clientMessages: {
    area: 'messages',
    label: 'Messages from the client',
    definition: 'Messages the client sent in the period.',
    unit: 'count',
    sources: messageSources,
  },
  messageReplyMedian: {
    area: 'messages',
    label: 'Median time to reply',
    definition:
      'For each message the client sent in the period, the time until the next message from staff in the thread; the middle of those times.',
    unit: 'minutes',
    sources: messageSources,
  },
  messageReplyWorst: {
    area: 'messages',
    label: 'Longest time to reply',
    definition: 'The longest of those times: the message from the client that waited longest for a reply.',
    unit: 'minutes',
    sources: messageSources,
  },
  messagesAwaitingReply: {
    area: 'messages',
    label: 'Messages awaiting a reply',
    definition: 'Messages the client sent in the period that no member of staff had replied to by its end.',
    unit: 'count',
    sources: messageSources,
  },
  clientRequests: {
    area: 'requests',
    label: 'Requests from the client',
    definition: 'Meeting requests the client made and advice requests the client submitted in the period.',
    unit: 'count',
    sources: clientRequestSources,
  },
  requestResponseMedian: {
    area: 'requests',
    label: 'Median time to respond to a request',
    definition: 'For each of those requests, the time until a member of staff first acted on it; the middle of those times.',
    unit: 'minutes',
    sources: clientRequestSources,
  },
  requestResponseWorst: {
    area: 'requests',
    label: 'Longest time to respond to a request',
    definition: 'The longest of those times: the request that waited longest for a member of staff.',
    unit: 'minutes',
    sources: clientRequestSources,
  },
  requestsAwaitingResponse: {
    area: 'requests',
    label: 'Requests awaiting a response',
    definition: 'Requests the client made in the period that no member of staff had acted on by its end.',
    unit: 'count',
    sources: clientRequestSources,
  },
  documentRequestsSent: {
    area: 'requests',
    label: 'Document requests sent',
    definition: 'Requests for documents staff sent the client in the period.',
    unit: 'count',
    sources: [source('client', 'document_request_sent')],
  },
  documentRequestItemsReceived: {
    area: 'requests',
    label: 'Requested documents received',
    definition: 'Documents asked for that the client provided, or staff marked received, in the period.',
    unit: 'count',
    sources: [source('client', 'document_request_item_provided'), source('client', 'document_request_item_received')],
  },
  vulnerabilityObservations: {
    area: 'vulnerability',
    label: 'Vulnerability observations',
    definition: 'Observations of vulnerability (FG21/1) staff recorded in the period.',
    unit: 'count',
    sources: [source('client', 'vulnerability_observation_recorded')],
  },
  vulnerabilityAdjustments: {
    area: 'vulnerability',
    label: 'Adjustments for vulnerability',
    definition: 'Adjustments staff recorded in the period: an observation recorded with an adjustment, or an adjustment added or changed.',
    unit: 'count',
    sources: [source('client', 'vulnerability_observation_recorded'), source('client', 'vulnerability_observation_updated')],
  },
  complaints: {
    area: 'complaints',
    label: 'Complaints',
    definition: 'Complaints are not recorded in the portal: take them from the practice’s complaints register.',
    unit: 'notRecorded',
    sources: [],
  },
  overdueActions: {
    area: 'actions',
    label: 'Overdue actions',
    definition:
      'To-dos whose due date passed in the period (before today) while they were still open: the due date as it stood at the end of the period.',
    unit: 'count',
    sources: [
      source('client', 'todo_created'),
      source('client', 'todo_updated'),
      source('client', 'todo_completed'),
      source('client', 'todo_reopened'),
      source('client', 'todo_deleted'),
    ],
  },
} as const satisfies Record<ConsumerDutyFigure, ConsumerDutyFigureDefinition>;

/** Every (kind, action) any figure reads: the events the server fetches. */
export const consumerDutySourceActions: readonly Source[] = [
  ...new Map(
    consumerDutyFigures
      .flatMap((figure): readonly Source[] => consumerDutyFigureDefinitions[figure].sources)
      .map((entry) => [`${entry.kind}:${entry.action}`, entry]),
  ).values(),
];
