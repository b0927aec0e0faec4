import { type AuditEventView, auditSentence, type VaultItem, vaultMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mailOutbox, notifications } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import type { TestClient } from '../../testing/client.ts';
import { errorOf } from '../../testing/client.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import type { CaseCast } from '../cases/cases.testing.ts';
import { createDocument, createFolder, itemPath, namesListed, pdfBytes, sessionOf, vaultCast, vaultPath } from './vault.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;

const bellsOf = (user: CreatedUser) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'vault.shared')));

async function trailOf(c: TestClient, clientId: string, query = ''): Promise<string[]> {
  const response = await c.get(`${vaultPath(clientId)}/audit-trail${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as AuditEventView[]).map((event) => auditSentence(event));
}

/**
 * A vault with a shared will in the folder "Divorce papers" and, beside it, an unshared bank statement:
 * what staff may see and what they may never learn of.
 */
async function mixedVault(cast: CaseCast) {
  const c = await sessionOf(t, cast, cast.client);
  const folder = await createFolder(c, cast.client.id, 'Divorce papers');
  const shared = await createDocument(c, cast.client.id, { name: 'Will 2024', folder_id: folder.id, is_shared_with_adviser: 'true' });
  const secret = await createDocument(c, cast.client.id, {
    name: 'Secret account statement',
    kind: 'bank_statements',
    folder_id: folder.id,
  });
  await c.patch(itemPath(cast.client.id, shared.id), { tags: ['trusts_and_estate'] });
  await c.patch(itemPath(cast.client.id, secret.id), { name: 'Secret account statement 2026' });
  return { c, folder, shared, secret };
}

describe('what staff see of a client’s vault', () => {
  it('only the documents the client shares, by every route, and nothing of the rest or of the folders they sit in', async () => {
    const cast = await vaultCast(t);
    const { folder, shared, secret } = await mixedVault(cast);
    for (const member of [cast.adviser, cast.additional, cast.supporting, cast.director]) {
      const staff = await sessionOf(t, cast, member);
      const bodies: string[] = [];
      const call = async (url: string, status: number) => {
        const response = await staff.get(url);
        expect(response.statusCode, `${member.role} ${url}`).toBe(status);
        bodies.push(response.body);
        return response;
      };
      const list = await call(vaultPath(cast.client.id), 200);
      expect((list.json().data as VaultItem[]).map((item) => [item.name, item.folder_id, item.path])).toEqual([['Will 2024', null, []]]);
      expect(list.headers['x-total']).toBe('1');
      await call(`${vaultPath(cast.client.id)}?search=secret`, 200);
      await call(`${vaultPath(cast.client.id)}?everywhere=true`, 200);
      await call(`${vaultPath(cast.client.id)}?kind=folder`, 200);
      await call(`${vaultPath(cast.client.id)}?folder_id=${folder.id}`, 404);
      await call(itemPath(cast.client.id, shared.id), 200);
      await call(itemPath(cast.client.id, secret.id), 404);
      await call(itemPath(cast.client.id, folder.id), 404);
      await call(`${itemPath(cast.client.id, secret.id)}/file`, 404);
      expect((await call(`${itemPath(cast.client.id, shared.id)}/file`, 200)).rawPayload.equals(pdfBytes('Will 2024'))).toBe(true);
      const trail = await call(`${vaultPath(cast.client.id)}/audit-trail`, 200);
      expect((trail.json().data as AuditEventView[]).map((event) => auditSentence(event))).toEqual(
        expect.arrayContaining([
          'Amelia Clarke changed the tags of “Will 2024”',
          'Amelia Clarke shared “Will 2024” with the adviser',
          'Amelia Clarke added the will “Will 2024”',
        ]),
      );
      await call(`${vaultPath(cast.client.id)}/audit-trail?item_id=${secret.id}`, 200);
      const everything = bodies.join('\n');
      expect(everything).not.toContain('Secret');
      expect(everything).not.toContain('Divorce');
      expect(everything).not.toContain(secret.id);
      expect(everything).not.toContain(folder.id);
    }
  });

  it('the adviser is told of a shared document by a bell naming it, and never of an unshared one; no mail', async () => {
    const cast = await vaultCast(t);
    await db().insert(follows).values({ staffId: cast.adviser.id, clientId: cast.client.id, practiceId: cast.practice.id });
    const { shared } = await mixedVault(cast);
    const bells = await bellsOf(cast.adviser);
    expect(bells.map((bell) => [bell.title, bell.body, bell.link])).toEqual([
      [
        'Document shared with you',
        'Amelia Clarke shared “Will 2024” from their document vault with you.',
        `/clients/${cast.client.id}/vault/${shared.id}`,
      ],
    ]);
    expect(await bellsOf(cast.additional)).toHaveLength(1);
    expect(await bellsOf(cast.client)).toHaveLength(0);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.adviser.email));
    expect(mails).toHaveLength(0);
  });

  it('the adviser’s own copy of their personal data holds nothing of the client’s vault; the client’s holds all of it', async () => {
    const cast = await vaultCast(t);
    const { c } = await mixedVault(cast);
    const adviser = await sessionOf(t, cast, cast.adviser);
    await adviser.get(itemPath(cast.client.id, (await adviser.get(vaultPath(cast.client.id))).json().data[0].id));
    const theirs = await adviser.get(`/api/v1/users/${cast.adviser.id}/personal-data`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().vault).toEqual([]);
    expect(theirs.body).not.toContain('Secret');
    expect(theirs.body).not.toContain('Divorce');

    const own = await c.get(`/api/v1/users/${cast.client.id}/personal-data`);
    expect(own.statusCode).toBe(200);
    expect(own.json().vault).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'folder', name: 'Divorce papers', folder: null }),
        expect.objectContaining({ name: 'Will 2024', folder: 'Divorce papers', is_shared_with_adviser: true, file_name: 'Will 2024.pdf' }),
        expect.objectContaining({ name: 'Secret account statement 2026', is_shared_with_adviser: false }),
      ]),
    );
  });
});

describe('sharing and unsharing', () => {
  it('takes effect at once: the list, the document, its file, its trail and its bell are gone for staff the moment it is unshared', async () => {
    const cast = await vaultCast(t);
    const { c, secret } = await mixedVault(cast);
    const adviser = await sessionOf(t, cast, cast.adviser);

    const share = await c.patch(itemPath(cast.client.id, secret.id), { is_shared_with_adviser: true });
    expect(share.statusCode).toBe(200);
    expect(share.json().data).toMatchObject({ is_shared_with_adviser: true, message: vaultMessages['vault.updated'] });
    expect(await namesListed(adviser, cast.client.id)).toEqual(['Secret account statement 2026', 'Will 2024']);
    expect((await adviser.get(`${itemPath(cast.client.id, secret.id)}/file`)).statusCode).toBe(200);
    expect(await bellsOf(cast.adviser)).toHaveLength(2);
    expect(await trailOf(adviser, cast.client.id, `?item_id=${secret.id}`)).toContain(
      'Amelia Clarke renamed “Secret account statement” to “Secret account statement 2026”',
    );
    expect(await trailOf(c, cast.client.id, `?item_id=${secret.id}`)).toContain('Priya Shah downloaded “Secret account statement 2026”');

    const live: RealtimeEvent[] = [];
    t.runtime.realtime.subscribe(cast.client.id, (event) => live.push(event));
    const unshare = await c.patch(itemPath(cast.client.id, secret.id), { is_shared_with_adviser: false });
    expect(unshare.statusCode).toBe(200);
    expect(await namesListed(adviser, cast.client.id)).toEqual(['Will 2024']);
    expect((await adviser.get(itemPath(cast.client.id, secret.id))).statusCode).toBe(404);
    expect((await adviser.get(`${itemPath(cast.client.id, secret.id)}/file`)).statusCode).toBe(404);
    expect(await trailOf(adviser, cast.client.id, `?item_id=${secret.id}`)).toEqual([]);
    expect((await bellsOf(cast.adviser)).map((bell) => bell.body)).toEqual([
      'Amelia Clarke shared “Will 2024” from their document vault with you.',
    ]);
    const notices = await adviser.get('/api/v1/users/notifications');
    expect(notices.body).not.toContain('Secret');
    for (let attempt = 0; attempt < 100 && live.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live).toContainEqual({ type: 'vault.changed', clientId: cast.client.id, itemId: secret.id });
    // The client's own trail keeps every step.
    expect((await trailOf(c, cast.client.id, `?item_id=${secret.id}`)).slice(0, 2)).toEqual([
      'Amelia Clarke stopped sharing “Secret account statement 2026” with the adviser',
      'Priya Shah downloaded “Secret account statement 2026”',
    ]);
  });

  it('deleting a shared document takes it, and its bell, from staff', async () => {
    const cast = await vaultCast(t);
    const { c, folder } = await mixedVault(cast);
    expect(await bellsOf(cast.adviser)).toHaveLength(1);
    expect((await c.delete(itemPath(cast.client.id, folder.id))).statusCode).toBe(200);
    expect(await bellsOf(cast.adviser)).toHaveLength(0);
    expect(await namesListed(await sessionOf(t, cast, cast.adviser), cast.client.id)).toEqual([]);
  });

  it('sharing a folder shares each document inside it, at every level, with one bell; unsharing it takes them all back', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const estate = await createFolder(c, cast.client.id, 'Estate');
    const deeper = await createFolder(c, cast.client.id, 'Trusts', estate.id);
    await createDocument(c, cast.client.id, { name: 'Will 2024', folder_id: estate.id });
    await createDocument(c, cast.client.id, { name: 'Family trust deed', kind: 'trust_document', folder_id: deeper.id });
    const adviser = await sessionOf(t, cast, cast.adviser);

    const shared = await c.patch(itemPath(cast.client.id, estate.id), { is_shared_with_adviser: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.is_shared_with_adviser).toBe(false);
    expect(await namesListed(adviser, cast.client.id)).toEqual(['Family trust deed', 'Will 2024']);
    expect((await bellsOf(cast.adviser)).map((bell) => [bell.body, bell.link])).toEqual([
      ['Amelia Clarke shared 2 documents from their document vault with you.', `/clients/${cast.client.id}/vault`],
    ]);
    expect((await trailOf(c, cast.client.id)).slice(0, 2).sort()).toEqual([
      'Amelia Clarke shared “Family trust deed” with the adviser',
      'Amelia Clarke shared “Will 2024” with the adviser',
    ]);

    expect((await c.patch(itemPath(cast.client.id, estate.id), { is_shared_with_adviser: false })).statusCode).toBe(200);
    expect(await namesListed(adviser, cast.client.id)).toEqual([]);

    const empty = await createFolder(c, cast.client.id, 'Empty');
    const refused = await c.patch(itemPath(cast.client.id, empty.id), { is_shared_with_adviser: true });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe(vaultMessages['vault.noDocumentsToShare']);
  });

  it('a move of a shared document shows staff that it moved, never where from or to', async () => {
    const cast = await vaultCast(t);
    const { c, shared } = await mixedVault(cast);
    await c.patch(itemPath(cast.client.id, shared.id), { folder_id: null });
    const adviser = await sessionOf(t, cast, cast.adviser);
    expect((await trailOf(adviser, cast.client.id))[0]).toBe('Amelia Clarke moved “Will 2024” to another folder');
    expect((await trailOf(c, cast.client.id))[0]).toBe('Amelia Clarke moved “Will 2024” from “Divorce papers” to the top of the vault');
    expect((await trailOf(adviser, cast.client.id)).join()).not.toContain('Divorce');
  });
});
