import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  assertTransition,
  availableMachineTransitions,
  checkMachineTransition,
  findTransition,
  type MachineRules,
  type StateMachine,
} from './machine.ts';

type Status = 'open' | 'closed';
type Action = 'close' | 'reopen' | 'archive';
type Who = 'owner' | 'anyone';
type Guard = 'signed';

const row = { guards: [], effects: [], confirm: false, irreversible: false, notify: { client: false, staff: false } } as const;
/** A door: the owner closes it once it is signed, anyone reopens it; nothing archives it from here. */
const door: StateMachine<Status, Action, Who, Guard> = {
  initial: 'open',
  statuses: ['open', 'closed'],
  transitions: [
    { ...row, action: 'close', from: 'open', to: 'closed', who: 'owner', guards: ['signed'] },
    { ...row, action: 'reopen', from: 'closed', to: 'open', who: 'anyone' },
    { ...row, action: 'archive', from: 'closed', to: 'closed', who: 'owner' },
  ],
};
const rules: MachineRules<Status, Action, Who, 'owner' | 'guest', Guard> = {
  noun: 'door',
  isAllowed: (who, subject) => who === 'anyone' || who === subject,
  guardMessage: () => 'Sign first.',
  forbiddenMessage: 'Not yours.',
  statusLabel: (status) => (status === 'open' ? 'Open' : 'Closed'),
  actionLabel: (action) => action,
};

describe('the generic state machine', () => {
  it.each([
    ['open', 'close', 'owner', { signed: true }, { ok: true, transition: { to: 'closed' } }],
    ['open', 'close', 'owner', {}, { ok: false, reason: 'guard', guard: 'signed', message: 'Sign first.' }],
    ['open', 'close', 'guest', { signed: true }, { ok: false, reason: 'forbidden', message: 'Not yours.' }],
    ['open', 'reopen', 'guest', {}, { ok: false, reason: 'illegal', message: 'Door is already open' }],
    ['open', 'archive', 'owner', {}, { ok: false, reason: 'illegal', message: "A door that is open cannot be changed with 'archive'." }],
    ['closed', 'reopen', 'guest', {}, { ok: true, transition: { to: 'open' } }],
  ] as const)('%s → %s as %s with %o', (from, action, subject, facts, expected) => {
    expect(checkMachineTransition(door, rules, from, action, subject, facts)).toMatchObject(expected);
  });

  it('assertTransition answers the transition, or throws the refusal as the API answers it (409, 403, 422)', () => {
    expect(assertTransition(door, rules, 'closed', 'reopen', 'guest').to).toBe('open');
    const statusOf = (attempt: () => unknown) => {
      try {
        attempt();
      } catch (error) {
        return error instanceof AppError ? [error.status, error.code] : error;
      }
      return null;
    };
    expect(statusOf(() => assertTransition(door, rules, 'open', 'reopen', 'owner'))).toEqual([409, 'state.illegal_transition']);
    expect(statusOf(() => assertTransition(door, rules, 'open', 'close', 'guest'))).toEqual([403, 'auth.forbidden']);
    expect(statusOf(() => assertTransition(door, rules, 'open', 'close', 'owner'))).toEqual([422, 'rule.violated']);
  });

  it('findTransition ignores guards; the available transitions are those the subject may make, one per action', () => {
    expect(findTransition(door, rules, 'open', 'close', 'owner')?.to).toBe('closed');
    expect(findTransition(door, rules, 'open', 'close', 'guest')).toBeUndefined();
    expect(availableMachineTransitions(door, rules, 'closed', 'owner').map((t) => t.action)).toEqual(['reopen', 'archive']);
    expect(availableMachineTransitions(door, rules, 'closed', 'guest').map((t) => t.action)).toEqual(['reopen']);
  });
});
