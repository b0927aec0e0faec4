/** One action the server offers on a resource: its name, or (on a case) its name and what blocks it now. */
export type OfferedAction<A extends string> = A | { action: A; blocked_by: unknown };

/**
 * Whether the server allows `action` on a resource it sent: every resource that has actions carries
 * the list of those its viewer may take now (a client's detail, a case, a top-up, a member of staff,
 * the current user for practice-wide ones). An action shown but blocked (a case's guard) is not allowed.
 * This is the one way the web app decides whether to offer a button.
 */
export function allows<A extends string>(resource: { actions: readonly OfferedAction<A>[] } | null | undefined, action: A): boolean {
  return (resource?.actions ?? []).some((offered) =>
    typeof offered === 'string' ? offered === action : offered.action === action && offered.blocked_by === null,
  );
}
