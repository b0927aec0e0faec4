import { clientAccountMessages, clientActionsFor, maxAdditionalAdvisers, typeRefusal, uploadPolicies } from '@advice/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, auditEvents, clientProfiles, notifications, signInFailures, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { lastMailTo, linkIn } from '../../testing/mailbox.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
});
afterAll(() => t.close());

const db = () => t.runtime.db;
const newAdviser = () => createUser(db(), { practiceId: practice.id, role: 'adviser' });
const newClient = (adviserId = adviser.id) => createUser(db(), { practiceId: practice.id, role: 'client', adviserId });
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const supportingAdmin = async (of: CreatedUser, rights: string[]) => {
  const admin = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: admin.id, adviserId: of.id, rights });
  return admin;
};
const auditActions = async (clientId: string) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.entityId, clientId))).map((row) => row.action);

describe('additional advisers', () => {
  it('adds and removes one, lists it, and audits both', async () => {
    const client = await newClient();
    const extra = await newAdviser();
    const c = await as(adviser);
    const added = await c.post(`/api/v1/clients/${client.id}/additional-advisers`, { adviser_id: extra.id });
    expect(added.statusCode).toBe(201);
    expect((await c.get(`/api/v1/clients/${client.id}/additional-advisers`)).json().data).toMatchObject([{ id: extra.id }]);
    // The additional adviser now has full access.
    expect((await (await as(extra)).get(`/api/v1/clients/${client.id}`)).json().data.actions).toEqual(
      clientActionsFor({ role: 'adviser', adminLevel: null, canRemoveClients: false }, { relation: 'additional', rights: [] }, 'active'),
    );
    expect((await c.delete(`/api/v1/clients/${client.id}/additional-advisers/${extra.id}`)).statusCode).toBe(200);
    expect((await c.delete(`/api/v1/clients/${client.id}/additional-advisers/${extra.id}`)).statusCode).toBe(404);
    expect(await auditActions(client.id)).toEqual(expect.arrayContaining(['additional_adviser_added', 'additional_adviser_removed']));
    const trail = await c.get(`/api/v1/clients/${client.id}/audit-trail?scope=additional_advisers`);
    expect(trail.json().data).toHaveLength(2);
  });

  it(`refuses an eleventh (at most ${maxAdditionalAdvisers}) with a clear message`, async () => {
    const client = await newClient();
    const c = await as(adviser);
    for (let i = 0; i < maxAdditionalAdvisers; i++) {
      const extra = await newAdviser();
      expect((await c.post(`/api/v1/clients/${client.id}/additional-advisers`, { adviser_id: extra.id })).statusCode).toBe(201);
    }
    const eleventh = await newAdviser();
    const refused = await c.post(`/api/v1/clients/${client.id}/additional-advisers`, { adviser_id: eleventh.id });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).detail).toBe(clientAccountMessages['clients.additionalAdvisers.max']);
  });

  it('refuses the client’s own adviser, a duplicate, an inactive adviser, a non-adviser and a bad id', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const url = `/api/v1/clients/${client.id}/additional-advisers`;
    const own = await c.post(url, { adviser_id: adviser.id });
    expect([own.statusCode, errorOf(own).detail]).toEqual([422, clientAccountMessages['clients.additionalAdvisers.ownAdviser']]);
    const extra = await newAdviser();
    await c.post(url, { adviser_id: extra.id });
    const duplicate = await c.post(url, { adviser_id: extra.id });
    expect([duplicate.statusCode, errorOf(duplicate).detail]).toEqual([409, clientAccountMessages['clients.additionalAdvisers.already']]);
    const inactive = await createUser(db(), { practiceId: practice.id, role: 'adviser', status: 'deactivated' });
    expect((await c.post(url, { adviser_id: inactive.id })).statusCode).toBe(422);
    const director = await createUser(db(), { practiceId: practice.id, role: 'director' });
    expect(errorOf(await c.post(url, { adviser_id: director.id })).detail).toBe(
      clientAccountMessages['clients.additionalAdvisers.notActive'],
    );
    const bad = await c.post(url, { adviser_id: 'nope' });
    expect([bad.statusCode, errorOf(bad).source?.pointer]).toEqual([400, '/adviser_id']);
  });

  it('needs the granted right for a supporting admin; refuses clients and other practices', async () => {
    const client = await newClient();
    const extra = await newAdviser();
    const url = `/api/v1/clients/${client.id}/additional-advisers`;
    const without = await as(await supportingAdmin(adviser, []));
    expect((await without.post(url, { adviser_id: extra.id })).statusCode).toBe(403);
    const granted = await as(await supportingAdmin(adviser, ['manageAdditionalAdvisers']));
    expect((await granted.post(url, { adviser_id: extra.id })).statusCode).toBe(201);
    expect((await (await as(client)).post(url, { adviser_id: extra.id })).statusCode).toBe(403);
    const other = await createPractice(db());
    const foreign = await as(await createUser(db(), { practiceId: other.id, role: 'director' }), other.host);
    expect((await foreign.post(url, { adviser_id: extra.id })).statusCode).toBe(404);
  });
});

describe('POST /clients/:id/change-client-adviser', () => {
  it('lets the adviser hand the client over; the old adviser then cannot see them', async () => {
    const from = await newAdviser();
    const to = await newAdviser();
    const client = await newClient(from.id);
    const c = await as(from);
    const response = await c.post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: to.id });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select({ adviserId: users.adviserId }).from(users).where(eq(users.id, client.id));
    expect(row?.adviserId).toBe(to.id);
    expect((await c.get(`/api/v1/clients/${client.id}`)).statusCode).toBe(404);
    expect(await auditActions(client.id)).toContain('adviser_changed');
  });

  it('lets a client choose another visible adviser, never a hidden one', async () => {
    const client = await newClient();
    const visible = await newAdviser();
    const hidden = await newAdviser();
    await db().update(users).set({ isProfileVisible: false }).where(eq(users.id, hidden.id));
    const c = await as(client);
    const choices = (await c.get(`/api/v1/clients/${client.id}/adviser-choices`)).json().data.map((a: { id: string }) => a.id);
    expect(choices).toContain(visible.id);
    expect(choices).not.toContain(hidden.id);
    const refused = await c.post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: hidden.id });
    expect([refused.statusCode, errorOf(refused).detail]).toEqual([422, clientAccountMessages['clients.changeAdviser.notAvailable']]);
    expect((await c.post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: visible.id })).statusCode).toBe(200);
  });

  it('refuses the same adviser, an additional adviser and a supporting admin', async () => {
    const client = await newClient();
    const c = await as(adviser);
    const same = await c.post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: adviser.id });
    expect([same.statusCode, errorOf(same).detail]).toEqual([422, clientAccountMessages['clients.changeAdviser.same']]);
    const extra = await newAdviser();
    await c.post(`/api/v1/clients/${client.id}/additional-advisers`, { adviser_id: extra.id });
    const other = await newAdviser();
    expect((await (await as(extra)).post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: other.id })).statusCode).toBe(
      403,
    );
    const admin = await as(await supportingAdmin(adviser, ['manageAdditionalAdvisers', 'deleteClients']));
    expect((await admin.post(`/api/v1/clients/${client.id}/change-client-adviser`, { adviser_id: other.id })).statusCode).toBe(403);
  });
});

describe('security actions', () => {
  it('resets the client’s two-factor, forgets the authenticator and tells the client', async () => {
    const client = await createUser(db(), {
      practiceId: practice.id,
      role: 'client',
      adviserId: adviser.id,
      twoFactorMethod: 'authenticator',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    const c = await as(adviser);
    const response = await c.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'email' });
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ twoFactorMethod: 'email', totpSecret: null });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.kind)).toContain('security.two_factor_changed');
    const again = await c.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'email' });
    expect([again.statusCode, errorOf(again).detail]).toEqual([409, clientAccountMessages['clients.twoFactor.same']]);
    expect((await c.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'authenticator' })).statusCode).toBe(400);
  });

  it('starts a password reset that the client can use', async () => {
    const client = await newClient();
    const response = await (await as(adviser)).post(`/api/v1/clients/${client.id}/password-reset`);
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(db(), client.email);
    expect(mail?.subject).toBe('Choose a new password');
    const token = linkIn(mail?.text ?? '', 'reset_password_token');
    const anonymous = new TestClient(t.app, practice.host);
    const reset = await anonymous.request('PATCH', '/api/v1/users/password', {
      payload: { reset_password_token: token, password: 'Brand-New-Pass-9!', password_confirmation: 'Brand-New-Pass-9!' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.kind)).toContain('security.password_reset_started');
  });

  it('refuses a password reset for an invited client, and both actions for a supporting admin', async () => {
    const invited = await createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id, status: 'invited' });
    const refused = await (await as(adviser)).post(`/api/v1/clients/${invited.id}/password-reset`);
    expect([refused.statusCode, errorOf(refused).detail]).toEqual([409, clientAccountMessages['clients.passwordReset.notActive']]);
    const admin = await as(await supportingAdmin(adviser, ['deleteClients', 'deactivateClients']));
    const client = await newClient();
    expect((await admin.post(`/api/v1/clients/${client.id}/password-reset`)).statusCode).toBe(403);
    expect((await admin.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'none' })).statusCode).toBe(403);
  });

  it('shows a locked client as locked until the existing unblock route lifts it', async () => {
    const client = await newClient();
    await db()
      .insert(signInFailures)
      .values({ scope: practice.id, email: client.email, failedCount: 5, lockedUntil: new Date(Date.now() + 600_000) });
    const c = await as(adviser);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.is_locked).toBe(true);
    await c.post(`/api/v1/clients/${client.id}/unblock`);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.is_locked).toBe(false);
  });
});

describe('POST /clients/:id/deactivate', () => {
  it('lets a supporting admin with the right deactivate, and refuses one without it', async () => {
    const client = await newClient();
    const without = await as(await supportingAdmin(adviser, []));
    expect((await without.post(`/api/v1/clients/${client.id}/deactivate`)).statusCode).toBe(403);
    const granted = await as(await supportingAdmin(adviser, ['deactivateClients']));
    expect((await granted.post(`/api/v1/clients/${client.id}/deactivate`)).statusCode).toBe(200);
    const [row] = await db().select({ status: users.status }).from(users).where(eq(users.id, client.id));
    expect(row?.status).toBe('deactivated');
    const again = await granted.post(`/api/v1/clients/${client.id}/deactivate`);
    expect([again.statusCode, errorOf(again).detail]).toEqual([409, clientAccountMessages['clients.deactivate.already']]);
    const clientSignIn = await new TestClient(t.app, practice.host).signIn(client.email, client.password);
    expect(clientSignIn.statusCode).toBe(401);
  });
});

describe('POST /clients/:id/remove', () => {
  it('removes the client for an adviser granted canRemoveClients; audit events stay', async () => {
    const remover = await createUser(db(), { practiceId: practice.id, role: 'adviser', canRemoveClients: true });
    const client = await newClient(remover.id);
    const c = await as(remover);
    await c.patch(`/api/v1/clients/${client.id}`, { first_name: 'Gone', last_name: 'Soon' });
    const response = await c.post(`/api/v1/clients/${client.id}/remove`, { current_password: remover.password });
    expect(response.statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, client.id))).toEqual([]);
    expect(await db().select().from(clientProfiles).where(eq(clientProfiles.userId, client.id))).toEqual([]);
    expect(await auditActions(client.id)).toEqual(expect.arrayContaining(['details_updated', 'removed']));
    expect((await lastMailTo(db(), client.email))?.subject).toContain('account was removed');
    expect((await c.get(`/api/v1/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('refuses a wrong password at /current_password and keeps the client', async () => {
    const director = await createUser(db(), { practiceId: practice.id, role: 'director' });
    const client = await newClient();
    const response = await (await as(director)).post(`/api/v1/clients/${client.id}/remove`, { current_password: 'Wrong-Password-1!' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/current_password');
    expect(await db().select().from(users).where(eq(users.id, client.id))).toHaveLength(1);
    const empty = await (await as(director)).post(`/api/v1/clients/${client.id}/remove`, {});
    expect([empty.statusCode, errorOf(empty).source?.pointer]).toEqual([400, '/current_password']);
  });

  it('refuses an adviser without canRemoveClients, an admin without deleteClients, and the client', async () => {
    const client = await newClient();
    expect((await (await as(adviser)).post(`/api/v1/clients/${client.id}/remove`, { current_password: adviser.password })).statusCode).toBe(
      403,
    );
    const admin = await supportingAdmin(adviser, ['deactivateClients']);
    expect((await (await as(admin)).post(`/api/v1/clients/${client.id}/remove`, { current_password: admin.password })).statusCode).toBe(
      403,
    );
    const granted = await supportingAdmin(adviser, ['deleteClients']);
    expect((await (await as(granted)).post(`/api/v1/clients/${client.id}/remove`, { current_password: granted.password })).statusCode).toBe(
      200,
    );
    const another = await newClient();
    expect(
      (await (await as(another)).post(`/api/v1/clients/${another.id}/remove`, { current_password: another.password })).statusCode,
    ).toBe(403);
  });

  it('answers 404 to another practice’s director', async () => {
    const client = await newClient();
    const other = await createPractice(db());
    const director = await createUser(db(), { practiceId: other.id, role: 'director' });
    expect(
      (await (await as(director, other.host)).post(`/api/v1/clients/${client.id}/remove`, { current_password: director.password }))
        .statusCode,
    ).toBe(404);
  });
});

describe('uploads', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const sendLetter = (c: TestClient, clientId: string, content: Buffer, filename = 'letter.pdf') => {
    const { payload, headers } = multipartFile('letter', { filename, contentType: 'application/pdf', content });
    return c.post(`/api/v1/clients/${clientId}/letter-of-authority`, payload, { headers });
  };

  it('stores a signed letter of authority and serves it as an attachment', async () => {
    const client = await newClient();
    const c = await as(adviser);
    expect((await c.get(`/api/v1/clients/${client.id}/letter-of-authority`)).statusCode).toBe(404);
    expect((await sendLetter(c, client.id, pdf)).statusCode).toBe(200);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.has_letter_of_authority).toBe(true);
    const download = await c.get(`/api/v1/clients/${client.id}/letter-of-authority`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="letter-of-authority-test-client\.pdf"$/u);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that is not a PDF by content, whatever its name', async () => {
    const client = await newClient();
    const response = await sendLetter(await as(adviser), client.id, Buffer.from('just text, not a pdf'), 'fake.pdf');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.letterOfAuthority, 'fake.pdf', { ext: null }).detail,
      source: { pointer: '/letter' },
    });
  });

  it('refuses a letter over 25 MB', async () => {
    const client = await newClient();
    const big = Buffer.concat([pdf, Buffer.alloc(25 * 1_048_576 + 10)]);
    expect((await sendLetter(await as(adviser), client.id, big)).statusCode).toBe(413);
  });

  it('sets a client’s photo for staff only, checked by content', async () => {
    const client = await newClient();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (c: TestClient, content: Buffer) => {
      const { payload, headers } = multipartFile('avatar', { filename: 'p.png', contentType: 'image/png', content });
      return c.patch(`/api/v1/clients/${client.id}/avatar`, payload, { headers });
    };
    const c = await as(adviser);
    expect((await upload(c, png)).statusCode).toBe(200);
    expect((await c.get(`/api/v1/clients/${client.id}`)).json().data.avatar_url).toMatch(`/api/v1/avatars/${client.id}`);
    expect((await upload(c, pdf)).statusCode).toBe(422);
    const stranger = await as(await newAdviser());
    expect((await upload(stranger, png)).statusCode).toBe(404);
  });
});
