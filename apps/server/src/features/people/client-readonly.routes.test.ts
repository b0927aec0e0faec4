import { type Actor, clientAccountMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalAdvisers,
  auditEvents,
  clientCases,
  clientProfiles,
  clientTagAssignments,
  topUps,
  users,
} from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { requestCase } from '../cases/cases.service.ts';
import { requestTopUp } from '../cases/top-ups.service.ts';
import { updatePersonalDetails } from './client-account.service.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;
let otherAdviser: CreatedUser;
let director: CreatedUser;
let asDirector: TestClient;
let tagId: string;

const readOnly = { code: 'client.read_only', detail: clientAccountMessages['clients.readOnly'] };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const info = { practiceId: null, ip: '127.0.0.1', userAgent: 'readonly-test', origin: 'http://localhost' };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  otherAdviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
  director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
  asDirector = await signedIn(t.app, practice.host, director);
  tagId = (await asDirector.post('/api/v1/client-tags', { name: 'Read-only test' })).json().data.id;
});
afterAll(() => t.close());

const db = () => t.runtime.db;

/** A client with an additional adviser, two-factor by e-mail and a letter, deactivated the way a director does it. */
async function deactivatedClient(): Promise<CreatedUser> {
  const extra = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  const client = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id, twoFactorMethod: 'email' });
  await db().insert(additionalAdvisers).values({ clientId: client.id, adviserId: extra.id, practiceId: practice.id });
  const { payload, headers } = multipartFile('letter', { filename: 'letter.pdf', contentType: 'application/pdf', content: pdf });
  expect((await asDirector.post(`/api/v1/clients/${client.id}/letter-of-authority`, payload, { headers })).statusCode).toBe(200);
  expect((await asDirector.post(`/api/v1/clients/${client.id}/deactivate`)).statusCode).toBe(200);
  return client;
}

/** Everything a write could change about the client, to compare before and after a refused one. */
async function snapshotOf(clientId: string) {
  const [user] = await db().select().from(users).where(eq(users.id, clientId));
  const [profile] = await db().select().from(clientProfiles).where(eq(clientProfiles.userId, clientId));
  return {
    user,
    profile,
    tags: await db().select().from(clientTagAssignments).where(eq(clientTagAssignments.clientId, clientId)),
    additional: await db().select().from(additionalAdvisers).where(eq(additionalAdvisers.clientId, clientId)),
    cases: await db().select().from(clientCases).where(eq(clientCases.clientId, clientId)),
    topUps: await db().select().from(topUps).where(eq(topUps.clientId, clientId)),
    audit: (await db().select().from(auditEvents).where(eq(auditEvents.entityId, clientId))).length,
  };
}

async function avatarUpload(c: TestClient, clientId: string) {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile('avatar', { filename: 'p.png', contentType: 'image/png', content: png });
  return c.patch(`/api/v1/clients/${clientId}/avatar`, payload, { headers });
}

async function extraAdviserOf(clientId: string): Promise<string> {
  const [row] = await db().select().from(additionalAdvisers).where(eq(additionalAdvisers.clientId, clientId));
  if (!row) throw new Error('no additional adviser');
  return row.adviserId;
}

const staffWrites: [string, (c: TestClient, clientId: string) => Promise<LightMyRequestResponse>][] = [
  ['PATCH /clients/:id (details)', (c, id) => c.patch(`/api/v1/clients/${id}`, { first_name: 'Changed', last_name: 'Name' })],
  ['PUT /clients/:id/client-tags', (c, id) => c.request('PUT', `/api/v1/clients/${id}/client-tags`, { payload: { tag_ids: [tagId] } })],
  ['PATCH /clients/:id/avatar', avatarUpload],
  [
    'POST /clients/:id/letter-of-authority',
    (c, id) => {
      const { payload, headers } = multipartFile('letter', { filename: 'new.pdf', contentType: 'application/pdf', content: pdf });
      return c.post(`/api/v1/clients/${id}/letter-of-authority`, payload, { headers });
    },
  ],
  [
    'POST /clients/:id/additional-advisers',
    (c, id) => c.post(`/api/v1/clients/${id}/additional-advisers`, { adviser_id: otherAdviser.id }),
  ],
  [
    'DELETE /clients/:id/additional-advisers/:adviserId',
    async (c, id) => c.delete(`/api/v1/clients/${id}/additional-advisers/${await extraAdviserOf(id)}`),
  ],
  [
    'POST /clients/:id/change-client-adviser',
    (c, id) => c.post(`/api/v1/clients/${id}/change-client-adviser`, { adviser_id: otherAdviser.id }),
  ],
  ['POST /clients/:id/reset-two-factor', (c, id) => c.post(`/api/v1/clients/${id}/reset-two-factor`, { method: 'none' })],
  ['POST /clients/:id/password-reset', (c, id) => c.post(`/api/v1/clients/${id}/password-reset`)],
  [
    'POST /clients/:id/client-cases (a pack)',
    (c, id) => c.post(`/api/v1/clients/${id}/client-cases`, { type: 'document_pack_case', name: 'Pack' }),
  ],
  [
    'POST /clients/:id/client-cases (a questionnaire)',
    (c, id) =>
      c.post(`/api/v1/clients/${id}/client-cases`, {
        type: 'review_questionnaire_case',
        name: 'Review',
        questions: [{ text: 'How are you?', options: ['Fine', 'Not fine'] }],
      }),
  ],
];

describe('a deactivated client account is read-only (spec 1 §4)', () => {
  it.each(staffWrites)('%s is refused with 409 client.read_only and changes nothing', async (_name, send) => {
    const client = await deactivatedClient();
    const before = await snapshotOf(client.id);
    const response = await send(asDirector, client.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(readOnly);
    expect(await snapshotOf(client.id)).toEqual(before);
  });

  it('refuses the client’s own writes too, should a session outlive the deactivation', async () => {
    const client = await deactivatedClient();
    const before = await snapshotOf(client.id);
    const self: Actor = { userId: client.id, practiceId: practice.id, role: 'client', adminLevel: null };
    await expect(updatePersonalDetails(t.runtime, self, { city: 'Leeds' }, info)).rejects.toMatchObject(readOnly);
    await expect(requestCase(t.runtime, self, { type: 'meeting_request', message: 'Can we meet?' }, info)).rejects.toMatchObject(readOnly);
    const topUp = { account_type: 'unit_trust', account_number: 'UT-1', amount: 1000, currency: 'GBP', client_comment: '' } as const;
    await expect(requestTopUp(t.runtime, self, topUp, info)).rejects.toMatchObject(readOnly);
    expect(await snapshotOf(client.id)).toEqual(before);
  });

  it('still answers every read, and following, to staff', async () => {
    const client = await deactivatedClient();
    const detail = await asDirector.get(`/api/v1/clients/${client.id}`);
    expect([detail.statusCode, detail.json().data.status]).toEqual([200, 'deactivated']);
    expect((await asDirector.get(`/api/v1/clients/${client.id}/additional-advisers`)).json().data).toHaveLength(1);
    expect((await asDirector.get(`/api/v1/clients/${client.id}/adviser-choices`)).statusCode).toBe(200);
    const trail = (await asDirector.get(`/api/v1/clients/${client.id}/audit-trail`)).json().data;
    expect(trail.map((event: { action: string }) => event.action)).toContain('deactivated');
    const letter = await asDirector.get(`/api/v1/clients/${client.id}/letter-of-authority`);
    expect([letter.statusCode, letter.rawPayload.equals(pdf)]).toEqual([200, true]);
    expect((await asDirector.get(`/api/v1/clients/${client.id}/client-cases`)).statusCode).toBe(200);
    expect((await asDirector.get(`/api/v1/clients/${client.id}/top-ups`)).statusCode).toBe(200);
    expect((await asDirector.post(`/api/v1/clients/${client.id}/follows`)).statusCode).toBe(200);
    expect((await asDirector.get(`/api/v1/clients/${client.id}`)).json().data.is_followed).toBe(true);
    expect((await asDirector.delete(`/api/v1/clients/${client.id}/follows`)).statusCode).toBe(200);
  });

  it('answers deactivating again with its own reason, and still lets a director remove the client', async () => {
    const client = await deactivatedClient();
    const again = await asDirector.post(`/api/v1/clients/${client.id}/deactivate`);
    expect([again.statusCode, errorOf(again).detail]).toEqual([409, clientAccountMessages['clients.deactivate.already']]);
    const removed = await asDirector.post(`/api/v1/clients/${client.id}/remove`, { current_password: director.password });
    expect(removed.statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, client.id))).toEqual([]);
  });

  it('checks who may act before the account state: a stranger still gets 404 and a client’s own adviser without the grant 403', async () => {
    const client = await deactivatedClient();
    const other = await createPractice(db());
    const foreign = await signedIn(t.app, other.host, await createUser(db(), { practiceId: other.id, role: 'director' }));
    expect((await foreign.patch(`/api/v1/clients/${client.id}`, { first_name: 'A', last_name: 'B' })).statusCode).toBe(404);
    const asAdviser = await signedIn(t.app, practice.host, adviser);
    const remove = await asAdviser.post(`/api/v1/clients/${client.id}/remove`, { current_password: adviser.password });
    expect(remove.statusCode).toBe(403);
  });

  it('opens the account to writes again once the provider’s support reactivates it', async () => {
    const client = await deactivatedClient();
    const superAdmin = await signedIn(t.app, practice.host, await createUser(db(), { practiceId: null, role: 'super_admin' }));
    expect((await superAdmin.patch(`/api/v1/users/${client.id}/activate`, { reason: 'Reopened at the client’s request' })).statusCode).toBe(
      200,
    );
    const saved = await asDirector.patch(`/api/v1/clients/${client.id}`, { first_name: 'Back', last_name: 'Again' });
    expect(saved.statusCode).toBe(200);
    expect((await asDirector.get(`/api/v1/clients/${client.id}`)).json().data).toMatchObject({ status: 'active', first_name: 'Back' });
  });
});

describe('a cancelled invitation on the client detail', () => {
  it('shows as “invitation_cancelled”, as in the client list, and is read-only', async () => {
    const email = `cancelled-${Date.now()}@example.test`;
    expect((await asDirector.post('/api/v1/invitations', { first_name: 'Pro', last_name: 'Spect', email })).statusCode).toBe(201);
    const [prospect] = await db().select().from(users).where(eq(users.email, email));
    if (!prospect) throw new Error('no prospect');
    expect((await asDirector.get(`/api/v1/clients/${prospect.id}`)).json().data.status).toBe('invited');
    expect((await asDirector.delete(`/api/v1/invitations/${prospect.id}`)).statusCode).toBe(204);

    expect((await asDirector.get(`/api/v1/clients/${prospect.id}`)).json().data.status).toBe('invitation_cancelled');
    const listed = (await asDirector.get(`/api/v1/clients?search=${encodeURIComponent(email)}`)).json().data;
    expect(listed.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[prospect.id, 'invitation_cancelled']]);
    const edit = await asDirector.patch(`/api/v1/clients/${prospect.id}`, { first_name: 'New', last_name: 'Name' });
    expect([edit.statusCode, errorOf(edit)]).toMatchObject([409, readOnly]);
    const resend = await asDirector.post(`/api/v1/invitations/${prospect.id}/resend`);
    expect([resend.statusCode, errorOf(resend).detail]).toEqual([409, 'This invitation was cancelled or the account is deactivated.']);
  });
});
