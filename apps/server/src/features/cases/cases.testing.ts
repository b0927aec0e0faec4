import { randomUUID } from 'node:crypto';
import { adminRights, type CaseStatus, type CaseType, caseSections } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { additionalAdvisers, adminAssignments, caseSections as caseSectionsTable, clientCases } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createTestSession, createUser } from '../../testing/factories.ts';

/** A practice with one client and a person for each way staff stand to that client. */
export type CaseCast = {
  practice: { id: string; host: string };
  client: CreatedUser;
  adviser: CreatedUser;
  additional: CreatedUser;
  supporting: CreatedUser;
  supportingWithRights: CreatedUser;
  director: CreatedUser;
  stranger: CreatedUser;
};

export async function createCaseCast(db: Db): Promise<CaseCast> {
  const practice = await createPractice(db);
  const user = (role: 'client' | 'adviser' | 'admin' | 'director', extra: { adviserId?: string } = {}) =>
    createUser(db, { practiceId: practice.id, role, ...extra });
  const adviser = await user('adviser');
  const client = await user('client', { adviserId: adviser.id });
  const additional = await user('adviser');
  const supporting = await user('admin');
  const supportingWithRights = await user('admin');
  const director = await user('director');
  const stranger = await user('adviser');
  await db.insert(additionalAdvisers).values({ clientId: client.id, adviserId: additional.id, practiceId: practice.id });
  await db.insert(adminAssignments).values([
    { practiceId: practice.id, adminId: supporting.id, adviserId: adviser.id, rights: [] },
    { practiceId: practice.id, adminId: supportingWithRights.id, adviserId: adviser.id, rights: [...adminRights] },
  ]);
  return { practice, client, adviser, additional, supporting, supportingWithRights, director, stranger };
}

/** A signed-in caller without going through sign-in (no rate limits, no mail). */
export async function sessionFor(app: FastifyInstance, db: Db, user: CreatedUser, host: string): Promise<TestClient> {
  const session = await createTestSession(db, user, 'cases-test');
  const client = new TestClient(app, host);
  client.cookies.set('sid', session.token);
  client.cookies.set('csrf_token', session.csrfToken);
  return client;
}

export const questionId = '00000000-0000-4000-8000-000000000001';
export const optionIds = ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];

/**
 * A case row in any status, written directly; `ready` makes every guard pass (all sections complete,
 * an option marked), otherwise no section is complete and nothing is marked.
 */
export async function insertCase(
  db: Db,
  input: { practiceId: string; clientId: string; adviserId: string; type: CaseType; status: CaseStatus; ready?: boolean },
): Promise<string> {
  const id = randomUUID();
  const ready = input.ready ?? true;
  await db.insert(clientCases).values({
    id,
    practiceId: input.practiceId,
    clientId: input.clientId,
    adviserId: input.adviserId,
    type: input.type,
    status: input.status,
    name: `Case ${input.type}`,
    questions: [
      {
        id: questionId,
        text: 'How did the year go?',
        options: [
          { id: optionIds[0] ?? '', label: 'Well' },
          { id: optionIds[1] ?? '', label: 'Not well' },
        ],
      },
    ],
    answers: ready ? { [questionId]: [optionIds[0] ?? ''] } : {},
  });
  if (ready && input.type === 'online_advice_request')
    await db
      .insert(caseSectionsTable)
      .values(caseSections.map((section) => ({ caseId: id, practiceId: input.practiceId, section, complete: true })));
  return id;
}

/** A multipart/form-data body with text fields and, optionally, one file, as a browser's form sends it. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType?: string; content: Buffer },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----advice-cases-${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small PDF (by its magic bytes) whose body carries `text`, so downloads can be compared. */
export function pdfBytes(text = 'case document'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}
