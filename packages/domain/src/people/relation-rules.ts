import type { AdminRight, ClientRelation, ClientSubject } from './people.permissions.ts';

/** `true`: allowed; a right: allowed to a supporting admin the client's adviser granted it. */
export type TransitionRule = true | { right: AdminRight };

/** Who may make a transition on something a client owns, by their relation to the client. */
export type TransitionWho = Partial<Record<ClientRelation, TransitionRule>>;

/** Whether a relation rule lets the subject through (the same reading as the people permission table). */
export function isAllowedBy(who: TransitionWho, subject: ClientSubject): boolean {
  if (!subject.relation) return false;
  const rule = who[subject.relation];
  if (rule === undefined) return false;
  if (rule === true) return true;
  return subject.rights.includes(rule.right);
}
