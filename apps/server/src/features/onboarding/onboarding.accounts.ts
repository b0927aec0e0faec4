import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientProfiles, users } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { insertCaseOfType, onlineAdviceRequestFields } from '../cases/cases.writer.ts';
import { autoFollow } from '../people/clients.service.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';
import { claimEmail, findEmailHolder, type StoredRegistration } from './onboarding.holders.ts';
import { findInvitation, useInvitationToken } from './onboarding.invitations.ts';
import type { OnboardingPractice } from './onboarding.queries.ts';

export type Account = { user: UserRow; isSignedIn: boolean; isInvited: boolean };

/**
 * What a registration opened, and who holds the address it gave when another account does: a new
 * visitor then gets no account; an invited one keeps the invited address until they correct it.
 */
export type Opened = { account: Account; heldBy: UserRow | null } | { account: null; heldBy: UserRow };

/** The answers kept on the client profile; the preferred adviser only a new visitor chooses, so it is set apart. */
function profileValues(body: StoredRegistration, now: Date) {
  return {
    dateOfBirth: body.client.date_of_birth,
    city: body.client.city || null,
    highInterestDebt: body.metadata.high_interest_debt,
    cashReserve: body.metadata.cash_reserve,
    personalDataConsentAt: now,
    disclosureAcknowledgedAt: body.metadata.disclosure_checked ? now : null,
    signupSource: body.metadata.client_advice,
  };
}

/** The holder an insert or update met through the e-mail unique index. */
async function findRacingHolder(tx: Tx, practiceId: string, email: string): Promise<UserRow> {
  const holder = await findEmailHolder(tx, practiceId, email);
  if (!holder) throw new Error('the e-mail unique index was met, yet no account holds the address');
  return holder;
}

/** A new visitor: an unconfirmed prospect, with the preferred adviser or awaiting a director's assignment. */
async function createProspect(tx: Tx, practice: OnboardingPractice, body: StoredRegistration, passwordHash: string): Promise<Opened> {
  const holder = await findEmailHolder(tx, practice.id, body.user.email);
  if (holder) return { account: null, heldBy: holder };
  const id = randomUUID();
  const now = new Date();
  const adviserId = body.client.preferred_adviser_id;
  const user = await claimEmail(tx, async (sp) => {
    const [row] = await sp
      .insert(users)
      .values({
        id,
        practiceId: practice.id,
        role: 'client',
        email: body.user.email,
        firstName: body.user.first_name,
        lastName: body.user.last_name,
        phone: body.user.phone,
        passwordHash,
        status: 'invited',
        adviserId,
        invitedAt: now,
      })
      .returning();
    return row;
  });
  if (user === null) return { account: null, heldBy: await findRacingHolder(tx, practice.id, body.user.email) };
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(clientProfiles).values({
    userId: id,
    practiceId: practice.id,
    kind: 'prospect',
    createdAt: now,
    preferredAdviserId: adviserId,
    ...profileValues(body, now),
  });
  await autoFollow(tx, practice.id, [id]);
  return { account: { user, isSignedIn: false, isInvited: false }, heldBy: null };
}

/**
 * An invited client or prospect completes their account. With the invited e-mail the account is
 * confirmed at once; with another, that address must be confirmed first. When another account holds
 * that address, the account is completed all the same but keeps the invited address, as if the
 * visitor had registered with it and then asked to move to a taken one.
 */
async function completeInvitation(tx: Tx, practice: OnboardingPractice, body: StoredRegistration, passwordHash: string): Promise<Opened> {
  const invitation = await findInvitation(tx, practice.id, body.invitation?.uuid ?? '');
  await useInvitationToken(tx, invitation.token);
  const isEmailChanged = body.user.email !== invitation.user.email;
  const now = new Date();
  const values = {
    firstName: body.user.first_name,
    lastName: body.user.last_name,
    phone: body.user.phone,
    passwordHash,
    status: isEmailChanged ? ('invited' as const) : ('active' as const),
    confirmedAt: isEmailChanged ? null : now,
    ...(isEmailChanged ? {} : { lastSignInAt: now }),
  };
  let heldBy = isEmailChanged ? await findEmailHolder(tx, practice.id, body.user.email) : null;
  let user = heldBy ? null : await claimEmail(tx, (sp) => updateUser(sp, invitation.user, { ...values, email: body.user.email }));
  if (user === null) {
    heldBy ??= await findRacingHolder(tx, practice.id, body.user.email);
    user = await updateUser(tx, invitation.user, values);
  }
  await tx.update(clientProfiles).set(profileValues(body, now)).where(eq(clientProfiles.userId, user.id));
  return { account: { user, isSignedIn: !isEmailChanged, isInvited: true }, heldBy };
}

/** The client's Online Advice Request, made as the cases area makes every case. */
async function createOnlineAdviceRequest(tx: Tx, user: UserRow, body: StoredRegistration, request: RequestInfo): Promise<void> {
  await insertCaseOfType(tx, {
    actor: { userId: user.id },
    practiceId: user.practiceId ?? '',
    client: { id: user.id, adviserId: user.adviserId },
    type: body.case.type,
    fields: onlineAdviceRequestFields(body.case),
    ip: request.ip,
  });
}

/**
 * Opens the account a registration asks for (new, or the invited one completed), with its client
 * details, the Online Advice Request and the audit events; when another account holds the address a
 * new visitor gave, nothing is written and that holder comes back instead.
 */
export async function openAccount(
  tx: Tx,
  practice: OnboardingPractice,
  registration: { body: StoredRegistration; passwordHash: string },
  request: RequestInfo,
): Promise<Opened> {
  const { body, passwordHash } = registration;
  const opened = body.invitation
    ? await completeInvitation(tx, practice, body, passwordHash)
    : await createProspect(tx, practice, body, passwordHash);
  const { account } = opened;
  if (!account) return opened;
  await writeAudit(tx, {
    actor: { userId: account.user.id },
    practiceId: practice.id,
    entityKind: 'client',
    entityId: account.user.id,
    action: 'registered',
    after: { invited: account.isInvited, confirmed: account.isSignedIn, adviser_id: account.user.adviserId },
    ip: request.ip,
  });
  await createOnlineAdviceRequest(tx, account.user, body, request);
  return opened;
}
