import { uploadPolicies } from '@advice/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** How each refused upload reads through the API: its reason as the code, its status, and a sentence naming the file. */
let t: TestApp;
let user: CreatedUser;
let c: TestClient;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  const practice = await createPractice(t.runtime.db);
  user = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
  c = await signedIn(t.app, practice.host, user);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function uploadAvatar(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const { payload, headers } = multipartFile('avatar', { filename, contentType, content });
  return c.patch(`/api/v1/users/${user.id}/update-avatar`, payload, { headers });
}

describe('an upload refused by the file policy', () => {
  it('a .exe is a type not allowed (422), naming the types the purpose takes, not a name to change', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022, 0x90)]);
    const response = await uploadAvatar('setup.exe', program, 'application/x-msdownload');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      status: '422',
      code: 'upload.type_not_allowed',
      title: 'File type not allowed',
      detail: '“setup.exe” is a .exe file. Upload a PNG, JPG, GIF or WebP file.',
      source: { pointer: '/avatar' },
    });
  });

  it('text named .png is a type not allowed (422) that says its content is not what its name says', async () => {
    const response = await uploadAvatar('notes.png', Buffer.from('These are my notes, not a picture.\n'), 'image/png');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail:
        '“notes.png” is named as a .png file, but its content is not one: it may be damaged, or another kind of file renamed. Upload a PNG, JPG, GIF or WebP file.',
    });
  });

  it('a device name is a name not allowed (422), saying what is wrong with it', async () => {
    const response = await uploadAvatar('CON.png', png, 'image/png');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.name_not_allowed',
      detail: '“CON.png” uses CON, a name Windows keeps for a device. Rename the file, then choose it again.',
    });
  });

  it('an empty file is empty (422), and a form without its file asks for one (400)', async () => {
    const empty = await uploadAvatar('me.png', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toMatchObject({
      code: 'upload.empty',
      detail: '“me.png” is empty (0 bytes). Check the file on your device, or choose another.',
    });
    const { payload, headers } = multipartFile('something_else', { filename: 'me.png', contentType: 'image/png', content: png });
    const missing = await c.patch(`/api/v1/users/${user.id}/update-avatar`, payload, { headers });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'request.invalid',
      detail: uploadPolicies.avatar.messages.required,
      source: { pointer: '/avatar' },
    });
  });

  it('a truncated image is unreadable (422), naming the file', async () => {
    const noise = Buffer.alloc(200 * 150 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
      .png()
      .toBuffer();
    const response = await uploadAvatar('holiday.png', photo.subarray(0, Math.floor(photo.length / 2)), 'image/png');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'upload.unreadable',
      detail: '“holiday.png” cannot be opened as an image: it may be damaged or only partly saved. Save it again, or choose another image.',
    });
  });
});
