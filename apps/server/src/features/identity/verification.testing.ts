import { type AuditEventView, auditSentence, type Verification } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/client.ts';
import type { CreatedUser } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';

/** A browser's walk through the sandbox provider, over the test client (which keeps its cookies as a browser does). */

/** The path and query of an address the app answers (the test client speaks to the app, not to a host). */
export function pathOf(address: string): string {
  const url = new URL(address, 'http://sandbox.invalid');
  return `${url.pathname}${url.search}`;
}

function locationOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(300);
  expect(response.statusCode, response.body).toBeLessThan(400);
  const location = response.headers.location;
  expect(typeof location).toBe('string');
  return location as string;
}

/** Goes to the authority and on to its sign-in page: the interaction's path and the page. */
export async function openSandboxSignIn(browser: TestClient, authorizationUrl: string): Promise<{ interaction: string; page: string }> {
  const interaction = locationOf(await browser.get(pathOf(authorizationUrl)));
  const page = await browser.get(pathOf(interaction));
  expect(page.statusCode, page.body).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return { interaction: pathOf(interaction), page: page.body };
}

/**
 * Signs in at the sandbox as the test person `sub` (as the page's form does) and follows the provider's
 * redirects until it sends the browser back to the portal: answers that callback's path, not yet followed.
 */
export async function signInAtSandbox(browser: TestClient, authorizationUrl: string, sub: string): Promise<string> {
  const { interaction } = await openSandboxSignIn(browser, authorizationUrl);
  return followToPortal(browser, await browser.get(`${interaction}/confirm?person=${encodeURIComponent(sub)}`));
}

/** Stops at the sandbox's sign-in page ("go back without sharing anything"): the callback's path. */
export async function stopAtSandbox(browser: TestClient, authorizationUrl: string): Promise<string> {
  const { interaction } = await openSandboxSignIn(browser, authorizationUrl);
  return followToPortal(browser, await browser.get(`${interaction}/abort`));
}

async function followToPortal(browser: TestClient, first: LightMyRequestResponse): Promise<string> {
  let location = locationOf(first);
  for (let hop = 0; hop < 5 && pathOf(location).startsWith('/api/v1/identity-sandbox/'); hop++) {
    location = locationOf(await browser.get(pathOf(location)));
  }
  expect(pathOf(location)).toMatch(/^\/api\/v1\/identity-verifications\/callback\?/u);
  return pathOf(location);
}

/** The portal's answer to a callback: the page it sends the browser to, with the outcome it shows. */
export async function returnToPortal(browser: TestClient, callback: string): Promise<{ page: string; outcome: string | null }> {
  const response = await browser.get(callback);
  expect(response.statusCode, response.body).toBe(303);
  const page = new URL(locationOf(response), 'http://portal.invalid');
  return { page: page.pathname, outcome: page.searchParams.get('outcome') };
}

/** The callback's path with one query value replaced. */
export function withParam(callback: string, name: string, value: string): string {
  const url = new URL(callback, 'http://portal.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export const desktop = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36' };
export const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' };

/** The sandbox's test persons, by their subject. */
export const chenMeiLing = 's=G5996852M,u=2b1f5c6e-7d3a-4e9b-8c1d-5a6f7e8d9c01';
export const rajesh = 's=F1612347K,u=6c2e8a1d-3f4b-4c5d-9e6f-7a8b9c0d1e02';
export const chanTaiMan = 'iamsmart-chan-tai-man';

export const base = (clientId: string) => `/api/v1/clients/${clientId}/identity-verifications`;
export const one = (clientId: string, id: string) => `${base(clientId)}/${id}`;

/** The steps of a verification as the tests take them, on the file's test app. */
export function verificationSteps(app: () => TestApp) {
  const db = () => app().runtime.db;
  const as = (cast: Pick<CaseCast, 'practice'>, user: CreatedUser) => sessionFor(app().app, db(), user, cast.practice.host);

  /** A cast whose adviser is Priya Shah and whose client is Amelia Clarke, for sentences and bells. */
  async function newCast(): Promise<CaseCast> {
    const cast = await createCaseCast(db());
    await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, cast.adviser.id));
    await db().update(users).set({ firstName: 'Amelia', lastName: 'Clarke' }).where(eq(users.id, cast.client.id));
    return cast;
  }

  async function create(c: TestClient, clientId: string, body: object = { authority: 'singpass', cover_note: 'Before we open your ISA.' }) {
    const response = await c.post(base(clientId), body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Verification & { message: string };
  }

  const consent = (c: TestClient, clientId: string, id: string, headers: Record<string, string> = desktop) =>
    c.post(`${one(clientId, id)}/consent`, undefined, { headers });

  async function authorizationUrlOf(c: TestClient, clientId: string, id: string): Promise<string> {
    const response = await consent(c, clientId, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.authorization_url as string;
  }

  async function read(c: TestClient, clientId: string, id: string): Promise<Verification> {
    const response = await c.get(one(clientId, id));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Verification;
  }

  /** A verification the adviser asked for and the client verified through the sandbox (as Chen Mei Ling, or Chan Tai Man). */
  async function submitted(cast: CaseCast, authority: 'singpass' | 'iamSmart' = 'singpass'): Promise<string> {
    const { id } = await create(await as(cast, cast.adviser), cast.client.id, { authority });
    const browser = await as(cast, cast.client);
    const person = authority === 'singpass' ? chenMeiLing : chanTaiMan;
    const callback = await signInAtSandbox(browser, await authorizationUrlOf(browser, cast.client.id, id), person);
    expect((await returnToPortal(browser, callback)).outcome).toBe('received');
    return id;
  }

  const bellsOf = (user: CreatedUser, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind as never)));

  async function sentencesOf(c: TestClient, clientId: string, query = ''): Promise<string[]> {
    const trail = await c.get(`${base(clientId)}/audit-trail${query}`);
    expect(trail.statusCode, trail.body).toBe(200);
    return (trail.json().data as AuditEventView[]).map((event) => auditSentence(event));
  }

  return { db, as, newCast, create, consent, authorizationUrlOf, read, submitted, bellsOf, sentencesOf };
}
