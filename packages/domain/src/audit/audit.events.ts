import { type AccountAuditEvents, accountAuditMessages, accountAuditSentences } from '../auth/auth.audit.ts';
import { type BlogAuditEvents, blogAuditMessages, blogAuditSentences } from '../blog/blog.audit.ts';
import { type CaseAuditEvents, caseAuditMessages, caseAuditSentences, caseStatusWord, describeCaseMove } from '../cases/cases.audit.ts';
import { type TopUpAuditEvents, topUpAuditMessages, topUpAuditSentences } from '../cases/top-ups.audit.ts';
import { type EstateSummaryAuditEvents, estateSummaryAuditMessages, estateSummaryAuditSentences } from '../estate/estate-summary.audit.ts';
import { type FactFindAuditEvents, factFindAuditMessages, factFindAuditSentences } from '../fact-find/fact-find.audit.ts';
import {
  type VulnerabilityAuditEvents,
  vulnerabilityAuditActions,
  vulnerabilityAuditMessages,
  vulnerabilityAuditSentences,
} from '../fact-find/vulnerability.ts';
import {
  type FinancialStrategyAuditEvents,
  financialStrategyAuditMessages,
  financialStrategyAuditSentences,
} from '../financial-strategy/financial-strategy.audit.ts';
import { type FeatureHelpAuditEvents, featureHelpAuditSentences, helpAuditMessages } from '../help/help.audit.ts';
import { type IdentityAuditEvents, identityAuditMessages, identityAuditSentences } from '../identity/identity.audit.ts';
import { type VerificationAuditEvents, verificationAuditMessages, verificationAuditSentences } from '../identity/verification.audit.ts';
import {
  type BrochureAuditEvents,
  brochureAuditSentences,
  type LibraryItemAuditEvents,
  libraryAuditMessages,
  libraryItemAuditSentences,
} from '../library/library.audit.ts';
import { type MaintenanceAuditEvents, maintenanceAuditMessages, maintenanceAuditSentences } from '../maintenances/maintenances.audit.ts';
import { type MeetingRoomAuditEvents, meetingRoomAuditMessages, meetingRoomAuditSentences } from '../meetings/meetings.audit.ts';
import {
  type MessagesAuditEvents,
  messagesAuditMessages,
  messagesAuditSentences,
  practiceNoteAuditActions,
} from '../messages/messages.audit.ts';
import { type MotivationAuditEvents, motivationAuditMessages, motivationAuditSentences } from '../motivation/motivation.audit.ts';
import { type OnboardingAuditEvents, onboardingAuditMessages, onboardingAuditSentences } from '../onboarding/onboarding.audit.ts';
import {
  type ClientAuditEvents,
  type ClientTagAuditEvents,
  clientAuditSentences,
  clientTagAuditSentences,
  peopleAuditMessages,
  type StaffAuditEvents,
  staffAuditSentences,
} from '../people/people.audit.ts';
import {
  type PlatformAdminAuditEvents,
  platformAdminAuditMessages,
  platformAdminAuditSentences,
} from '../platform-admin/platform-admin.audit.ts';
import {
  type PracticeAuditEvents,
  type PracticeServiceAuditEvents,
  practiceAuditMessages,
  practiceAuditSentences,
  practiceServiceAuditSentences,
} from '../practice/practice.audit.ts';
import {
  type AgendaTemplateAuditEvents,
  agendaTemplateAuditSentences,
  type FaqSectionAuditEvents,
  faqSectionAuditSentences,
  practiceResourcesAuditMessages,
  type ServiceCharterAuditEvents,
  serviceCharterAuditSentences,
} from '../practice/practice-resources.audit.ts';
import {
  type FinancialPlanningAuditEvents,
  financialPlanningAuditMessages,
  financialPlanningAuditSentences,
} from '../questionnaires/financial-planning.audit.ts';
import {
  type RiskToleranceAuditEvents,
  riskToleranceAuditMessages,
  riskToleranceAuditSentences,
} from '../questionnaires/risk-tolerance.audit.ts';
import {
  type TaxHealthCheckAuditEvents,
  taxHealthCheckAuditMessages,
  taxHealthCheckAuditSentences,
} from '../questionnaires/tax-health-check-case.audit.ts';
import {
  type AuditAfter,
  type AuditBefore,
  type AuditDescribers,
  type AuditFacts,
  type AuditSentence,
  fieldOf,
  interpolate,
  recordOf,
  sentence,
  wordsOf,
} from '../shared/audit.ts';
import { type SigningAuditEvents, signingAuditMessages, signingAuditSentences } from '../signing/signing.audit.ts';
import { type SupportAuditEvents, supportAuditMessages, supportAuditSentences } from '../support/support.audit.ts';
import { type TodosAuditEvents, todosAuditMessages, todosAuditSentences } from '../todos/todos.audit.ts';
import {
  type DocumentRequestsAuditEvents,
  documentRequestsAuditMessages,
  documentRequestsAuditSentences,
} from '../vault/document-requests.audit.ts';
import { type VaultAuditEvents, vaultAuditMessages, vaultAuditSentences } from '../vault/vault.audit.ts';
import { type VaultLinksAuditEvents, vaultLinksAuditMessages, vaultLinksAuditSentences } from '../vault/vault-links.audit.ts';
import type { AuditEventView } from './audit.schemas.ts';

/** Every audited entity kind, each with its actions and their payloads: what `writeAudit` accepts. */
export type AuditCatalog = {
  'client-case': CaseAuditEvents & RiskToleranceAuditEvents & TaxHealthCheckAuditEvents & FinancialPlanningAuditEvents & SigningAuditEvents;
  'top-up': TopUpAuditEvents;
  client: ClientAuditEvents &
    OnboardingAuditEvents &
    AccountAuditEvents &
    VulnerabilityAuditEvents &
    EstateSummaryAuditEvents &
    FactFindAuditEvents &
    MessagesAuditEvents &
    TodosAuditEvents &
    MotivationAuditEvents &
    IdentityAuditEvents &
    VerificationAuditEvents &
    DocumentRequestsAuditEvents &
    SupportAuditEvents;
  'document-vault': VaultAuditEvents & VaultLinksAuditEvents;
  'financial-strategy': FinancialStrategyAuditEvents;
  'advice-room': MeetingRoomAuditEvents;
  user: StaffAuditEvents & AccountAuditEvents & SupportAuditEvents;
  'client-tag': ClientTagAuditEvents;
  practice: PracticeAuditEvents & PlatformAdminAuditEvents;
  'practice-service': PracticeServiceAuditEvents;
  'blog-post': BlogAuditEvents;
  'agenda-template': AgendaTemplateAuditEvents;
  'service-charter': ServiceCharterAuditEvents;
  'faq-section': FaqSectionAuditEvents;
  'feature-help': FeatureHelpAuditEvents;
  maintenance: MaintenanceAuditEvents;
  'library-item': LibraryItemAuditEvents;
  brochure: BrochureAuditEvents;
};
export type AuditEntityKind = keyof AuditCatalog;
export type AuditAction<K extends AuditEntityKind> = keyof AuditCatalog[K] & string;
export type AuditBeforeOf<K extends AuditEntityKind, A extends AuditAction<K>> = AuditBefore<AuditCatalog[K][A]>;
export type AuditAfterOf<K extends AuditEntityKind, A extends AuditAction<K>> = AuditAfter<AuditCatalog[K][A]>;

/** The sentence templates of every audit event (en-GB), keyed `audit.<area>.<what>`; the web app's catalogue holds them too. */
export const auditMessages = {
  ...caseAuditMessages,
  ...topUpAuditMessages,
  ...accountAuditMessages,
  ...onboardingAuditMessages,
  ...peopleAuditMessages,
  ...practiceAuditMessages,
  ...vulnerabilityAuditMessages,
  ...estateSummaryAuditMessages,
  ...factFindAuditMessages,
  ...riskToleranceAuditMessages,
  ...taxHealthCheckAuditMessages,
  ...financialPlanningAuditMessages,
  ...signingAuditMessages,
  ...messagesAuditMessages,
  ...todosAuditMessages,
  ...motivationAuditMessages,
  ...financialStrategyAuditMessages,
  ...meetingRoomAuditMessages,
  ...identityAuditMessages,
  ...verificationAuditMessages,
  ...vaultAuditMessages,
  ...vaultLinksAuditMessages,
  ...documentRequestsAuditMessages,
  ...blogAuditMessages,
  ...practiceResourcesAuditMessages,
  ...helpAuditMessages,
  ...maintenanceAuditMessages,
  ...supportAuditMessages,
  ...libraryAuditMessages,
  ...platformAdminAuditMessages,
  'audit.someone': 'Someone',
  'audit.statusChanged': '{{actor}} changed the status from {{from}} to {{to}}',
  'audit.fallback': '{{action}} by {{actor}}',
} as const;
export type AuditMessageKey = keyof typeof auditMessages;

const describers: { [K in AuditEntityKind]: AuditDescribers<AuditCatalog[K], AuditMessageKey> } = {
  'client-case': {
    ...caseAuditSentences,
    ...riskToleranceAuditSentences,
    ...taxHealthCheckAuditSentences,
    ...financialPlanningAuditSentences,
    ...signingAuditSentences,
  },
  'top-up': topUpAuditSentences,
  client: {
    ...accountAuditSentences,
    ...onboardingAuditSentences,
    ...clientAuditSentences,
    ...vulnerabilityAuditSentences,
    ...estateSummaryAuditSentences,
    ...factFindAuditSentences,
    ...messagesAuditSentences,
    ...todosAuditSentences,
    ...motivationAuditSentences,
    ...identityAuditSentences,
    ...verificationAuditSentences,
    ...documentRequestsAuditSentences,
    ...supportAuditSentences,
  },
  'document-vault': { ...vaultAuditSentences, ...vaultLinksAuditSentences },
  'financial-strategy': financialStrategyAuditSentences,
  'advice-room': meetingRoomAuditSentences,
  user: { ...accountAuditSentences, ...staffAuditSentences, ...supportAuditSentences },
  'client-tag': clientTagAuditSentences,
  practice: { ...practiceAuditSentences, ...platformAdminAuditSentences },
  'practice-service': practiceServiceAuditSentences,
  'blog-post': blogAuditSentences,
  'agenda-template': agendaTemplateAuditSentences,
  'service-charter': serviceCharterAuditSentences,
  'faq-section': faqSectionAuditSentences,
  'feature-help': featureHelpAuditSentences,
  maintenance: maintenanceAuditSentences,
  'library-item': libraryItemAuditSentences,
  brochure: brochureAuditSentences,
};

/**
 * The client's audit actions that are staff's alone: vulnerability observations and practice notes. Every
 * reader a client reaches (their activity feed, their personal-data download) leaves them out.
 */
export const staffOnlyAuditActions: readonly string[] = [...vulnerabilityAuditActions, ...practiceNoteAuditActions];

/** Every audited entity kind, as stored in audit_events.entity_kind. */
export const auditEntityKinds = Object.keys(describers) as AuditEntityKind[];

/** Every (entity kind, action) the catalogue names: the table the sentence tests walk. */
export const auditActions = Object.fromEntries(Object.entries(describers).map(([kind, table]) => [kind, Object.keys(table)])) as {
  [K in AuditEntityKind]: AuditAction<K>[];
};

export type AuditEventInput = Pick<
  AuditEventView,
  'entity_kind' | 'action' | 'actor_name' | 'before' | 'after' | 'document' | 'person_name'
>;

type Describe = (facts: AuditFacts<unknown>) => AuditSentence<AuditMessageKey>;

function describerOf(kind: string, action: string): Describe | undefined {
  const table = (describers as Record<string, Record<string, Describe>>)[kind];
  return table && Object.hasOwn(table, action) ? table[action] : undefined;
}

/** An event no table names (an older action, another kind): its status change if it records one, else its action in words. */
function fallback(event: AuditEventInput, facts: AuditFacts<unknown>): AuditSentence<AuditMessageKey> {
  if (event.entity_kind === 'client-case') {
    const move = describeCaseMove(facts, event.before, event.after);
    if (move) return move;
  }
  const from = caseStatusWord(fieldOf(event.before, 'status'));
  const to = caseStatusWord(fieldOf(event.after, 'status'));
  if (from && to) return sentence<AuditMessageKey>('audit.statusChanged', facts, { from, to });
  const words = wordsOf(event.action) || 'change';
  return sentence<AuditMessageKey>('audit.fallback', facts, { action: words.charAt(0).toUpperCase() + words.slice(1) });
}

/**
 * What an audit event says, as a catalogue key and its values: the actor's name, and the names of
 * what it refers to (never a key or an id). An event the catalogue does not know still reads as a
 * sentence: its status change, or its action in words ("Details updated by Priya Shah").
 */
export function describeAuditEvent(event: AuditEventInput): AuditSentence<AuditMessageKey> {
  const facts: AuditFacts<unknown> = {
    actor: event.actor_name ?? auditMessages['audit.someone'],
    before: recordOf(event.before),
    after: recordOf(event.after),
    document: event.document,
    person: event.person_name,
  };
  const describe = describerOf(event.entity_kind, event.action);
  return describe ? describe(facts) : fallback(event, facts);
}

/** Fills a template of {@link auditMessages}; the web app passes its catalogue's `t` instead. */
export type AuditTranslate = (key: AuditMessageKey, params: Record<string, string>) => string;
const fromDomain: AuditTranslate = (key, params) => interpolate(auditMessages[key], params);

/** An audit event as the sentence a person reads: "Charlotte Hughes accepted the recommendation pack". */
export function auditSentence(event: AuditEventInput, translate: AuditTranslate = fromDomain): string {
  const { key, params } = describeAuditEvent(event);
  return translate(key, params);
}
