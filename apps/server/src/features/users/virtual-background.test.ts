import { type AuditEventView, auditSentence } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { storageKeyOf, sweepOrphansNow } from '../../testing/files.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let picture: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  picture = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Location' } } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const path = (user: CreatedUser, action = 'update-virtual-background') => `/api/v1/users/${user.id}/${action}`;

function upload(c: TestClient, user: CreatedUser, content: Buffer, filename = 'room.png', contentType = 'image/png') {
  const { payload, headers } = multipartFile('image', { filename, contentType, content });
  return c.patch(path(user), payload, { headers });
}

async function backgroundKeyOf(userId: string): Promise<string | null> {
  const [row] = await t.runtime.db.select({ fileId: users.virtualBackgroundFileId }).from(users).where(eq(users.id, userId));
  return row?.fileId ? storageKeyOf(t.runtime.db, row.fileId) : null;
}

async function auditOf(userId: string, action: string) {
  return t.runtime.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));
}

async function newPerson(role: 'client' | 'adviser' = 'client') {
  const user = await createUser(t.runtime.db, { practiceId: practice.id, role });
  return { user, c: await signedIn(t.app, practice.host, user) };
}

describe('virtual background (spec 2 §7 Set virtual background)', () => {
  it('saves an image as the person’s own, re-encoded to at most full HD without metadata, and audits it', async () => {
    const { user, c } = await newPerson();
    expect((await c.get(path(user, 'virtual-background'))).statusCode).toBe(404);

    const saved = await upload(c, user, picture);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.message).toBe('Your virtual background is saved. It shows behind you when you choose it in a meeting.');

    const served = await c.get(path(user, 'virtual-background'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 1620, height: 1080 });
    expect(image.exif).toBeUndefined();

    const events = await auditOf(user.id, 'virtual_background_updated');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityKind: 'client', actorId: user.id, practiceId: practice.id });
    const sentence = auditSentence({
      entity_kind: 'client',
      action: 'virtual_background_updated',
      actor_name: 'Olivia Hart',
      before: null,
      after: null,
      document: null,
      person_name: null,
    } as Pick<AuditEventView, 'entity_kind' | 'action' | 'actor_name' | 'before' | 'after' | 'document' | 'person_name'>);
    expect(sentence).toBe('Olivia Hart changed the virtual background for meetings');
  });

  it('a member of staff has one too, and replacing it leaves the old file to the sweep', async () => {
    const { user, c } = await newPerson('adviser');
    expect((await upload(c, user, picture)).statusCode).toBe(200);
    const firstKey = await backgroundKeyOf(user.id);
    const small = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(c, user, small, 'red.jpg', 'image/jpeg')).statusCode).toBe(200);
    expect(await backgroundKeyOf(user.id)).not.toBe(firstKey);
    const served = await sharp((await c.get(path(user, 'virtual-background'))).rawPayload).metadata();
    expect(served).toMatchObject({ width: 640, height: 360 });
    await sweepOrphansNow(t.runtime);
    expect(await t.runtime.storage.get(firstKey ?? '')).toBeNull();
  });

  it('refuses a file that is not an image with 422 and a sentence naming the file and the types taken', async () => {
    const { user, c } = await newPerson();
    const response = await upload(c, user, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'room.png');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: expect.stringMatching(/^“room\.png” is named as a \.png file, but .* Upload a PNG, JPG or WebP file\.$/u),
      source: { pointer: '/image' },
    });
    expect(await backgroundKeyOf(user.id)).toBeNull();
    expect(await auditOf(user.id, 'virtual_background_updated')).toHaveLength(0);
  });

  it('refuses a GIF, which the policy does not take, with 422', async () => {
    const { user, c } = await newPerson();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const response = await upload(c, user, gif, 'room.gif', 'image/gif');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('upload.type_not_allowed');
  });

  it('refuses an image over 10 MB with 413', async () => {
    const { user, c } = await newPerson();
    const big = Buffer.concat([picture, Buffer.alloc(10 * 1_048_576 + 1 - picture.length)]);
    const response = await upload(c, user, big);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({ code: 'upload.too_large', source: { pointer: '/image' } });
    expect(await backgroundKeyOf(user.id)).toBeNull();
  });

  it('refuses a form without the image field with 400 pointed at it', async () => {
    const { user, c } = await newPerson();
    const { payload, headers } = multipartFile('avatar', { filename: 'room.png', contentType: 'image/png', content: picture });
    const response = await c.patch(path(user), payload, { headers });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/image');
  });

  it('is the person’s own: nobody else may set, read or remove it, staff of their practice included', async () => {
    const { user, c } = await newPerson();
    expect((await upload(c, user, picture)).statusCode).toBe(200);
    const key = await backgroundKeyOf(user.id);
    const director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
    expect((await upload(director, user, picture)).statusCode).toBe(403);
    expect((await director.get(path(user, 'virtual-background'))).statusCode).toBe(403);
    expect((await director.delete(path(user, 'remove-virtual-background'))).statusCode).toBe(403);
    const other = await createPractice(t.runtime.db);
    const stranger = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'client' }));
    expect((await stranger.get(path(user, 'virtual-background'))).statusCode).toBe(403);
    expect(await backgroundKeyOf(user.id)).toBe(key);
  });

  it('removes it: 204, then there is none to read, and the removal is audited', async () => {
    const { user, c } = await newPerson();
    expect((await upload(c, user, picture)).statusCode).toBe(200);
    expect((await c.delete(path(user, 'remove-virtual-background'))).statusCode).toBe(204);
    expect((await c.get(path(user, 'virtual-background'))).statusCode).toBe(404);
    expect(await auditOf(user.id, 'virtual_background_removed')).toHaveLength(1);
  });
});
