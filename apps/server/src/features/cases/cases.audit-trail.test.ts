import { randomUUID } from 'node:crypto';
import { type AuditEventView, auditSentence } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from './cases.testing.ts';

let t: TestApp;
let cast: CaseCast;
let asClient: TestClient;
let asAdviser: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
  await t.runtime.db.update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await t.runtime.db.update(users).set({ firstName: 'Charlotte', lastName: 'Hughes' }).where(eq(users.id, cast.client.id));
  const as = (user: CaseCast['client']) => sessionFor(t.app, t.runtime.db, user, cast.practice.host);
  [asClient, asAdviser] = await Promise.all([as(cast.client), as(cast.adviser)]);
});
afterAll(() => t.close());

const act = (c: TestClient, id: string, action: string, body: object) => c.post(`/api/v1/client-cases/${id}/${action}`, body);
const pdf = pdfBytes();

async function upload(caseId: string, fields: Record<string, string>): Promise<string> {
  const form = multipartForm({ category: 'investment', ...fields }, { filename: 'report.pdf', content: pdf });
  const response = await asAdviser.request('POST', `/api/v1/client-cases/${caseId}/documents`, {
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function trailOf(as: TestClient, caseId: string): Promise<AuditEventView[]> {
  const response = await as.get(`/api/v1/client-cases/${caseId}/audit-trail?per_page=100`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A key, an id, a placeholder or JSON: what the page must never show. */
const rawText = /[a-z]+_[a-z_]+|[0-9a-f]{8}-[0-9a-f]{4}|\{\{|[{}[\]]/u;

/** A pack prepared with two documents (one concealed from the client, then renamed), sent, and accepted by the client. */
async function acceptedPack(): Promise<{ caseId: string; notesId: string }> {
  const created = await asAdviser.post(`/api/v1/clients/${cast.client.id}/client-cases`, {
    type: 'recommendation_pack_case',
    name: 'Retirement plan',
  });
  const caseId = created.json().data.id;
  await upload(caseId, { name: 'Suitability report', note: 'Please read this first.' });
  const notesId = await upload(caseId, { name: 'File notes', concealed: 'true' });
  expect((await asAdviser.patch(`/api/v1/client-cases/${caseId}/documents/${notesId}`, { name: 'Private notes' })).statusCode).toBe(200);
  expect((await act(asAdviser, caseId, 'send', { version: 1 })).statusCode).toBe(200);
  expect((await act(asClient, caseId, 'accept', { version: 2, consent: true })).statusCode).toBe(200);
  return { caseId, notesId };
}

describe("a case's audit trail", () => {
  it('answers each event with what the page needs to say it as a sentence: who did it and the names it refers to', async () => {
    const { caseId } = await acceptedPack();
    const trail = await trailOf(asAdviser, caseId);
    expect(trail.every((event) => event.entity_kind === 'client-case')).toBe(true);
    const sentences = trail.map((event) => auditSentence(event));
    expect(sentences).toEqual([
      'Charlotte Hughes accepted the recommendation pack',
      'Priya Shah sent the case to the client',
      'Priya Shah renamed File notes.pdf to Private notes.pdf',
      `Priya Shah uploaded File notes.pdf (${pdf.length} bytes)`,
      `Priya Shah uploaded Suitability report.pdf (${pdf.length} bytes)`,
      'Priya Shah created the case “Retirement plan”',
    ]);
    for (const sentence of sentences) expect(sentence).not.toMatch(rawText);
  });

  it("gives the client their case's trail without the concealed document, its events or its name", async () => {
    const { caseId } = await acceptedPack();
    const trail = await trailOf(asClient, caseId);
    expect(trail.map((event) => auditSentence(event))).toEqual([
      'Charlotte Hughes accepted the recommendation pack',
      'Priya Shah sent the case to the client',
      `Priya Shah uploaded Suitability report.pdf (${pdf.length} bytes)`,
      'Priya Shah created the case “Retirement plan”',
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/File notes|Private notes/u);
  });

  it('names a document an older event refers to only by id, reads an older status change, and never reads a name it may not show', async () => {
    const { caseId, notesId } = await acceptedPack();
    const older = (action: string, before: object | null, after: object) => ({
      id: randomUUID(),
      practiceId: cast.practice.id,
      actorId: cast.adviser.id,
      entityKind: 'client-case' as const,
      entityId: caseId,
      action,
      before,
      after,
      createdAt: new Date(Date.now() + 60_000),
    });
    await t.runtime.db
      .insert(auditEvents)
      .values([
        older('status_changed', { status: 'accepted' }, { status: 'confirmed' }),
        older('document_note_viewed', null, { document_id: notesId }),
        older('document_added', null, { document_id: notesId }),
      ]);
    const staffSentences = (await trailOf(asAdviser, caseId)).slice(0, 3).map((event) => auditSentence(event));
    expect(staffSentences).toEqual(
      expect.arrayContaining([
        'Priya Shah moved the case from Accepted to Confirmed',
        'Document note viewed by Priya Shah',
        `Priya Shah uploaded Private notes.pdf (${pdf.length} bytes)`,
      ]),
    );
    const clientTrail = await trailOf(asClient, caseId);
    expect(JSON.stringify(clientTrail.map((event) => event.document))).not.toMatch(/notes/u);
  });
});
