import { AppError } from './errors.ts';

/**
 * One row of a state machine's table: `action` moves the entity from `from` to `to` for whoever its
 * `who` rule lets through, once every guard's fact holds; `effects` are what else the change does.
 */
export type MachineTransition<S extends string, A extends string, W, G extends string = never, E extends string = never> = {
  action: A;
  from: S;
  to: S;
  who: W;
  guards: readonly G[];
  effects: readonly E[];
  /** The change asks 'are you sure?' first. */
  confirm: boolean;
  /** Cannot be undone (the web app says so in the confirmation). */
  irreversible: boolean;
  /** Who is told by e-mail: the client, and staff following the client. */
  notify: { client: boolean; staff: boolean };
};

/** A state machine: its statuses, the one a new entity starts in, and its table of transitions. */
export type StateMachine<S extends string, A extends string, W, G extends string = never, E extends string = never> = {
  initial: S;
  statuses: readonly S[];
  transitions: readonly MachineTransition<S, A, W, G, E>[];
};

/** How a machine's table is read: who passes a `who` rule, what a failing guard says, how statuses and actions are named. */
export type MachineRules<S extends string, A extends string, W, Subject, G extends string = never> = {
  /** What the entity is called in a refusal ('case', 'top-up'). */
  noun: string;
  isAllowed: (who: W, subject: Subject) => boolean;
  guardMessage: (guard: G) => string;
  forbiddenMessage: string;
  statusLabel: (status: S) => string;
  actionLabel: (action: A) => string;
};

export type TransitionCheck<T extends MachineTransition<string, string, unknown, string, string>> =
  | { ok: true; transition: T }
  | { ok: false; reason: 'illegal' | 'forbidden'; message: string }
  | { ok: false; reason: 'guard'; guard: T['guards'][number]; message: string; transition: T };

type TransitionOf<M> = M extends StateMachine<infer S, infer A, infer W, infer G, infer E> ? MachineTransition<S, A, W, G, E> : never;

/** Facts the caller knows about one entity: `true` where the guard of that name passes. */
export type GuardFactsOf<G extends string> = Partial<Record<G, boolean>>;

/** The transition of `action` from `from` that the subject may make, if the table has one (guards not applied). */
export function findTransition<S extends string, A extends string, W, G extends string, E extends string, Subject>(
  machine: StateMachine<S, A, W, G, E>,
  rules: Pick<MachineRules<S, A, W, Subject, G>, 'isAllowed'>,
  from: S,
  action: A,
  subject: Subject,
): MachineTransition<S, A, W, G, E> | undefined {
  return machine.transitions.find((t) => t.action === action && t.from === from && rules.isAllowed(t.who, subject));
}

/**
 * Checks `action` on an entity in status `from` for the subject: no such transition from here is
 * `illegal` (409), one the subject may not make is `forbidden` (403), a failing guard answers with its
 * message (422). Guards are checked in the table's order; a fact not given fails.
 */
export function checkMachineTransition<S extends string, A extends string, W, G extends string, E extends string, Subject>(
  machine: StateMachine<S, A, W, G, E>,
  rules: MachineRules<S, A, W, Subject, G>,
  from: S,
  action: A,
  subject: Subject,
  facts: GuardFactsOf<G> = {},
): TransitionCheck<MachineTransition<S, A, W, G, E>> {
  if (!machine.transitions.some((t) => t.action === action && t.from === from)) {
    const target = machine.transitions.find((t) => t.action === action)?.to;
    const status = rules.statusLabel(from).toLowerCase();
    const noun = rules.noun.charAt(0).toUpperCase() + rules.noun.slice(1);
    const message =
      target === from
        ? `${noun} is already ${status}`
        : `A ${rules.noun} that is ${status} cannot be changed with '${rules.actionLabel(action)}'.`;
    return { ok: false, reason: 'illegal', message };
  }
  const transition = findTransition(machine, rules, from, action, subject);
  if (!transition) return { ok: false, reason: 'forbidden', message: rules.forbiddenMessage };
  const failing = transition.guards.find((guard) => facts[guard] !== true);
  if (failing) return { ok: false, reason: 'guard', guard: failing, message: rules.guardMessage(failing), transition };
  return { ok: true, transition };
}

/** Turns a refused check into the error the API answers with: 409 illegal, 403 forbidden, 422 guard. */
export function refusalOf(
  check: Exclude<TransitionCheck<MachineTransition<string, string, unknown, string, string>>, { ok: true }>,
): AppError {
  if (check.reason === 'illegal') return new AppError('state.illegal_transition', { detail: check.message });
  if (check.reason === 'forbidden') return new AppError('auth.forbidden', { detail: check.message });
  return new AppError('rule.violated', { detail: check.message });
}

/** {@link checkMachineTransition}, throwing the refusal: the transition to make, or an AppError (409, 403, 422). */
export function assertTransition<S extends string, A extends string, W, G extends string, E extends string, Subject>(
  machine: StateMachine<S, A, W, G, E>,
  rules: MachineRules<S, A, W, Subject, G>,
  from: S,
  action: A,
  subject: Subject,
  facts: GuardFactsOf<G> = {},
): MachineTransition<S, A, W, G, E> {
  const check = checkMachineTransition(machine, rules, from, action, subject, facts);
  if (!check.ok) throw refusalOf(check);
  return check.transition;
}

/**
 * The transitions the subject may make from `status`, one per action: exactly the actions the web app
 * shows. Guards are not applied; the caller shows a transition whose guard fails as disabled.
 */
export function availableMachineTransitions<M extends StateMachine<string, string, unknown, string, string>, Subject>(
  machine: M,
  rules: Pick<MachineRules<string, string, TransitionOf<M>['who'], Subject, string>, 'isAllowed'>,
  status: TransitionOf<M>['from'],
  subject: Subject,
): TransitionOf<M>[] {
  const seen = new Set<string>();
  return (machine.transitions as readonly TransitionOf<M>[]).filter((t) => {
    if (t.from !== status || seen.has(t.action) || !rules.isAllowed(t.who, subject)) return false;
    seen.add(t.action);
    return true;
  });
}
