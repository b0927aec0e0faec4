import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Actor,
  AppError,
  interpolate,
  maskedPhoneOf,
  passcodeAttemptsMax,
  passcodeDigits,
  passcodeMinutes,
  signingMessages,
  textablePhoneOf,
} from '@advice/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { signingEvents, signingSigners } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { canDeliverTexts } from '../mailbox/mailbox.access.ts';
import { findUser } from '../users/users.queries.ts';
import { assertSignerTurn, loadSigningDocument, requireEnvelope, signingConflict } from './signing.access.ts';
import type { SignerIdentity } from './signing.presenter.ts';
import { type EnvelopeRow, insertSigningEvents, listSigners, lockEnvelope, type SignerRow } from './signing.queries.ts';
import { eventBy } from './signing.records.ts';

const sha256Of = (code: string) => createHash('sha256').update(code).digest();

/**
 * A signer may ask for at most this many passcodes an hour: each costs a mail or a text, and a link holder
 * must not be able to run up a practice's text messages.
 */
const passcodesPerHour = 5;

async function assertPasscodesLeft(tx: Tx, signerId: string): Promise<void> {
  const [row] = await tx
    .select({ sent: count() })
    .from(signingEvents)
    .where(
      and(
        eq(signingEvents.signerId, signerId),
        eq(signingEvents.kind, 'passcode_sent'),
        gt(signingEvents.at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.sent ?? 0) >= passcodesPerHour)
    throw new AppError('rate.limited', { detail: signingMessages['signing.passcodeTooOften'], pointer: '/passcode' });
}

type PasscodeSent = { message: string; expires_at: string };

/** The signed-in signer whose turn it is asks for a one-time passcode (by e-mail or text); see {@link sendPasscodeTo}. */
export async function sendSigningPasscode(runtime: Runtime, actor: Actor, documentId: string, info: RequestInfo): Promise<PasscodeSent> {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const target = await loadSigningDocument(tx, actor, documentId, 'write');
    const envelope = await lockEnvelope(tx, await requireEnvelope(tx, target));
    if (!envelope) throw signingConflict('signing.voided');
    const who = { userId: actor.userId };
    const signer = assertSignerTurn({ envelope, signers: await listSigners(tx, envelope.id) }, who);
    const user = await findUser(tx, { id: actor.userId, practiceId: envelope.practiceId });
    if (!user) throw signingConflict('signing.notASigner');
    return sendPasscodeTo(runtime, uow, { envelope, signer, who, to: user, documentName: target.document.name, info });
  });
}

/**
 * Where a passcode by text goes: the number given (the account's now, or the partner's as drafted) if a text can
 * reach it, on a site that can deliver texts; else a 422 beside the passcode saying what to do.
 */
function phoneToText(runtime: Runtime, phone: string | null | undefined): string {
  if (!canDeliverTexts(runtime))
    throw new AppError('rule.violated', { detail: signingMessages['signing.textsUnavailable'], pointer: '/passcode' });
  const number = textablePhoneOf(phone);
  if (!number) throw new AppError('rule.violated', { detail: signingMessages['signing.yourPhoneNeeded'], pointer: '/passcode' });
  return number;
}

/**
 * Sends the signer whose turn it is (under the envelope's lock) a one-time passcode: random digits, kept only
 * as their SHA-256, valid for a few minutes; a new one replaces the last and its count of wrong tries. By
 * e-mail, a signed-in signer is mailed at their account's address, a signer through a link at the envelope's;
 * by text (the envelope's channel), at the account's number as it is now or the partner's as drafted, which the
 * signer's row keeps. The record says which way it went, never the number or the code.
 */
export async function sendPasscodeTo(
  runtime: Runtime,
  uow: UnitOfWork,
  input: {
    envelope: EnvelopeRow;
    signer: SignerRow;
    who: SignerIdentity;
    to: { email: string; firstName: string; phone: string | null };
    documentName: string;
    info: RequestInfo;
  },
): Promise<PasscodeSent> {
  const { tx } = uow;
  const { envelope, signer } = input;
  await assertPasscodesLeft(tx, signer.id);
  const channel = envelope.passcodeChannel;
  const phone = channel === 'phone' ? phoneToText(runtime, input.to.phone) : null;
  const code = randomInt(0, 10 ** passcodeDigits)
    .toString()
    .padStart(passcodeDigits, '0');
  const expiresAt = new Date(Date.now() + passcodeMinutes * 60_000);
  await tx
    .update(signingSigners)
    .set({ passcodeHash: sha256Of(code).toString('hex'), passcodeExpiresAt: expiresAt, passcodeAttempts: 0, ...(phone ? { phone } : {}) })
    .where(eq(signingSigners.id, signer.id));
  const current = envelope.signedSha256 ?? envelope.originalSha256;
  await insertSigningEvents(tx, [
    {
      ...eventBy(envelope, { userId: input.who.userId ?? null, name: signer.name }, input.info),
      signerId: signer.id,
      kind: 'passcode_sent',
      sha256Before: current,
      sha256After: current,
      detail: { channel },
    },
  ]);
  if (phone) {
    await uow.sms({
      practiceId: envelope.practiceId,
      to: phone,
      template: 'signingPasscode',
      params: { code, documentName: input.documentName, minutes: passcodeMinutes },
    });
    const message = interpolate(signingMessages['signing.passcodeTexted'], { number: maskedPhoneOf(phone) });
    return { message, expires_at: expiresAt.toISOString() };
  }
  await uow.mail({
    practiceId: envelope.practiceId,
    to: input.to.email,
    template: 'signingPasscode',
    params: { firstName: input.to.firstName, code, documentName: input.documentName, minutes: passcodeMinutes },
  });
  return { message: signingMessages['signing.passcodeSent'], expires_at: expiresAt.toISOString() };
}

type PasscodeOutcome = 'ok' | 'wrong' | 'tooMany';

/**
 * Checks the passcode the signer typed against the last one sent. A wrong one counts, in a transaction of its
 * own so the count holds although the signature is refused; after {@link passcodeAttemptsMax} wrong tries
 * only a new passcode will do. Refusals are 400s at `/passcode`.
 */
export async function checkPasscode(runtime: Runtime, signerId: string, passcode: string | undefined): Promise<void> {
  const refuse = (key: 'signing.passcodeNeeded' | 'signing.passcodeWrong' | 'signing.passcodeTooMany') =>
    new InvalidFields([{ detail: signingMessages[key], source: { pointer: '/passcode' } }]);
  if (!passcode) throw refuse('signing.passcodeNeeded');
  const outcome = await inTransaction(runtime, async ({ tx }): Promise<PasscodeOutcome> => {
    const [row] = await tx.select().from(signingSigners).where(eq(signingSigners.id, signerId)).for('update');
    if (!row || row.passcodeAttempts >= passcodeAttemptsMax) return 'tooMany';
    const expected = row.passcodeHash ? Buffer.from(row.passcodeHash, 'hex') : null;
    const isLive = row.passcodeExpiresAt !== null && row.passcodeExpiresAt.getTime() > Date.now();
    if (expected && isLive && timingSafeEqual(expected, sha256Of(passcode))) return 'ok';
    const attempts = row.passcodeAttempts + 1;
    await tx.update(signingSigners).set({ passcodeAttempts: attempts }).where(eq(signingSigners.id, signerId));
    return attempts >= passcodeAttemptsMax ? 'tooMany' : 'wrong';
  });
  if (outcome === 'tooMany') throw refuse('signing.passcodeTooMany');
  if (outcome === 'wrong') throw refuse('signing.passcodeWrong');
}
