import type { Readable } from 'node:stream';
import { type Actor, AppError, clientLetterMessages, type PracticeSettings, readPracticeSettings, todayIso } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Tx } from '../../db/client.ts';
import { practices } from '../../db/schema/index.ts';
import { practiceActorOf } from '../../http/tenant.ts';
import type { Runtime } from '../../runtime.ts';
import { findUser } from '../users/users.queries.ts';
import { type ClientRecord, loadClientFor } from './client-access.ts';
import { type LetterOfAuthorityInput, renderLetterOfAuthority } from './client-letter.pdf.ts';

type PracticeLetterhead = Pick<LetterOfAuthorityInput, 'practice' | 'font'>;

/** Staff only: the route says so, and the service refuses anyone else too (a client may only read their signed letter). */
function staffPracticeOf(actor: Actor): string {
  const { practiceId } = practiceActorOf(actor, 'client');
  if (actor.role === 'client') throw new AppError('auth.forbidden', { detail: clientLetterMessages['clients.letter.staffOnly'] });
  return practiceId;
}

async function loadLetterhead(db: Tx, practiceId: string): Promise<PracticeLetterhead> {
  const [row] = await db.select({ name: practices.name, settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  if (!row) throw new AppError('resource.not_found');
  const { general }: PracticeSettings = readPracticeSettings(row.settings);
  return {
    practice: {
      name: general.legalEntityName || general.tradingName || row.name,
      tradingName: general.tradingName,
      address: general.addresses[0]?.address ?? '',
      authorisedRepresentative: general.authorizedRepresentativeName,
    },
    font: general.pdfFont,
  };
}

async function letterInput(db: Tx, client: ClientRecord, letterhead: PracticeLetterhead, date: string): Promise<LetterOfAuthorityInput> {
  const { user, profile } = client;
  const adviser = user.adviserId ? await findUser(db, { id: user.adviserId, practiceId: user.practiceId }) : null;
  const address = [profile.line1, profile.line2, profile.city, profile.postCode, profile.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    ...letterhead,
    adviserName: adviser ? `${adviser.firstName} ${adviser.lastName}` : null,
    client: { fullName: `${user.firstName} ${user.lastName}`, dateOfBirth: profile.dateOfBirth, address },
    date,
  };
}

function letterFileName(client: ClientRecord): string {
  const name = `${client.user.firstName}-${client.user.lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  return `letter-of-authority-to-sign-${name || 'client'}.pdf`;
}

/** A ready-to-sign letter of authority for one client the actor may see, filled from the practice settings and the client's details. */
export async function generateLetterOfAuthority(
  runtime: Runtime,
  actor: Actor,
  clientId: string,
): Promise<{ file: Buffer; filename: string }> {
  const practiceId = staffPracticeOf(actor);
  const client = await loadClientFor(runtime.db, actor, clientId, 'client.view');
  const letterhead = await loadLetterhead(runtime.db, practiceId);
  const file = await renderLetterOfAuthority(await letterInput(runtime.db, client, letterhead, todayIso()));
  return { file, filename: letterFileName(client) };
}

/**
 * Ready-to-sign letters for many clients, one PDF each in one zip: each signed letter comes back
 * and is uploaded on its own client, so the files map one to one onto those uploads. Every client
 * is checked before any letter is drawn: one the actor may not see makes the whole call a 404.
 */
export async function generateLettersOfAuthority(
  runtime: Runtime,
  actor: Actor,
  clientIds: string[],
): Promise<{ stream: Readable; filename: string }> {
  const practiceId = staffPracticeOf(actor);
  const clients: ClientRecord[] = [];
  for (const id of new Set(clientIds)) clients.push(await loadClientFor(runtime.db, actor, id, 'client.view'));
  const letterhead = await loadLetterhead(runtime.db, practiceId);
  const date = todayIso();
  const zip = new ZipFile();
  const taken = new Map<string, number>();
  for (const client of clients) {
    const file = await renderLetterOfAuthority(await letterInput(runtime.db, client, letterhead, date));
    const base = letterFileName(client);
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    zip.addBuffer(file, count === 1 ? base : base.replace(/\.pdf$/u, `-${count}.pdf`), { compress: false });
  }
  zip.end();
  return { stream: zip.outputStream as unknown as Readable, filename: `letters-of-authority-${date}.zip` };
}
