import type { VaultItem, VaultItemSaved } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, multipartForm, pdfBytes, sessionFor } from '../cases/cases.testing.ts';

/** Fixtures and calls of the vault's route tests. */

export { pdfBytes };

export const vaultPath = (clientId: string) => `/api/v1/clients/${clientId}/document-vault-items`;
export const itemPath = (clientId: string, itemId: string) => `${vaultPath(clientId)}/${itemId}`;

/** A cast whose client is Amelia Clarke and whose adviser is Priya Shah, for sentences and bells. */
export async function vaultCast(t: TestApp): Promise<CaseCast> {
  const db = t.runtime.db;
  const cast = await createCaseCast(db);
  await db.update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
  await db.update(users).set({ firstName: 'Amelia', lastName: 'Clarke' }).where(eq(users.id, cast.client.id));
  return cast;
}

export const sessionOf = (t: TestApp, cast: Pick<CaseCast, 'practice'>, user: CreatedUser) =>
  sessionFor(t.app, t.runtime.db, user, cast.practice.host);

export async function createFolder(c: TestClient, clientId: string, name: string, folderId: string | null = null): Promise<VaultItemSaved> {
  const response = await c.post(vaultPath(clientId), { kind: 'folder', name, folder_id: folderId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export type DocumentFields = { kind?: string; name?: string; folder_id?: string; is_shared_with_adviser?: string; tags?: string };
export type FilePart = { filename: string; contentType?: string; content: Buffer };

export function postDocument(c: TestClient, clientId: string, fields: DocumentFields, file?: FilePart): Promise<LightMyRequestResponse> {
  const form = multipartForm({ kind: 'will', ...fields } as Record<string, string>, file ? { field: 'file', ...file } : undefined);
  return c.request('POST', vaultPath(clientId), { payload: form.payload, headers: form.headers });
}

/** A document the client added (a PDF whose body names it), shared or not. */
export async function createDocument(
  c: TestClient,
  clientId: string,
  fields: DocumentFields & { name: string },
  content: Buffer = pdfBytes(fields.name),
): Promise<VaultItemSaved> {
  const response = await postDocument(c, clientId, fields, { filename: `${fields.name}.pdf`, contentType: 'application/pdf', content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export function replaceFile(c: TestClient, clientId: string, itemId: string, file: FilePart): Promise<LightMyRequestResponse> {
  const form = multipartForm({}, { field: 'file', ...file });
  return c.request('PUT', `${itemPath(clientId, itemId)}/file`, { payload: form.payload, headers: form.headers });
}

export async function namesListed(c: TestClient, clientId: string, query = ''): Promise<string[]> {
  const response = await c.get(`${vaultPath(clientId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as VaultItem[]).map((item) => item.name);
}

/** A real PNG of this size, as a phone's photo of a page would be. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 120 } } })
    .png()
    .toBuffer();
}
