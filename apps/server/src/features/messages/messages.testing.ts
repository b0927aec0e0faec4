import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { caseAddenda, caseDocuments, follows, users } from '../../db/schema/index.ts';
import type { Runtime } from '../../runtime.ts';
import type { TestClient } from '../../testing/client.ts';
import { storeTestFile } from '../../testing/files.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { pdfBytes } from '../cases/cases.testing.ts';

export const clientNotesOf = (clientId: string) => `/api/v1/clients/${clientId}/client-messages`;
export const practiceNotesOf = (clientId: string) => `/api/v1/clients/${clientId}/practice-messages`;

/** A PDF of about `bytes` bytes (by its magic bytes), for size rules. */
export function pdfOfSize(bytes: number): Buffer {
  const head = pdfBytes('sized');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
}

/** Uploads one file for a message as the caller. */
export function uploadFile(c: TestClient, file: { filename: string; content: Buffer; contentType?: string }) {
  const form = multipartFile('files', { contentType: 'application/pdf', ...file });
  return c.request('POST', '/api/v1/message-attachments', { payload: form.payload, headers: form.headers });
}

/** Uploads one file and answers its id, failing loudly when it is refused. */
export async function uploaded(c: TestClient, filename = 'letter.pdf', content: Buffer = pdfBytes(filename)): Promise<string> {
  const response = await uploadFile(c, { filename, content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** Sends a message and answers it, failing loudly when it is refused. */
export async function sent(c: TestClient, url: string, body: object): Promise<{ id: string; [key: string]: unknown }> {
  const response = await c.post(url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export async function follow(db: Db, staffId: string, client: { id: string; practiceId: string | null }): Promise<void> {
  await db.insert(follows).values({ staffId, clientId: client.id, practiceId: client.practiceId ?? '' });
}

export async function rename(db: Db, userId: string, firstName: string, lastName: string): Promise<void> {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
}

/** A live document on a case, written directly (`concealed` hides it from the client). */
export async function insertCaseDocument(
  runtime: Runtime,
  input: { practiceId: string; caseId: string; name: string; concealed?: boolean },
): Promise<string> {
  const body = pdfBytes(input.name);
  const file = await storeTestFile(runtime, {
    practiceId: input.practiceId,
    purpose: 'caseDocument',
    fileName: `${input.name}.pdf`,
    mediaType: 'application/pdf',
    ext: 'pdf',
    body,
  });
  const id = randomUUID();
  await runtime.db.insert(caseDocuments).values({
    id,
    practiceId: input.practiceId,
    caseId: input.caseId,
    name: input.name,
    category: 'investment',
    concealedFromClient: input.concealed ?? false,
    fileId: file.id,
    fileName: `${input.name}.pdf`,
    sizeBytes: body.length,
    contentType: 'application/pdf',
  });
  return id;
}

export async function insertAddendum(db: Db, input: { practiceId: string; caseId: string; text: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(caseAddenda).values({ id, practiceId: input.practiceId, caseId: input.caseId, text: input.text });
  return id;
}
