import type { Actor, Role } from '@advice/domain';
import type { CurrentUserRow } from '../features/users/users.presenter.ts';

export type RequestPractice = { id: string; name: string; featureFlags: Record<string, unknown>; suspendedAt: Date | null };

export type RequestSession = {
  id: string;
  csrfToken: string;
  expiresAt: Date;
  /** The user as the current-user call shows them, loaded with the session so that call needs no second read. */
  user: CurrentUserRow;
  /** Whether the user's practice lets clients choose their session timeout. */
  sessionTimeoutEnabled: boolean;
};

/**
 * Who may call a route. Every route must declare one; the server refuses to boot otherwise.
 * `public`: anyone. `roles`: a signed-in user with one of these roles. `self`: additionally the
 * `:id` path parameter must be the caller's own user id. Owner and assignment checks that need
 * the database (an adviser's own client) live in the service, which answers 403 or 404.
 */
export type Access = { public: true } | { roles: readonly Role[]; self?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    practice: RequestPractice | null;
    session: RequestSession | null;
    actor: Actor | null;
  }
}
