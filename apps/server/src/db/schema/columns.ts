import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientCases } from './cases.ts';
import { practices } from './practice.ts';

/*
 * The columns most tables share, each built afresh per table. Only a column exactly like its builder uses
 * it: one with another name, nullability or onDelete stays written out in its table. These are function
 * declarations (hoisted) and their references are lazy callbacks, so the import cycles with auth.ts,
 * cases.ts and practice.ts are harmless whichever module loads first.
 */

/** The row's id, given by the application. */
export function id() {
  return uuid('id').primaryKey();
}

/** The practice the row belongs to; a practice with rows is never deleted. */
export function practiceId() {
  return uuid('practice_id')
    .notNull()
    .references(() => practices.id);
}

/** The client the row is about; removing the client removes the row. */
export function clientId() {
  return uuid('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** The case the row was made for, if any; removing the case removes the row. Chain `.notNull()` where every row has one. */
export function caseId() {
  return uuid('case_id').references(() => clientCases.id, { onDelete: 'cascade' });
}

/** Who made the row; null once that user is gone. */
export function createdBy() {
  return uuid('created_by').references(() => users.id, { onDelete: 'set null' });
}

/** Who last changed the row; null once that user is gone. */
export function updatedBy() {
  return uuid('updated_by').references(() => users.id, { onDelete: 'set null' });
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}

/** `createdAt` and `updatedAt`, to spread where the two stand together. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}
