import { factFindMessages as m } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const as = (user: CreatedUser, host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);
const newClient = () => createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'client', adviserId: cast.adviser.id });

function upload(caller: TestClient, clientId: string, file?: { filename: string; content: Buffer }) {
  const form = multipartForm({}, file);
  return caller.request('POST', `/api/v1/clients/${clientId}/fact-finds/documents`, { payload: form.payload, headers: form.headers });
}

async function auditActions(clientId: string) {
  const rows = await t.runtime.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityKind, 'client'), eq(auditEvents.entityId, clientId)));
  return rows.map((row) => row.action);
}

describe('the documents section of the fact find', () => {
  it('the client uploads a document, the adviser lists and downloads it, then removes it', async () => {
    const client = await newClient();
    const asClient = await as(client);
    const added = await upload(asClient, client.id, { filename: 'payslip.pdf', content: pdfBytes('march payslip') });
    expect(added.statusCode, added.body).toBe(201);
    const document = added.json().data;
    expect(document).toMatchObject({
      file_name: 'payslip.pdf',
      content_type: 'application/pdf',
      uploaded_by: { id: client.id },
      download_url: `/api/v1/clients/${client.id}/fact-finds/documents/${document.id}/download`,
    });

    const asAdviser = await as(cast.adviser);
    const list = await asAdviser.get(`/api/v1/clients/${client.id}/fact-finds/documents`);
    expect(list.headers['x-total']).toBe('1');
    expect(list.json().data).toEqual([document]);
    const download = await asAdviser.get(document.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes('march payslip'))).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    const removed = await asAdviser.delete(`/api/v1/clients/${client.id}/fact-finds/documents/${document.id}`);
    expect(removed.json().data).toEqual({ message: m['factFind.documentRemoved'] });
    expect((await asClient.get(`/api/v1/clients/${client.id}/fact-finds/documents`)).json().data).toEqual([]);
    expect((await asClient.get(document.download_url)).statusCode).toBe(404);
    expect(await auditActions(client.id)).toEqual(['fact_find_document_added', 'fact_find_document_removed']);
  });

  it('refuses a missing file (400) and a file whose content is not an accepted type (422)', async () => {
    const client = await newClient();
    const asClient = await as(client);
    const missing = await upload(asClient, client.id);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).source?.pointer).toBe('/file');
    const script = await upload(asClient, client.id, { filename: 'notes.pdf', content: Buffer.from('#!/bin/sh\necho hello\n') });
    expect(script.statusCode).toBe(422);
    expect(await auditActions(client.id)).toEqual([]);
  });

  it('a practice admin without a relation and another practice get 404; a deactivated client’s documents are read-only', async () => {
    const client = await newClient();
    const added = (await upload(await as(cast.adviser), client.id, { filename: 'will.pdf', content: pdfBytes() })).json().data;
    const loneAdmin = await as(await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'admin' }));
    const other = await createPractice(t.runtime.db);
    const foreign = await as(await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }), other.host);
    for (const caller of [loneAdmin, foreign]) {
      expect((await caller.get(`/api/v1/clients/${client.id}/fact-finds/documents`)).statusCode).toBe(404);
      expect((await caller.get(added.download_url)).statusCode).toBe(404);
      expect((await upload(caller, client.id, { filename: 'x.pdf', content: pdfBytes() })).statusCode).toBe(404);
      expect((await caller.delete(`/api/v1/clients/${client.id}/fact-finds/documents/${added.id}`)).statusCode).toBe(404);
    }
    await t.runtime.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const asAdviser = await as(cast.adviser);
    expect((await upload(asAdviser, client.id, { filename: 'x.pdf', content: pdfBytes() })).statusCode).toBe(409);
    expect((await asAdviser.delete(`/api/v1/clients/${client.id}/fact-finds/documents/${added.id}`)).statusCode).toBe(409);
    expect((await asAdviser.get(added.download_url)).statusCode).toBe(200);
  });
});
