import { vaultLinkMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, auditEvents, vaultShareLinks, vaultShareLinkViews } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { codeIn, lastMailTo } from '../../testing/mailbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVaultItem, documentBytes, nameUser, setShared } from './vault-links.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };
let adviser: CreatedUser;
let colleague: CreatedUser;
let supporting: CreatedUser;
let director: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const linksOf = (clientId: string, itemId: string) => `/api/v1/clients/${clientId}/document-vault-items/${itemId}/share-links`;
const shared = (token: string) => `/api/v1/shared-documents/${token}`;
let recipients = 0;
const recipient = () => `recipient-${++recipients}@law.example`;

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 1000 });
  practice = await createPractice(db(), { name: 'Harbour' });
  other = await createPractice(db(), { name: 'Elsewhere' });
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  await nameUser(t, adviser.id, 'Priya', 'Shah');
  colleague = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  supporting = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: supporting.id, adviserId: adviser.id, rights: [] });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
});
afterAll(() => t.close());

async function newClient() {
  const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });
  await nameUser(t, client.id, 'Amelia', 'Clarke');
  return client;
}

/** Makes a link as `maker` and reads its token from the mail the recipient got. */
async function makeLink(maker: TestClient, clientId: string, itemId: string, to = recipient(), days = 7) {
  const response = await maker.post(linksOf(clientId, itemId), { recipient_name: 'Jo Bloggs', recipient_email: to, expires_in_days: days });
  expect(response.statusCode).toBe(201);
  const mail = await lastMailTo(db(), to);
  const token = mail?.text.match(/\/shared-document\/([A-Za-z0-9_-]+)/u)?.[1];
  if (!token) throw new Error(`no link in the mail: ${mail?.text}`);
  return { link: response.json().data as { id: string; status: string; can_revoke: boolean }, token, to, mail };
}

/** The recipient's browser: asks for the passcode and reads it from their mail. */
async function passcodeFor(browser: TestClient, token: string, to: string): Promise<string> {
  const sent = await browser.post(`${shared(token)}/passcode`);
  expect(sent.statusCode).toBe(200);
  const mail = await lastMailTo(db(), to);
  return codeIn(mail?.text ?? '');
}

async function openedBrowser(token: string, to: string): Promise<TestClient> {
  const browser = new TestClient(t.app, practice.host);
  const verified = await browser.post(`${shared(token)}/verify`, { passcode: await passcodeFor(browser, token, to) });
  expect(verified.statusCode).toBe(200);
  return browser;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the client makes a link to one of their documents', () => {
  it('mails the recipient the link (only its hash is kept), lists it, and audits it with the client named', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const c = await as(client);
    const { link, token, mail, to } = await makeLink(c, client.id, itemId);
    expect(link).toMatchObject({
      status: 'active',
      recipient_name: 'Jo Bloggs',
      recipient_email: to,
      can_revoke: true,
      view_count: 0,
      message: 'Share link sent',
    });
    expect(mail?.subject).toBe('Amelia Clarke shared “Will 2024” with you');
    expect(mail?.text).toContain('Dear Jo Bloggs');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/u);
    const [row] = await db().select().from(vaultShareLinks).where(eq(vaultShareLinks.id, link.id));
    expect(row?.tokenHash).toHaveLength(64);
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await c.get(linksOf(client.id, itemId));
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('1');
    expect(list.json().data[0]).toMatchObject({ id: link.id, status: 'active', created_by: { id: client.id, name: 'Amelia Clarke' } });

    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, itemId), eq(auditEvents.action, 'vault_link_created')));
    expect(event?.after).toMatchObject({ client_id: client.id, link_id: link.id, recipient_name: 'Jo Bloggs', title: 'Will 2024' });
  });

  it('refuses a folder, an item of another client, a length outside 1 to 30 days and a bad address', async () => {
    const client = await newClient();
    const someoneElse = await newClient();
    const folder = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, kind: 'folder', name: 'Family' });
    const theirs = await addVaultItem(t, { practiceId: practice.id, clientId: someoneElse.id });
    const mine = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const c = await as(client);
    const body = { recipient_name: 'Jo', recipient_email: recipient(), expires_in_days: 7 };

    const toFolder = await c.post(linksOf(client.id, folder), body);
    expect(toFolder.statusCode).toBe(422);
    expect(errorOf(toFolder).detail).toBe(vaultLinkMessages['vaultLinks.folderRefused']);
    expect((await c.post(linksOf(client.id, theirs), body)).statusCode).toBe(404);
    expect((await c.post(linksOf(someoneElse.id, theirs), body)).statusCode).toBe(404);
    for (const days of [0, 31]) {
      const response = await c.post(linksOf(client.id, mine), { ...body, expires_in_days: days });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        detail: vaultLinkMessages['vaultLinks.daysRange'],
        source: { pointer: '/expires_in_days' },
      });
    }
    const badAddress = await c.post(linksOf(client.id, mine), { ...body, recipient_email: 'not-an-address' });
    expect(badAddress.statusCode).toBe(400);
    expect(errorOf(badAddress).source?.pointer).toBe('/recipient_email');
    expect(await db().select().from(vaultShareLinks).where(eq(vaultShareLinks.clientId, client.id))).toEqual([]);
  });
});

describe('the recipient opens the link', () => {
  it('needs the passcode mailed to them, then downloads the document; each download is a view the owner sees', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const owner = await as(client);
    const { link, token, to } = await makeLink(owner, client.id, itemId, 'jo@law.example');
    const browser = new TestClient(t.app, practice.host);

    const first = await browser.get(shared(token));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      status: 'needs_passcode',
      recipient_hint: 'j•••@law.example',
      expires_at: expect.any(String),
      document: null,
    });
    const early = await browser.get(`${shared(token)}/file`);
    expect(early.statusCode).toBe(403);

    const code = await passcodeFor(browser, token, to);
    const wrong = await browser.post(`${shared(token)}/verify`, { passcode: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ detail: vaultLinkMessages['vaultLinks.passcodeWrong'], source: { pointer: '/passcode' } });

    const right = await browser.post(`${shared(token)}/verify`, { passcode: code });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({
      status: 'open',
      document: { name: 'Will 2024', file_name: 'will-2024.pdf', media_type: 'application/pdf', shared_by: 'Amelia Clarke' },
    });
    expect(right.headers['set-cookie']).toMatch(new RegExp(`Path=/api/v1/shared-documents/${token}; HttpOnly; SameSite=Strict`, 'u'));
    expect((await browser.get(shared(token))).json().data.status).toBe('open');

    const file = await browser.get(`${shared(token)}/file`, { headers: { 'user-agent': 'Recipient browser' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="will-2024.pdf"');
    expect(file.rawPayload.equals(documentBytes)).toBe(true);
    await browser.get(`${shared(token)}/file`);

    const views = await db().select().from(vaultShareLinkViews).where(eq(vaultShareLinkViews.linkId, link.id));
    expect(views).toHaveLength(2);
    const listed = (await owner.get(linksOf(client.id, itemId))).json().data[0];
    expect(listed.view_count).toBe(2);
    expect(listed.views.map((view: { user_agent: string | null }) => view.user_agent)).toContain('Recipient browser');

    // The passcode was spent: it does not open the link in another browser.
    const again = await new TestClient(t.app, practice.host).post(`${shared(token)}/verify`, { passcode: code });
    expect(again.statusCode).toBe(400);
    const actions = await db()
      .select({ action: auditEvents.action, actor: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, itemId));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'vault_link_passcode_sent', actor: null },
        { action: 'vault_link_opened', actor: null },
      ]),
    );
  });

  it('refuses an expired passcode, and after five wrong tries even the right one until a new passcode is sent', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const { link, token, to } = await makeLink(await as(client), client.id, itemId);
    const browser = new TestClient(t.app, practice.host);

    const stale = await passcodeFor(browser, token, to);
    await db()
      .update(vaultShareLinks)
      .set({ passcodeExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(vaultShareLinks.id, link.id));
    const expired = await browser.post(`${shared(token)}/verify`, { passcode: stale });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).detail).toBe(vaultLinkMessages['vaultLinks.passcodeWrong']);

    const code = await passcodeFor(browser, token, to);
    const details: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      details.push(errorOf(await browser.post(`${shared(token)}/verify`, { passcode: wrongCode(code) })).detail);
    expect(details.at(-1)).toBe(vaultLinkMessages['vaultLinks.passcodeTooMany']);
    const blocked = await browser.post(`${shared(token)}/verify`, { passcode: code });
    expect(errorOf(blocked).detail).toBe(vaultLinkMessages['vaultLinks.passcodeTooMany']);

    const fresh = await passcodeFor(browser, token, to);
    expect((await browser.post(`${shared(token)}/verify`, { passcode: fresh })).statusCode).toBe(200);
  });

  it('sends at most five passcodes an hour', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const { token } = await makeLink(await as(client), client.id, itemId);
    const browser = new TestClient(t.app, practice.host);
    for (let sent = 0; sent < 5; sent++) expect((await browser.post(`${shared(token)}/passcode`)).statusCode).toBe(200);
    const sixth = await browser.post(`${shared(token)}/passcode`);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).detail).toBe(vaultLinkMessages['vaultLinks.passcodeTooOften']);
  });

  it('answers 404 for an unknown token, and for a real one on another practice’s host', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const { token } = await makeLink(await as(client), client.id, itemId);
    const unknown = await new TestClient(t.app, practice.host).get(shared('not-a-real-token'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).detail).toBe(vaultLinkMessages['vaultLinks.invalid']);
    expect((await new TestClient(t.app, other.host).get(shared(token))).statusCode).toBe(404);
    expect((await new TestClient(t.app, other.host).post(`${shared(token)}/passcode`)).statusCode).toBe(404);
  });
});

describe('a link stops working at once', () => {
  it('when revoked: the open page says so, the download and a passcode are refused', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const owner = await as(client);
    const { link, token, to } = await makeLink(owner, client.id, itemId);
    const browser = await openedBrowser(token, to);
    expect((await browser.get(`${shared(token)}/file`)).statusCode).toBe(200);

    expect((await owner.delete(`${linksOf(client.id, itemId)}/${link.id}`)).statusCode).toBe(204);
    expect((await browser.get(shared(token))).json().data).toMatchObject({ status: 'revoked', document: null, recipient_hint: null });
    const file = await browser.get(`${shared(token)}/file`);
    expect(file.statusCode).toBe(410);
    expect(errorOf(file).detail).toBe(vaultLinkMessages['vaultLinks.stopped']);
    expect((await browser.post(`${shared(token)}/passcode`)).statusCode).toBe(410);
    expect((await owner.get(linksOf(client.id, itemId))).json().data[0]).toMatchObject({ status: 'revoked', can_revoke: false });
    expect((await owner.delete(`${linksOf(client.id, itemId)}/${link.id}`)).statusCode).toBe(409);
  });

  it('when it expires', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const { link, token, to } = await makeLink(await as(client), client.id, itemId, recipient(), 1);
    const browser = await openedBrowser(token, to);
    await db()
      .update(vaultShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(vaultShareLinks.id, link.id));
    expect((await browser.get(shared(token))).json().data.status).toBe('expired');
    expect((await browser.get(`${shared(token)}/file`)).statusCode).toBe(410);
    const verify = await browser.post(`${shared(token)}/verify`, { passcode: '123456' });
    expect(verify.statusCode).toBe(410);
  });
});

describe('advisers and other staff', () => {
  it('an adviser is refused a document the client does not share with them, by any of these routes', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id });
    const { link } = await makeLink(await as(client), client.id, itemId);
    const a = await as(adviser);
    const body = { recipient_name: 'Jo', recipient_email: recipient(), expires_in_days: 3 };
    for (const response of [
      await a.post(linksOf(client.id, itemId), body),
      await a.get(linksOf(client.id, itemId)),
      await a.delete(`${linksOf(client.id, itemId)}/${link.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).detail).toBe(vaultLinkMessages['vaultLinks.notFound']);
    }
  });

  it('an adviser shares a shared document; may not revoke the client’s link; their link stops when the client unshares', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, isShared: true });
    const clientLink = await makeLink(await as(client), client.id, itemId);
    const a = await as(adviser);
    const { link, token, to, mail } = await makeLink(a, client.id, itemId);
    expect(mail?.subject).toBe('Priya Shah shared “Will 2024” with you');
    expect(link.can_revoke).toBe(true);
    const listed = (await a.get(linksOf(client.id, itemId))).json().data as { id: string; can_revoke: boolean }[];
    expect(listed.find((one) => one.id === clientLink.link.id)?.can_revoke).toBe(false);
    const refused = await a.delete(`${linksOf(client.id, itemId)}/${clientLink.link.id}`);
    expect(refused.statusCode).toBe(403);

    const browser = await openedBrowser(token, to);
    await setShared(t, itemId, false);
    expect((await browser.get(shared(token))).json().data.status).toBe('revoked');
    expect((await browser.get(`${shared(token)}/file`)).statusCode).toBe(410);
    // The client's own link to the same document still works.
    expect((await new TestClient(t.app, practice.host).get(shared(clientLink.token))).json().data.status).toBe('needs_passcode');
  });

  it('a supporting admin and a director may not make links (403); an unrelated adviser finds no client (404)', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, isShared: true });
    const body = { recipient_name: 'Jo', recipient_email: recipient(), expires_in_days: 3 };
    expect((await (await as(supporting)).post(linksOf(client.id, itemId), body)).statusCode).toBe(403);
    expect((await (await as(director)).post(linksOf(client.id, itemId), body)).statusCode).toBe(403);
    expect((await (await as(colleague)).post(linksOf(client.id, itemId), body)).statusCode).toBe(404);
  });

  it('another practice’s adviser finds nothing (404)', async () => {
    const client = await newClient();
    const itemId = await addVaultItem(t, { practiceId: practice.id, clientId: client.id, isShared: true });
    const foreign = await createUser(db(), { practiceId: other.id, role: 'adviser' });
    const f = await as(foreign, other.host);
    expect((await f.get(linksOf(client.id, itemId))).statusCode).toBe(404);
  });
});

describe('with the document vault off', () => {
  it('answers 404 to the owner and to the link holder', async () => {
    const off = await createPractice(db(), { featureFlags: {} });
    const client = await createUser(db(), { practiceId: off.id, role: 'client' });
    const itemId = await addVaultItem(t, { practiceId: off.id, clientId: client.id });
    const c = await as(client, off.host);
    const made = await c.post(linksOf(client.id, itemId), { recipient_name: 'Jo', recipient_email: recipient(), expires_in_days: 3 });
    expect(made.statusCode).toBe(404);
    expect(errorOf(made).code).toBe('feature.disabled');
    expect((await new TestClient(t.app, off.host).get(shared('any-token'))).statusCode).toBe(404);
  });
});
