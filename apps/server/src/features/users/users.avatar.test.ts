import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalAdvisers, adminAssignments, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let photo: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  // Noise compresses badly, so the PNG is large enough that cutting it in half loses real image data.
  const pixels = Buffer.alloc(200 * 150 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24;
  photo = await sharp(pixels, { raw: { width: 200, height: 150, channels: 3 } })
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Location' } } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function upload(c: TestClient, user: CreatedUser, content: Buffer, filename = 'me.png', contentType = 'image/png') {
  const { payload, headers } = multipartFile('avatar', { filename, contentType, content });
  return c.patch(`/api/v1/users/${user.id}/update-avatar`, payload, { headers });
}

async function avatarKeyOf(userId: string): Promise<string | null> {
  const [row] = await t.runtime.db.select({ fileId: users.avatarFileId }).from(users).where(eq(users.id, userId));
  return row?.fileId ? storageKeyOf(t.runtime.db, row.fileId) : null;
}

describe('avatar', () => {
  it('accepts a PNG, re-encodes it, and serves it as image/png to the client’s adviser, not another practice', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client', adviserId: adviser.id });
    const c = await signedIn(t.app, practice.host, user);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const saved = await upload(c, user, photo);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.message).toBe('Photo saved');
    const avatarUrl = (await c.get('/api/v1/users/me')).json().data.avatar_url as string;
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/avatars/${user.id}\\?v=`, 'u'));

    const served = await (await signedIn(t.app, practice.host, adviser)).get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'png', width: 320, height: 320 });
    expect(image.exif).toBeUndefined();

    const other = await createPractice(t.runtime.db);
    const stranger = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    const refused = await stranger.get(`/api/v1/avatars/${user.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/u);
  });

  it('replacing a photo serves the new one', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    expect((await upload(c, user, photo)).statusCode).toBe(200);
    const firstKey = await avatarKeyOf(user.id);
    const red = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    expect((await upload(c, user, red)).statusCode).toBe(200);
    expect(await avatarKeyOf(user.id)).not.toBe(firstKey);
    const served = await c.get(`/api/v1/avatars/${user.id}`);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(firstKey ?? '')).toBeNull();
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am not an image\n')],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])('refuses %s with 422 upload.type_not_allowed', async (_name, content) => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await upload(c, user, content);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: expect.stringMatching(/^“me\.png” is named as a \.png file, but .* Upload a PNG, JPG, GIF or WebP file\.$/u),
      source: { pointer: '/avatar' },
    });
    expect(await avatarKeyOf(user.id)).toBeNull();
  });

  it('refuses a truncated PNG as unreadable', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const response = await upload(c, user, photo.subarray(0, Math.floor(photo.length / 2)));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.unreadable',
      detail: expect.stringMatching(/^“me\.png” cannot be opened as an image/u),
    });
    expect(await avatarKeyOf(user.id)).toBeNull();
  });

  it('refuses an image over 5 MB with 413', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1_048_576 + 1 - photo.length)]);
    const response = await upload(c, user, big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('upload.too_large');
    expect(await avatarKeyOf(user.id)).toBeNull();
    expect((await upload(c, user, photo)).statusCode).toBe(200);
  });

  it('refuses a form without the avatar field, and another user changing it', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    const { payload, headers } = multipartFile('picture', { filename: 'me.png', contentType: 'image/png', content: photo });
    const wrongField = await c.patch(`/api/v1/users/${user.id}/update-avatar`, payload, { headers });
    expect(wrongField.statusCode).toBe(400);
    expect(errorOf(wrongField).source?.pointer).toBe('/avatar');
    const director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    expect((await upload(director, user, photo)).statusCode).toBe(403);
    expect(await avatarKeyOf(user.id)).toBeNull();
  });

  it('removes the photo: 204, then the avatar is gone', async () => {
    const user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, user);
    expect((await upload(c, user, photo)).statusCode).toBe(200);
    const key = await avatarKeyOf(user.id);
    expect((await c.delete(`/api/v1/users/${user.id}/remove-avatar`)).statusCode).toBe(204);
    expect((await c.get(`/api/v1/avatars/${user.id}`)).statusCode).toBe(404);
    expect((await c.get('/api/v1/users/me')).json().data.avatar_url).toBeNull();
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(key ?? '')).toBeNull();
  });
});

describe('who may see a photo', () => {
  let adviser: CreatedUser;
  let client: CreatedUser;

  /** Signs `viewer` in and answers the status of reading `owner`'s photo. */
  async function statusFor(viewer: CreatedUser, owner: CreatedUser, host = practice.host): Promise<number> {
    return (await (await signedIn(t.app, host, viewer)).get(`/api/v1/avatars/${owner.id}`)).statusCode;
  }
  const newUser = (input: Parameters<typeof createUser>[1]) => createUser(t.runtime.db, input);

  beforeAll(async () => {
    adviser = await newUser({ practiceId: practice.id, role: 'adviser' });
    client = await newUser({ practiceId: practice.id, role: 'client', adviserId: adviser.id });
    for (const owner of [adviser, client])
      expect((await upload(await signedIn(t.app, practice.host, owner), owner, photo)).statusCode).toBe(200);
  });

  it.each<[string, () => Promise<CreatedUser>]>([
    ['another client of the practice', () => newUser({ practiceId: practice.id, role: 'client' })],
    ['a practice admin who does not support the client’s adviser', () => newUser({ practiceId: practice.id, role: 'admin' })],
    ['an adviser who is not the client’s', () => newUser({ practiceId: practice.id, role: 'adviser' })],
    [
      'a prime practice admin who does not support the client’s adviser',
      () => newUser({ practiceId: practice.id, role: 'admin', adminLevel: 'prime' }),
    ],
    ['a super admin, who cannot open the client’s page either', () => newUser({ practiceId: null, role: 'super_admin' })],
  ])('refuses a client’s photo to %s with 404', async (_name, make) => {
    expect(await statusFor(await make(), client)).toBe(404);
  });

  it('refuses a client’s photo to a director of another practice with 404', async () => {
    const other = await createPractice(t.runtime.db);
    expect(await statusFor(await newUser({ practiceId: other.id, role: 'director' }), client, other.host)).toBe(404);
  });

  it('serves a client’s photo to the client, their adviser, an additional adviser, a director and a supporting admin', async () => {
    const additional = await newUser({ practiceId: practice.id, role: 'adviser' });
    await t.runtime.db.insert(additionalAdvisers).values({ practiceId: practice.id, clientId: client.id, adviserId: additional.id });
    const admin = await newUser({ practiceId: practice.id, role: 'admin' });
    await t.runtime.db
      .insert(adminAssignments)
      .values({ practiceId: practice.id, adminId: admin.id, adviserId: adviser.id, rights: ['sendRecommendationPack'] });
    const director = await newUser({ practiceId: practice.id, role: 'director' });
    for (const viewer of [client, adviser, additional, director, admin]) expect(await statusFor(viewer, client)).toBe(200);
  });

  it('serves a staff member’s photo to everyone of the practice, a client included, and no one of another', async () => {
    const someClient = await newUser({ practiceId: practice.id, role: 'client' });
    const admin = await newUser({ practiceId: practice.id, role: 'admin' });
    for (const viewer of [client, someClient, admin, adviser]) expect(await statusFor(viewer, adviser)).toBe(200);
    const other = await createPractice(t.runtime.db);
    expect(await statusFor(await newUser({ practiceId: other.id, role: 'client' }), adviser, other.host)).toBe(404);
    expect(await statusFor(await newUser({ practiceId: other.id, role: 'director' }), adviser, other.host)).toBe(404);
  });
});
