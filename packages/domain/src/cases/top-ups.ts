import { z } from 'zod';
import type { ClientSubject } from '../people/people.permissions.ts';
import { isAllowedBy, type TransitionWho } from '../people/relation-rules.ts';
import { paginationQuery, requiredText } from '../shared/fields.ts';
import {
  assertTransition,
  availableMachineTransitions,
  checkMachineTransition,
  type MachineRules,
  type MachineTransition,
  type StateMachine,
  type TransitionCheck,
} from '../shared/machine.ts';

/** Texts of top-up refusals, that the server answers with (en-GB). */
export const topUpMessages = {
  'topUps.notFound': 'This top-up does not exist.',
  'topUps.changedElsewhere': 'This top-up was changed by someone else. Reload the page to see the latest version.',
} as const;

export const topUpStatuses = ['submitted', 'completed', 'cancelled'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];

export const topUpActions = ['complete', 'cancel'] as const;
export type TopUpAction = (typeof topUpActions)[number];

/** The eight account types of spec 1 §3, as stored, with the label people see. */
export const topUpAccountTypes = {
  individual_savings_account: 'Individual Savings Account',
  international_investment_bond: 'International Investment Bond',
  international_regular_investment_bond: 'International Regular Investment Bond',
  investment_bond: 'Investment Bond',
  not_sure: 'not sure',
  retirement_account: 'Retirement Account',
  trustee_investment_account: 'Trustee Investment Account',
  unit_trust: 'Unit Trust',
} as const;
export type TopUpAccountType = keyof typeof topUpAccountTypes;
export const topUpAccountTypeKeys = Object.keys(topUpAccountTypes) as [TopUpAccountType, ...TopUpAccountType[]];

export const topUpStatusLabels = { submitted: 'Submitted', completed: 'Completed', cancelled: 'Cancelled' } as const satisfies Record<
  TopUpStatus,
  string
>;

export type TopUpTransition = MachineTransition<TopUpStatus, TopUpAction, TransitionWho>;

/** Spec 1 §4 'Top-ups': the adviser completes a submitted top-up; the client cancels it (irreversible). */
export const topUpMachine = {
  initial: 'submitted',
  statuses: topUpStatuses,
  transitions: [
    {
      action: 'complete',
      from: 'submitted',
      to: 'completed',
      who: { own: true, additional: true, director: true },
      guards: [],
      confirm: true,
      irreversible: false,
      effects: [],
      notify: { client: true, staff: true },
    },
    {
      action: 'cancel',
      from: 'submitted',
      to: 'cancelled',
      who: { self: true },
      guards: [],
      confirm: true,
      irreversible: true,
      effects: [],
      notify: { client: false, staff: true },
    },
  ],
} as const satisfies StateMachine<TopUpStatus, TopUpAction, TransitionWho>;

const topUpActionLabels = { complete: 'Complete', cancel: 'Cancel top-up' } as const satisfies Record<TopUpAction, string>;

const topUpMachineRules: MachineRules<TopUpStatus, TopUpAction, TransitionWho, ClientSubject> = {
  noun: 'top-up',
  isAllowed: isAllowedBy,
  guardMessage: () => '',
  forbiddenMessage: 'You do not have permission to change this top-up.',
  statusLabel: (status) => topUpStatusLabels[status],
  actionLabel: (action) => topUpActionLabels[action],
};

/** Checks a top-up action as `checkTransition` does for cases. */
export function checkTopUpTransition(from: TopUpStatus, action: TopUpAction, subject: ClientSubject): TransitionCheck<TopUpTransition> {
  return checkMachineTransition<TopUpStatus, TopUpAction, TransitionWho, never, never, ClientSubject>(
    topUpMachine,
    topUpMachineRules,
    from,
    action,
    subject,
  );
}

/** The transition to make for a top-up action, or the AppError refusing it (409 illegal, 403 forbidden). */
export function assertTopUpTransition(from: TopUpStatus, action: TopUpAction, subject: ClientSubject): TopUpTransition {
  return assertTransition<TopUpStatus, TopUpAction, TransitionWho, never, never, ClientSubject>(
    topUpMachine,
    topUpMachineRules,
    from,
    action,
    subject,
  );
}

/** The top-up actions the subject may take from `status` (what the web app shows). */
export function availableTopUpActions(status: TopUpStatus, subject: ClientSubject): TopUpAction[] {
  return availableMachineTransitions(topUpMachine, topUpMachineRules, status, subject).map((t) => t.action);
}

const amountMessage = 'Enter a whole amount above 0, without decimals';

/**
 * POST /top-ups (new-top-up): amounts are whole units; `client_comment` is the client's note.
 * The adviser's `comment` is written when completing.
 */
export const topUpRequestBody = z.object({
  account_type: z.enum(topUpAccountTypeKeys, { error: 'Choose an account type' }),
  account_number: requiredText(50),
  amount: z.number({ error: amountMessage }).int(amountMessage).min(1, amountMessage).max(Number.MAX_SAFE_INTEGER, amountMessage),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/u, 'Choose a currency')
    .default('GBP'),
  client_comment: z.string().trim().max(2000).default(''),
});
export type TopUpRequestBody = z.infer<typeof topUpRequestBody>;

export const topUpCompleteBody = z.object({ comment: z.string().trim().max(2000).default('') }).default({ comment: '' });
export type TopUpCompleteBody = z.infer<typeof topUpCompleteBody>;

export const topUpListQuery = paginationQuery.extend({ status: z.enum(topUpStatuses).optional() });

export const topUpSchema = z.object({
  id: z.uuid(),
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
  account_type: z.enum(topUpAccountTypeKeys),
  account_type_label: z.string(),
  account_number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  comment: z.string(),
  client_comment: z.string(),
  status: z.enum(topUpStatuses),
  actions: z.array(z.enum(topUpActions)),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TopUpView = z.infer<typeof topUpSchema>;
