import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Each captcha solution that was accepted, by its challenge's signature, until the challenge
 * expires: a solution buys one attempt, on whichever server instance it is sent to.
 */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);

/**
 * The HMAC secret that signs captcha challenges when CAPTCHA_HMAC_KEY is not set: made once, on
 * first use, so every instance on the database signs and verifies with the same key.
 */
export const captchaKeys = pgTable('captcha_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
