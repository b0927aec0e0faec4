import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  interpolate,
  maskedEmailOf,
  type SharedDocument,
  type ShareLinkStatus,
  shareLinkAccessMinutes,
  shareLinkPasscodeAttemptsMax,
  shareLinkPasscodeDigits,
  shareLinkPasscodeMinutes,
  shareLinkPasscodesPerHour,
  shareLinkStatusOf,
  vaultLinkMessages,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { vaultShareLinks, vaultShareLinkViews } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { InvalidFields } from '../../http/errors.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { hashToken, randomToken } from '../auth/sessions.ts';
import { type FileContent, readStoredFile } from '../files/stored-files.ts';
import {
  countPasscodesLastHour,
  findLinkByToken,
  findUserName,
  findVaultItem,
  type ShareLinkRow,
  type VaultItemRow,
} from './vault-links.queries.ts';
import { auditRefOf, publishLinksChange } from './vault-links.service.ts';

/*
 * A share link as its holder (someone outside the portal) uses it: the token names the link on the practice's
 * own host. The passcode is one-time: once the right one is given, its slot on the row holds instead the
 * SHA-256 of an access key handed to that browser in a cookie of this link only, for a few minutes. Asking for
 * a new passcode, revoking the link or its expiry ends that access at once.
 */

/** Anyone with a token: the practice the request's host names, and the token in the path. */
export type LinkKey = { practiceId: string | null; token: string };

const invalid = () => new AppError('token.invalid', { detail: vaultLinkMessages['vaultLinks.invalid'] });
const stopped = () => new AppError('token.expired', { detail: vaultLinkMessages['vaultLinks.stopped'] });

/** The access key's hash is told apart from a passcode's: the one can never be given as the other. */
const accessHashOf = (accessKey: string) => hashToken(`access:${accessKey}`);

function sameHash(stored: string | null, computed: string): boolean {
  if (!stored || stored.length !== computed.length) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(computed, 'hex'));
}

/**
 * Where the link stands: expired or revoked as its row says; and a link an adviser made stops (as revoked)
 * once the client no longer shares the document with them, as everything else the adviser reached does.
 */
function stateOf(link: ShareLinkRow, item: VaultItemRow, now: Date): ShareLinkStatus {
  const status = shareLinkStatusOf(link, now);
  if (status !== 'active') return status;
  const isMadeByClient = link.createdBy === link.clientId;
  if (!isMadeByClient && !item.isSharedWithAdviser) return 'revoked';
  return item.kind === 'folder' || !item.fileId ? 'revoked' : 'active';
}

function hasAccess(link: ShareLinkRow, accessKey: string | undefined, now: Date): boolean {
  if (!accessKey || !link.passcodeExpiresAt || link.passcodeExpiresAt.getTime() <= now.getTime()) return false;
  return sameHash(link.passcodeHash, accessHashOf(accessKey));
}

async function loadLink(db: Db | Tx, key: LinkKey, options: { lock?: boolean } = {}) {
  if (!key.practiceId) throw invalid();
  const found = await findLinkByToken(db, { practiceId: key.practiceId, token: key.token }, options);
  if (!found) throw invalid();
  return found;
}

async function presentOpen(db: Db | Tx, link: ShareLinkRow, item: VaultItemRow): Promise<SharedDocument> {
  const found = await findVaultItem(db, { practiceId: link.practiceId, clientId: link.clientId, id: item.id });
  if (!found?.file) throw stopped();
  const sharedBy = (await findUserName(db, { practiceId: link.practiceId, id: link.createdBy })) ?? '';
  return {
    status: 'open',
    recipient_hint: maskedEmailOf(link.recipientEmail),
    expires_at: link.expiresAt.toISOString(),
    document: {
      name: item.name,
      file_name: found.file.fileName,
      media_type: found.file.mediaType,
      size_bytes: found.file.sizeBytes ?? 0,
      shared_by: sharedBy,
    },
  };
}

/** Where the link stands for this browser: it needs the passcode, is open (with the document), or has stopped and why. */
export async function getSharedDocument(runtime: Runtime, key: LinkKey, accessKey: string | undefined): Promise<SharedDocument> {
  const { link, item } = await loadLink(runtime.db, key);
  const now = new Date();
  const state = stateOf(link, item, now);
  if (state !== 'active') return { status: state, recipient_hint: null, expires_at: link.expiresAt.toISOString(), document: null };
  if (hasAccess(link, accessKey, now)) return presentOpen(runtime.db, link, item);
  return {
    status: 'needs_passcode',
    recipient_hint: maskedEmailOf(link.recipientEmail),
    expires_at: link.expiresAt.toISOString(),
    document: null,
  };
}

/**
 * Mails the recipient a one-time passcode: random digits kept only as their SHA-256, valid for a few minutes; a
 * new one replaces the last (and any access it gave) with a fresh count of tries. A few an hour at most.
 */
export async function sendSharedDocumentPasscode(runtime: Runtime, key: LinkKey, info: RequestInfo) {
  return inTransaction(runtime, async (uow) => {
    const { tx } = uow;
    const { link, item } = await loadLink(tx, key, { lock: true });
    if (stateOf(link, item, new Date()) !== 'active') throw stopped();
    if ((await countPasscodesLastHour(tx, link)) >= shareLinkPasscodesPerHour)
      throw new AppError('rate.limited', { detail: vaultLinkMessages['vaultLinks.passcodeTooOften'], pointer: '/passcode' });
    const code = randomInt(0, 10 ** shareLinkPasscodeDigits)
      .toString()
      .padStart(shareLinkPasscodeDigits, '0');
    const expiresAt = new Date(Date.now() + shareLinkPasscodeMinutes * 60_000);
    await tx
      .update(vaultShareLinks)
      .set({ passcodeHash: hashToken(code), passcodeExpiresAt: expiresAt, passcodeAttempts: 0 })
      .where(eq(vaultShareLinks.id, link.id));
    await writeAudit(tx, {
      actor: null,
      practiceId: link.practiceId,
      entityKind: 'document-vault',
      entityId: item.id,
      action: 'vault_link_passcode_sent',
      after: auditRefOf(link, item),
      ip: info.ip,
    });
    await uow.mail({
      practiceId: link.practiceId,
      to: link.recipientEmail,
      template: 'vaultShareLinkPasscode',
      params: { recipientName: link.recipientName, code, documentName: item.name, minutes: shareLinkPasscodeMinutes },
    });
    const message = interpolate(vaultLinkMessages['vaultLinks.passcodeSent'], { email: maskedEmailOf(link.recipientEmail) });
    return { message, expires_at: expiresAt.toISOString() };
  });
}

type VerifyOutcome = { kind: 'ok'; accessKey: string } | { kind: 'wrong' | 'tooMany' | 'stopped' };

/**
 * Checks the passcode against the last one sent. A wrong one counts, in a transaction of its own so the count
 * holds although the answer is a refusal; after a few wrong tries only a new passcode will do. The right one
 * is spent at once: the browser gets an access key (answered for the route's cookie) and the document.
 */
export async function verifySharedDocumentPasscode(
  runtime: Runtime,
  key: LinkKey,
  passcode: string,
  info: RequestInfo,
): Promise<{ accessKey: string; document: SharedDocument }> {
  const outcome = await inTransaction(runtime, async (uow): Promise<VerifyOutcome> => {
    const { tx } = uow;
    const { link, item } = await loadLink(tx, key, { lock: true });
    const now = new Date();
    if (stateOf(link, item, now) !== 'active') return { kind: 'stopped' };
    if (link.passcodeAttempts >= shareLinkPasscodeAttemptsMax) return { kind: 'tooMany' };
    const isLive = link.passcodeExpiresAt !== null && link.passcodeExpiresAt.getTime() > now.getTime();
    if (isLive && sameHash(link.passcodeHash, hashToken(passcode))) {
      const accessKey = randomToken();
      await tx
        .update(vaultShareLinks)
        .set({
          passcodeHash: accessHashOf(accessKey),
          passcodeExpiresAt: new Date(now.getTime() + shareLinkAccessMinutes * 60_000),
          passcodeAttempts: 0,
        })
        .where(eq(vaultShareLinks.id, link.id));
      await writeAudit(tx, {
        actor: null,
        practiceId: link.practiceId,
        entityKind: 'document-vault',
        entityId: item.id,
        action: 'vault_link_opened',
        after: auditRefOf(link, item),
        ip: info.ip,
      });
      publishLinksChange(uow, link, item);
      return { kind: 'ok', accessKey };
    }
    const attempts = link.passcodeAttempts + 1;
    await tx.update(vaultShareLinks).set({ passcodeAttempts: attempts }).where(eq(vaultShareLinks.id, link.id));
    return { kind: attempts >= shareLinkPasscodeAttemptsMax ? 'tooMany' : 'wrong' };
  });
  if (outcome.kind === 'stopped') throw stopped();
  if (outcome.kind !== 'ok') {
    const detail = vaultLinkMessages[outcome.kind === 'tooMany' ? 'vaultLinks.passcodeTooMany' : 'vaultLinks.passcodeWrong'];
    throw new InvalidFields([{ detail, source: { pointer: '/passcode' } }]);
  }
  return { accessKey: outcome.accessKey, document: await getSharedDocument(runtime, key, outcome.accessKey) };
}

/** The document, to a browser holding this link's live access; each download is a view, logged for the owner. */
export async function readSharedDocumentFile(
  runtime: Runtime,
  key: LinkKey,
  accessKey: string | undefined,
  info: RequestInfo,
): Promise<FileContent> {
  const { link, item } = await loadLink(runtime.db, key);
  const now = new Date();
  if (stateOf(link, item, now) !== 'active') throw stopped();
  if (!hasAccess(link, accessKey, now)) throw new AppError('auth.forbidden', { detail: vaultLinkMessages['vaultLinks.accessNeeded'] });
  const file = await readStoredFile(runtime, { practiceId: link.practiceId, id: item.fileId });
  if (!file) throw stopped();
  await inTransaction(runtime, async (uow) => {
    await uow.tx.insert(vaultShareLinkViews).values({
      id: randomUUID(),
      practiceId: link.practiceId,
      linkId: link.id,
      ip: info.ip,
      userAgent: info.userAgent?.slice(0, 300) ?? null,
    });
    publishLinksChange(uow, link, item);
  });
  return file;
}
