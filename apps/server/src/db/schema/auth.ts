import {
  type AccountStatus,
  type AdminLevel,
  accountStatuses,
  adminLevels,
  type Role,
  roles,
  type TwoFactorMethod,
  twoFactorMethods,
  type UserTokenKind,
  userTokenKinds,
} from '@advice/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps, updatedAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { oneOf } from './one-of.ts';
import { practices } from './practice.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    practiceId: uuid('practice_id').references(() => practices.id),
    role: text('role').$type<Role>().notNull(),
    adminLevel: text('admin_level').$type<AdminLevel>(),
    email: text('email').notNull(),
    unconfirmedEmail: text('unconfirmed_email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    status: text('status').$type<AccountStatus>().notNull().default('invited'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    adviserId: uuid('adviser_id'),
    twoFactorMethod: text('two_factor_method').$type<TwoFactorMethod>().notNull().default('none'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(20),
    /** Staff: job title shown to clients (e.g. on my-adviser and the preferred-adviser list). */
    jobTitle: text('job_title'),
    /** Advisers: granted by a director; lets the adviser remove clients irreversibly. */
    canRemoveClients: boolean('can_remove_clients').notNull().default(false),
    /** Staff: a saved signature image used when signing documents. */
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    /** Advisers: whether clients see the adviser's profile (my-adviser, preferred advisers). */
    isProfileVisible: boolean('is_profile_visible').notNull().default(true),
    /** Staff: follow every client created from now on. */
    autoFollowNewClients: boolean('auto_follow_new_clients').notNull().default(false),
    /** When the user finished or skipped the guided tour of their dashboard; null: it shows on their home. */
    tourGuideCompletedAt: timestamp('tour_guide_completed_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    avatarFileId: uuid('avatar_file_id').references(() => storedFiles.id),
    /** The picture shown behind the person in meetings when they choose a virtual background. */
    virtualBackgroundFileId: uuid('virtual_background_file_id').references(() => storedFiles.id),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_practice_email_unique').on(sql`coalesce(${t.practiceId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.email),
    index('users_practice_role_idx').on(t.practiceId, t.role),
    index('users_adviser_idx').on(t.adviserId),
    index('users_avatar_file_idx').on(t.avatarFileId),
    index('users_signature_file_idx').on(t.signatureFileId),
    index('users_virtual_background_file_idx').on(t.virtualBackgroundFileId),
    oneOf(t.role, roles),
    oneOf(t.adminLevel, adminLevels),
    oneOf(t.status, accountStatuses),
    oneOf(t.twoFactorMethod, twoFactorMethods),
  ],
);

/** Server-side sessions; the cookie holds a random token, the row its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: uuid('practice_id'),
    csrfToken: text('csrf_token').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use secrets sent by e-mail: reset, confirmation, e-mail change, authenticator reset, one-time passcodes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.kind, t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.kind),
    oneOf(t.kind, userTokenKinds),
  ],
);

/**
 * Failed sign-ins per e-mail and practice, whether or not the e-mail has an account,
 * so a lockout message never reveals which e-mails exist.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    scope: text('scope').notNull(),
    email: text('email').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.email] })],
);
