import {
  type AuditEventView,
  auditSentence,
  typeRefusal,
  unreadableRefusal,
  uploadPolicies,
  type VaultItem,
  vaultFolderDepthMax,
  vaultMessages,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, vaultItems } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/hub.ts';
import { errorOf } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createDocument,
  createFolder,
  itemPath,
  namesListed,
  pdfBytes,
  pngOf,
  postDocument,
  replaceFile,
  sessionOf,
  vaultCast,
  vaultPath,
} from './vault.testing.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const trailOf = async (c: Awaited<ReturnType<typeof sessionOf>>, clientId: string, query = '') => {
  const response = await c.get(`${vaultPath(clientId)}/audit-trail${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as AuditEventView[]).map((event) => auditSentence(event));
};

describe('the client keeps folders and documents', () => {
  it('makes folders within folders and adds a document into one; each list holds one folder’s items, folders first', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const estate = await createFolder(c, cast.client.id, 'Estate');
    expect(estate).toMatchObject({ kind: 'folder', folder_id: null, path: [], file: null, message: 'Vault item created' });
    const wills = await createFolder(c, cast.client.id, 'Wills', estate.id);
    const will = await createDocument(c, cast.client.id, {
      name: 'Will 2024',
      folder_id: wills.id,
      tags: 'trusts_and_estate,banking',
    });
    expect(will).toMatchObject({
      kind: 'will',
      name: 'Will 2024',
      folder_id: wills.id,
      path: [
        { id: estate.id, name: 'Estate' },
        { id: wills.id, name: 'Wills' },
      ],
      is_shared_with_adviser: false,
      tags: ['trusts_and_estate', 'banking'],
      contents: null,
      file: {
        file_name: 'Will 2024.pdf',
        content_type: 'application/pdf',
        size_bytes: pdfBytes('Will 2024').length,
        download_url: `${itemPath(cast.client.id, will.id)}/file`,
      },
      message: vaultMessages['vault.created'],
    });
    await createDocument(c, cast.client.id, { name: 'Home insurance', kind: 'insurance_policy' });

    expect(await namesListed(c, cast.client.id)).toEqual(['Estate', 'Home insurance']);
    const top = (await c.get(vaultPath(cast.client.id))).json().data as VaultItem[];
    expect(top[0]?.contents).toEqual({ folders: 1, documents: 1 });
    expect(await namesListed(c, cast.client.id, `?folder_id=${estate.id}`)).toEqual(['Wills']);
    expect(await namesListed(c, cast.client.id, `?folder_id=${wills.id}`)).toEqual(['Will 2024']);
    expect(await namesListed(c, cast.client.id, '?everywhere=true&kind=folder')).toEqual(['Estate', 'Wills']);
    expect(await namesListed(c, cast.client.id, '?search=will')).toEqual(['Wills', 'Will 2024']);
    expect(await namesListed(c, cast.client.id, `?search=${encodeURIComponent('100%')}`)).toEqual([]);

    const download = await c.get(`${itemPath(cast.client.id, will.id)}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Will 2024.pdf"');
    expect(download.rawPayload.equals(pdfBytes('Will 2024'))).toBe(true);
    expect((await c.get(`${itemPath(cast.client.id, estate.id)}/file`)).statusCode).toBe(404);
  });

  it('names a document after its file when no name is given, and tells the client’s other tabs', async () => {
    const cast = await vaultCast(t);
    const live: RealtimeEvent[] = [];
    t.runtime.realtime.subscribe(cast.client.id, (event) => live.push(event));
    const c = await sessionOf(t, cast, cast.client);
    const response = await postDocument(
      c,
      cast.client.id,
      { kind: 'bank_statements' },
      { filename: 'March 2026.pdf', content: pdfBytes() },
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as VaultItem;
    expect(created.name).toBe('March 2026');
    for (let attempt = 0; attempt < 100 && live.length === 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live).toContainEqual({ type: 'vault.changed', clientId: cast.client.id, itemId: created.id });
  });
});

describe('what the vault refuses, keeping what it holds', () => {
  it('refuses a folder without a name, a document without its file, tags on a folder, an unknown folder, each beside its field', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const will = await createDocument(c, cast.client.id, { name: 'Will' });
    const cases: [() => ReturnType<typeof c.post>, string, string][] = [
      [() => c.post(vaultPath(cast.client.id), { kind: 'folder', name: '  ' }), '/name', vaultMessages['vault.folderNameRequired']],
      [
        () => c.post(vaultPath(cast.client.id), { kind: 'folder', name: 'Tagged', tags: ['banking'] }),
        '/tags',
        vaultMessages['vault.folderNoTags'],
      ],
      [() => c.post(vaultPath(cast.client.id), { kind: 'will', name: 'No file' }), '/file', vaultMessages['vault.fileRequired']],
      [() => c.post(vaultPath(cast.client.id), { kind: 'passport', name: 'x' }), '/kind', 'Choose the type of document.'],
      [
        () => c.post(vaultPath(cast.client.id), { kind: 'folder', name: 'Lost', folder_id: '00000000-0000-4000-8000-000000000009' }),
        '/folder_id',
        vaultMessages['vault.folderNotFound'],
      ],
      [
        () => c.post(vaultPath(cast.client.id), { kind: 'folder', name: 'In a will', folder_id: will.id }),
        '/folder_id',
        vaultMessages['vault.folderNotFound'],
      ],
    ];
    for (const [call, pointer, detail] of cases) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ detail, source: { pointer } });
    }
    expect(await namesListed(c, cast.client.id, '?everywhere=true')).toEqual(['Will']);
  });

  it('refuses a file whose content is not a type it takes, whatever its name says, and stores nothing', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const filesBefore = (await db().select().from(storedFiles)).length;
    const script = await postDocument(
      c,
      cast.client.id,
      { name: 'Will' },
      { filename: 'will.pdf', contentType: 'application/pdf', content: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    );
    expect(script.statusCode).toBe(422);
    expect(errorOf(script)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.vaultDocument, 'will.pdf', { ext: null }).detail,
      source: { pointer: '/file' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await postDocument(c, cast.client.id, { name: 'Logo' }, { filename: 'logo.svg', contentType: 'image/svg+xml', content: svg }))
        .statusCode,
    ).toBe(422);
    const named = await postDocument(c, cast.client.id, { name: 'Run me' }, { filename: 'statement.pdf.exe', content: pdfBytes() });
    expect(errorOf(named)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.vaultDocument, 'statement.pdf.exe').detail,
    });
    expect(await namesListed(c, cast.client.id)).toEqual([]);
    expect((await db().select().from(storedFiles)).length).toBe(filesBefore);
  });

  it('takes a photo of a page, refuses a corrupted one and one wider than the limit', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const photo = await pngOf(120, 160);
    const taken = await postDocument(
      c,
      cast.client.id,
      { name: 'Policy page' },
      { filename: 'page.png', contentType: 'image/png', content: photo },
    );
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data.file.content_type).toBe('image/png');

    const truncated = photo.subarray(0, photo.length - 40);
    const corrupt = await postDocument(c, cast.client.id, { name: 'Torn' }, { filename: 'torn.png', content: truncated });
    expect(corrupt.statusCode).toBe(422);
    expect(errorOf(corrupt)).toMatchObject({ code: 'upload.unreadable', detail: unreadableRefusal('torn.png').detail });

    const wide = await postDocument(c, cast.client.id, { name: 'Wide' }, { filename: 'wide.png', content: await pngOf(10_001, 2) });
    expect(wide.statusCode).toBe(422);
    expect(errorOf(wide).detail).toBe(vaultMessages['vault.imageTooLarge']);
    expect(await namesListed(c, cast.client.id)).toEqual(['Policy page']);
  });
});

describe('changing an item', () => {
  it('renames, retypes and retags a document; a change of nothing writes nothing', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const doc = await createDocument(c, cast.client.id, { name: 'Will', kind: 'other_document' });
    const edited = await c.patch(itemPath(cast.client.id, doc.id), { name: 'Will 2024', kind: 'will', tags: ['trusts_and_estate'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Will 2024',
      kind: 'will',
      tags: ['trusts_and_estate'],
      message: 'Vault item updated',
    });
    const unchanged = await c.patch(itemPath(cast.client.id, doc.id), { name: 'Will 2024' });
    expect(unchanged.statusCode).toBe(200);
    expect(await trailOf(c, cast.client.id)).toEqual([
      'Amelia Clarke renamed “Will” to “Will 2024” and changed its type and tags',
      'Amelia Clarke added the other document “Will”',
    ]);
  });

  it('refuses a folder turned into a document, tags on a folder and a blank name', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const folder = await createFolder(c, cast.client.id, 'Estate');
    const doc = await createDocument(c, cast.client.id, { name: 'Will' });
    const asDocument = await c.patch(itemPath(cast.client.id, folder.id), { kind: 'will' });
    expect(asDocument.statusCode).toBe(422);
    expect(errorOf(asDocument).detail).toBe(vaultMessages['vault.kindUnchangeable']);
    expect((await c.patch(itemPath(cast.client.id, doc.id), { kind: 'folder' })).statusCode).toBe(422);
    expect((await c.patch(itemPath(cast.client.id, folder.id), { tags: ['banking'] })).statusCode).toBe(422);
    expect((await c.patch(itemPath(cast.client.id, doc.id), { name: '' })).statusCode).toBe(400);
    expect((await c.get(itemPath(cast.client.id, folder.id))).json().data).toMatchObject({ kind: 'folder', name: 'Estate' });
  });

  it('moves a document into a folder and back to the top; never a folder into itself or below itself', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const estate = await createFolder(c, cast.client.id, 'Estate');
    const wills = await createFolder(c, cast.client.id, 'Wills', estate.id);
    const doc = await createDocument(c, cast.client.id, { name: 'Will 2024' });

    const moved = await c.patch(itemPath(cast.client.id, doc.id), { folder_id: wills.id });
    expect(moved.json().data).toMatchObject({ folder_id: wills.id, path: [{ name: 'Estate' }, { name: 'Wills' }] });
    const back = await c.patch(itemPath(cast.client.id, doc.id), { folder_id: null });
    expect(back.json().data).toMatchObject({ folder_id: null, path: [] });

    for (const target of [estate.id, wills.id]) {
      const refused = await c.patch(itemPath(cast.client.id, estate.id), { folder_id: target });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toMatchObject({ detail: vaultMessages['vault.moveIntoItself'], source: { pointer: '/folder_id' } });
    }
    expect((await c.get(itemPath(cast.client.id, wills.id))).json().data.folder_id).toBe(estate.id);
    expect((await trailOf(c, cast.client.id)).slice(0, 2)).toEqual([
      'Amelia Clarke moved “Will 2024” from “Wills” to the top of the vault',
      'Amelia Clarke moved “Will 2024” from the top of the vault to “Wills”',
    ]);
  });

  it(`nests folders at most ${vaultFolderDepthMax} deep, for new folders and moved ones`, async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    let parent: string | null = null;
    const chain: string[] = [];
    for (let level = 1; level <= vaultFolderDepthMax; level++) {
      parent = (await createFolder(c, cast.client.id, `Level ${level}`, parent)).id;
      chain.push(parent);
    }
    const tooDeep = await c.post(vaultPath(cast.client.id), { kind: 'folder', name: 'Too deep', folder_id: parent });
    expect(tooDeep.statusCode).toBe(422);
    expect(errorOf(tooDeep).detail).toBe(vaultMessages['vault.tooDeep']);
    await createDocument(c, cast.client.id, { name: 'Deepest', folder_id: parent ?? '' });

    const pair = await createFolder(c, cast.client.id, 'Pair');
    await createFolder(c, cast.client.id, 'Inner', pair.id);
    expect((await c.patch(itemPath(cast.client.id, pair.id), { folder_id: chain.at(-1) })).statusCode).toBe(422);
    expect((await c.patch(itemPath(cast.client.id, pair.id), { folder_id: chain.at(-3) })).statusCode).toBe(200);
  });
});

describe('deleting', () => {
  it('deletes a document; a folder goes with everything in it, each deletion in the trail, the files with the sweep', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const estate = await createFolder(c, cast.client.id, 'Estate');
    const wills = await createFolder(c, cast.client.id, 'Wills', estate.id);
    const will = await createDocument(c, cast.client.id, { name: 'Will 2024', folder_id: wills.id });
    const loose = await createDocument(c, cast.client.id, { name: 'Loose page' });
    expect((await c.get(itemPath(cast.client.id, estate.id))).json().data.contents).toEqual({ folders: 1, documents: 1 });

    const gone = await c.delete(itemPath(cast.client.id, loose.id));
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.message).toBe('Vault item deleted');
    expect((await c.get(itemPath(cast.client.id, loose.id))).statusCode).toBe(404);

    const [file] = await db().select({ fileId: vaultItems.fileId }).from(vaultItems).where(eq(vaultItems.id, will.id));
    expect((await c.delete(itemPath(cast.client.id, estate.id))).statusCode).toBe(200);
    for (const id of [estate.id, wills.id, will.id]) expect((await c.get(itemPath(cast.client.id, id))).statusCode).toBe(404);
    expect(await namesListed(c, cast.client.id, '?everywhere=true')).toEqual([]);
    expect((await trailOf(c, cast.client.id)).slice(0, 4)).toEqual(
      expect.arrayContaining([
        'Amelia Clarke deleted the folder “Estate”',
        'Amelia Clarke deleted “Wills” with the folder “Estate”',
        'Amelia Clarke deleted “Will 2024” with the folder “Estate”',
        'Amelia Clarke deleted the will “Loose page”',
      ]),
    );
    await sweepOrphansNow(t.runtime);
    expect(await storageKeyOf(db(), file?.fileId)).toBe('');
    expect((await c.delete(itemPath(cast.client.id, estate.id))).statusCode).toBe(404);
  });
});

describe('replacing a document’s file', () => {
  it('uploads the new file in its place (toast “Document uploaded”); a folder has none to replace', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const doc = await createDocument(c, cast.client.id, { name: 'Policy' });
    const replaced = await replaceFile(c, cast.client.id, doc.id, {
      filename: 'policy-2026.pdf',
      contentType: 'application/pdf',
      content: pdfBytes('v2'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({ file: { file_name: 'policy-2026.pdf' }, message: 'Document uploaded' });
    expect((await c.get(`${itemPath(cast.client.id, doc.id)}/file`)).rawPayload.equals(pdfBytes('v2'))).toBe(true);
    expect((await trailOf(c, cast.client.id, `?item_id=${doc.id}`))[0]).toBe(
      `Amelia Clarke replaced the file of “Policy” with policy-2026.pdf (${pdfBytes('v2').length} bytes)`,
    );

    const folder = await createFolder(c, cast.client.id, 'Estate');
    const refused = await replaceFile(c, cast.client.id, folder.id, { filename: 'x.pdf', content: pdfBytes() });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe(vaultMessages['vault.folderHasNoFile']);
  });
});

describe('who may reach the vault', () => {
  it('only the client changes it: staff get 403; another client, an unrelated adviser and another practice 404', async () => {
    const cast = await vaultCast(t);
    const c = await sessionOf(t, cast, cast.client);
    const doc = await createDocument(c, cast.client.id, { name: 'Will', is_shared_with_adviser: 'true' });
    for (const member of [cast.adviser, cast.additional, cast.supportingWithRights, cast.director]) {
      const staff = await sessionOf(t, cast, member);
      for (const response of [
        await staff.post(vaultPath(cast.client.id), { kind: 'folder', name: 'Mine' }),
        await staff.patch(itemPath(cast.client.id, doc.id), { name: 'Taken' }),
        await staff.delete(itemPath(cast.client.id, doc.id)),
        await replaceFile(staff, cast.client.id, doc.id, { filename: 'x.pdf', content: pdfBytes() }),
      ])
        expect(response.statusCode).toBe(403);
    }
    const neighbour = await createUser(db(), { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });
    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    for (const outsider of [
      await sessionOf(t, cast, neighbour),
      await sessionOf(t, cast, cast.stranger),
      await sessionOf(t, { practice: elsewhere }, foreign),
    ])
      for (const response of [
        await outsider.get(vaultPath(cast.client.id)),
        await outsider.get(itemPath(cast.client.id, doc.id)),
        await outsider.get(`${itemPath(cast.client.id, doc.id)}/file`),
        await outsider.get(`${vaultPath(cast.client.id)}/audit-trail`),
      ])
        expect(response.statusCode).toBe(404);
    const neighbourSession = await sessionOf(t, cast, neighbour);
    expect((await neighbourSession.patch(itemPath(cast.client.id, doc.id), { name: 'Taken' })).statusCode).toBe(404);
    expect((await neighbourSession.delete(itemPath(cast.client.id, doc.id))).statusCode).toBe(404);
    expect((await c.get(itemPath(cast.client.id, doc.id))).json().data.name).toBe('Will');
  });

  it('is not found at all while the practice has the document vault off', async () => {
    const practice = await createPractice(db(), { featureFlags: {} });
    const adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
    const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const c = await sessionOf(t, { practice }, client);
    for (const response of [
      await c.get(vaultPath(client.id)),
      await c.post(vaultPath(client.id), { kind: 'folder', name: 'Estate' }),
      await c.get(`${vaultPath(client.id)}/audit-trail`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('feature.disabled');
    }
  });
});
