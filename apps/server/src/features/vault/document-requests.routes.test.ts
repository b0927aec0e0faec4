import { documentRequestMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, vaultItems } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVaultItem, nameUser, setShared } from './vault-links.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };
let adviser: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const requestsOf = (clientId: string) => `/api/v1/clients/${clientId}/document-requests`;
const fulfilOf = (clientId: string, requestId: string, itemId: string) => `${requestsOf(clientId)}/${requestId}/items/${itemId}/fulfil`;

const checklist = {
  title: 'Documents for your review',
  note: 'Before we meet on Friday',
  items: [
    { name: 'Passport', is_required: true },
    { name: 'Latest pension statement', is_required: true },
    { name: 'Mortgage offer', is_required: false },
  ],
};

type Request = {
  id: string;
  items: { id: string; name: string; status: string; document: { id: string; name: string } | null }[];
  received_count: number;
  is_complete: boolean;
};

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  practice = await createPractice(db(), { name: 'Harbour' });
  other = await createPractice(db(), { name: 'Elsewhere' });
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  await nameUser(t, adviser.id, 'Priya', 'Shah');
});
afterAll(() => t.close());

async function newClient() {
  const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  await nameUser(t, client.id, 'Amelia', 'Clarke');
  return client;
}

async function send(staff: TestClient, clientId: string): Promise<Request> {
  const response = await staff.post(requestsOf(clientId), checklist);
  expect(response.statusCode).toBe(201);
  return response.json().data as Request;
}

const bellsOf = (userId: string, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));

describe('an adviser asks a client for documents', () => {
  it('sends the checklist: the client gets a bell and a mail, sees it open, and the request is audited', async () => {
    const client = await newClient();
    const a = await as(adviser);
    const created = await send(a, client.id);
    expect(created).toMatchObject({
      title: checklist.title,
      note: checklist.note,
      created_by: { id: adviser.id, name: 'Priya Shah' },
      received_count: 0,
      is_complete: false,
      message: documentRequestMessages['documentRequests.sent'],
    });
    expect(created.items.map((item) => [item.name, item.status])).toEqual([
      ['Passport', 'pending'],
      ['Latest pension statement', 'pending'],
      ['Mortgage offer', 'pending'],
    ]);
    const [bell] = await bellsOf(client.id, 'vault.documents_requested');
    expect(bell).toMatchObject({ title: 'Documents requested', link: '/vault/requests' });
    expect(bell?.body).toContain('3 documents: “Documents for your review”');
    expect((await lastMailTo(db(), client.email))?.subject).toBe('Documents requested');

    const c = await as(client);
    const open = await c.get(`${requestsOf(client.id)}?status=open`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.map((request: Request) => request.id)).toEqual([created.id]);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, client.id), eq(auditEvents.action, 'document_request_sent')));
    expect(event?.after).toMatchObject({ request_id: created.id, title: checklist.title });
  });

  it('refuses an empty checklist and a missing title beside their fields', async () => {
    const client = await newClient();
    const a = await as(adviser);
    const empty = await a.post(requestsOf(client.id), { ...checklist, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({
      detail: documentRequestMessages['documentRequests.itemsNeeded'],
      source: { pointer: '/items' },
    });
    const untitled = await a.post(requestsOf(client.id), { ...checklist, title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect(errorOf(untitled).source?.pointer).toBe('/title');
  });

  it('withdraws a request: gone for both, the withdrawal audited', async () => {
    const client = await newClient();
    const a = await as(adviser);
    const created = await send(a, client.id);
    expect((await a.delete(`${requestsOf(client.id)}/${created.id}`)).statusCode).toBe(204);
    expect((await (await as(client)).get(requestsOf(client.id))).json().data).toEqual([]);
    expect((await a.delete(`${requestsOf(client.id)}/${created.id}`)).statusCode).toBe(404);
  });
});

describe('the client provides the documents from their vault', () => {
  it('a document provided becomes shared with the adviser, who is told and sees it; unsharing hides it again', async () => {
    const client = await newClient();
    const a = await as(adviser);
    const request = await send(a, client.id);
    const passport = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, kind: 'other_document', name: 'Passport scan' });
    await addVaultItem(t, { practiceId: practice.id, clientId: client.id, kind: 'folder', name: 'Family' });
    const c = await as(client);

    const choices = await c.get(`${requestsOf(client.id)}/vault-documents`);
    expect(choices.json().data).toEqual([{ id: passport, name: 'Passport scan', kind: 'other_document', is_shared_with_adviser: false }]);

    const item = request.items[0];
    if (!item) throw new Error('no item');
    const provided = await c.post(fulfilOf(client.id, request.id, item.id), { vault_item_id: passport });
    expect(provided.statusCode).toBe(200);
    expect(provided.json().data).toMatchObject({
      received_count: 1,
      is_complete: false,
      message: documentRequestMessages['documentRequests.provided'],
    });
    expect(provided.json().data.items[0]).toMatchObject({ status: 'received', document: { id: passport, name: 'Passport scan' } });
    const [row] = await db().select().from(vaultItems).where(eq(vaultItems.id, passport));
    expect(row?.isSharedWithAdviser).toBe(true);

    const [bell] = await bellsOf(adviser.id, 'vault.request_fulfilled');
    expect(bell).toMatchObject({ title: 'Document provided', link: `/clients/${client.id}/vault/requests` });
    expect(bell?.body).toBe('Amelia Clarke provided “Passport” for “Documents for your review” (1 of 3 received).');
    const seen = (await a.get(requestsOf(client.id))).json().data[0] as Request;
    expect(seen.items[0]?.document).toEqual({ id: passport, name: 'Passport scan' });
    const trail = await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, passport));
    expect(trail.map((event) => event.action)).toContain('vault_item_shared_for_request');

    await setShared(t, passport, false);
    const hidden = (await a.get(requestsOf(client.id))).json().data[0] as Request;
    expect(hidden.items[0]).toMatchObject({ status: 'received', document: null });
    expect(((await c.get(requestsOf(client.id))).json().data[0] as Request).items[0]?.document).toEqual({
      id: passport,
      name: 'Passport scan',
    });
  });

  it('refuses no document, a folder and another client’s document; staff may not choose one', async () => {
    const client = await newClient();
    const someoneElse = await newClient();
    const a = await as(adviser);
    const request = await send(a, client.id);
    const itemId = request.items[0]?.id ?? '';
    const folder = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, kind: 'folder' });
    const theirs = await addVaultItem(t, { practiceId: practice.id, clientId: someoneElse.id });
    const c = await as(client);

    const none = await c.post(fulfilOf(client.id, request.id, itemId), {});
    expect(errorOf(none)).toMatchObject({
      detail: documentRequestMessages['documentRequests.documentNeeded'],
      source: { pointer: '/vault_item_id' },
    });
    expect((await c.post(fulfilOf(client.id, request.id, itemId), { vault_item_id: folder })).statusCode).toBe(422);
    const foreign = await c.post(fulfilOf(client.id, request.id, itemId), { vault_item_id: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).detail).toBe(documentRequestMessages['documentRequests.documentNotFound']);
    const mine = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const staffChoice = await a.post(fulfilOf(client.id, request.id, itemId), { vault_item_id: mine });
    expect(staffChoice.statusCode).toBe(400);
    expect(((await c.get(requestsOf(client.id))).json().data[0] as Request).received_count).toBe(0);
  });
});

describe('staff mark an item received', () => {
  it('once; the request is complete when every required item is', async () => {
    const client = await newClient();
    const a = await as(adviser);
    const request = await send(a, client.id);
    const [passport, pension] = request.items;
    if (!passport || !pension) throw new Error('no items');
    const marked = await a.post(fulfilOf(client.id, request.id, passport.id), {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ received_count: 1, message: documentRequestMessages['documentRequests.markedReceived'] });
    expect((await a.post(fulfilOf(client.id, request.id, passport.id), {})).statusCode).toBe(409);
    const done = await a.post(fulfilOf(client.id, request.id, pension.id), {});
    expect(done.json().data).toMatchObject({ received_count: 2, is_complete: true });
    const open = await (await as(client)).get(`${requestsOf(client.id)}?status=open`);
    expect(open.json().data).toHaveLength(1);
  });
});

describe('who may', () => {
  it('a client may not send a request or read another client’s; another practice finds nothing; the flag off is 404', async () => {
    const client = await newClient();
    const someoneElse = await newClient();
    const c = await as(client);
    expect((await c.post(requestsOf(client.id), checklist)).statusCode).toBe(403);
    expect((await c.get(requestsOf(someoneElse.id))).statusCode).toBe(404);
    expect((await c.get(`${requestsOf(someoneElse.id)}/vault-documents`)).statusCode).toBe(404);

    const request = await send(await as(adviser), client.id);
    const foreign = await createUser(db(), { practiceId: other.id, role: 'adviser' });
    const f = await as(foreign, other.host);
    expect((await f.get(requestsOf(client.id))).statusCode).toBe(404);
    expect((await f.post(fulfilOf(client.id, request.id, request.items[0]?.id ?? ''), {})).statusCode).toBe(404);

    const off = await createPractice(db(), { featureFlags: {} });
    const offAdviser = await createUser(db(), { practiceId: off.id, role: 'adviser' });
    const offClient = await createUser(db(), { practiceId: off.id, role: 'client', adviserId: offAdviser.id });
    const refused = await (await as(offAdviser, off.host)).post(requestsOf(offClient.id), checklist);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('feature.disabled');
  });
});
