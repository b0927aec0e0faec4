import {
  type AuditEventView,
  auditSentence,
  type MotivationItem,
  motivationMessages as say,
  typeRefusal,
  unreadableRefusal,
  uploadPolicies,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssignments, motivationItems, practices, storedFiles, users } from '../../db/schema/index.ts';
import { errorOf, signedIn, type TestClient } from '../../testing/client.ts';
import { allFeaturesOn, type CreatedUser, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { brokenPng, drawing, itemsUrl, pdfBytes, uploaded, uploadTo } from './motivation.testing.ts';

let t: TestApp;
let practice: { id: string; host: string };
let adviser: CreatedUser;
let otherAdviser: CreatedUser;
let supporting: CreatedUser;
let unassignedAdmin: CreatedUser;
let director: CreatedUser;

const db = () => t.runtime.db;
const as = (user: CreatedUser, host = practice.host) => signedIn(t.app, host, user);
const newClient = () => createUser(db(), { practiceId: practice.id, role: 'client', adviserId: adviser.id });

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(db(), { name: 'Harbour' });
  adviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  await db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, adviser.id));
  otherAdviser = await createUser(db(), { practiceId: practice.id, role: 'adviser' });
  supporting = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  unassignedAdmin = await createUser(db(), { practiceId: practice.id, role: 'admin' });
  director = await createUser(db(), { practiceId: practice.id, role: 'director' });
  await db().insert(adminAssignments).values({ practiceId: practice.id, adminId: supporting.id, adviserId: adviser.id, rights: [] });
});
afterAll(() => t.close());

async function create(c: TestClient, clientId: string, body: object): Promise<MotivationItem & { message: string }> {
  const response = await c.post(itemsUrl(clientId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function fieldErrors(response: { json: () => { errors: { detail: string; source?: { pointer?: string } }[] } }) {
  return response.json().errors.map((error) => [error.source?.pointer, error.detail]);
}

async function sentencesFor(clientId: string): Promise<string[]> {
  const trail = await (await as(adviser)).get(`/api/v1/clients/${clientId}/audit-trail`);
  expect(trail.statusCode).toBe(200);
  return trail
    .json()
    .data.filter((event: AuditEventView) => event.action.startsWith('motivation_'))
    .map((event: AuditEventView) => auditSentence(event));
}

describe('the client’s own motivation centre', () => {
  it('adds a link, a PDF by link, a PDF file and a gallery, lists them newest first and serves their files', async () => {
    const client = await newClient();
    const c = await as(client);
    const link = await create(c, client.id, { kind: 'link', title: 'Sailing club', url: 'https://sailing.example.com/join' });
    expect(link).toMatchObject({ kind: 'link', url: 'https://sailing.example.com/join', pdf: null, message: say['motivation.added'] });
    const byLink = await create(c, client.id, { kind: 'pdf', title: 'Brochure', url: 'https://example.com/brochure.pdf' });
    expect(byLink).toMatchObject({ url: 'https://example.com/brochure.pdf', pdf: null });
    const pdfId = await uploaded(c, client.id, 'pdf');
    const plan = await create(c, client.id, { kind: 'pdf', title: 'Retirement plan', file_id: pdfId });
    expect(plan.pdf).toMatchObject({ id: pdfId, file_name: 'plan.pdf', size_bytes: pdfBytes.length });
    const [main, second, third] = [
      await uploaded(c, client.id, 'image'),
      await uploaded(c, client.id, 'image'),
      await uploaded(c, client.id, 'image'),
    ];
    const gallery = await create(c, client.id, { kind: 'gallery', title: 'Cottage', main_image_id: main, image_ids: [second, third] });
    expect(gallery.main_image?.id).toBe(main);
    expect(gallery.images.map((image) => image.id)).toEqual([second, third]);
    expect(gallery.created_by).toEqual({ id: client.id, name: 'Test client' });

    const list = await c.get(itemsUrl(client.id));
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('4');
    expect(list.json().data.map((item: MotivationItem) => item.title)).toEqual(['Cottage', 'Retirement plan', 'Brochure', 'Sailing club']);

    const download = await c.get(plan.pdf?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="plan.pdf"');
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);

    const image = await c.get(gallery.images[0]?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded: still the photo, without what the camera wrote into it.
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([64, 48, undefined]);
    // Another item's image is not this item's.
    expect((await c.get(`${itemsUrl(client.id)}/${plan.id}/images/${main}`)).statusCode).toBe(404);
    expect((await c.get(`${itemsUrl(client.id)}/${link.id}/pdf`)).statusCode).toBe(404);
  });

  it('edits a gallery (a new main image, one image removed, the rest reordered), changes a PDF to a link, deletes, each audited', async () => {
    const client = await newClient();
    const c = await as(client);
    const [main, a, b, cImage] = [
      await uploaded(c, client.id, 'image'),
      await uploaded(c, client.id, 'image'),
      await uploaded(c, client.id, 'image'),
      await uploaded(c, client.id, 'image'),
    ];
    const gallery = await create(c, client.id, { kind: 'gallery', title: 'Garden', main_image_id: main, image_ids: [a, b, cImage] });
    const newMain = await uploaded(c, client.id, 'image', await drawing());
    const edited = await c.patch(`${itemsUrl(client.id)}/${gallery.id}`, {
      kind: 'gallery',
      title: 'Garden',
      main_image_id: newMain,
      image_ids: [cImage, a],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ message: say['motivation.updated'], main_image: { id: newMain, file_name: 'photo.png' } });
    expect(edited.json().data.images.map((image: { id: string }) => image.id)).toEqual([cImage, a]);
    // The removed image is no longer served as the item's.
    expect((await c.get(`${itemsUrl(client.id)}/${gallery.id}/images/${b}`)).statusCode).toBe(404);
    // Saving it unchanged writes nothing.
    const same = await c.patch(`${itemsUrl(client.id)}/${gallery.id}`, {
      kind: 'gallery',
      title: 'Garden',
      main_image_id: newMain,
      image_ids: [cImage, a],
    });
    expect(same.statusCode).toBe(200);

    const pdf = await create(c, client.id, { kind: 'pdf', title: 'Plan', file_id: await uploaded(c, client.id, 'pdf') });
    const toLink = await c.patch(`${itemsUrl(client.id)}/${pdf.id}`, {
      kind: 'link',
      title: 'Plan online',
      url: 'https://example.com/plan',
    });
    expect(toLink.json().data).toMatchObject({ kind: 'link', url: 'https://example.com/plan', pdf: null });
    expect((await c.delete(`${itemsUrl(client.id)}/${pdf.id}`)).statusCode).toBe(204);
    expect((await c.get(`${itemsUrl(client.id)}/${pdf.id}`)).statusCode).toBe(404);

    expect(await sentencesFor(client.id)).toEqual([
      'Test client removed the link “Plan online” from the motivation centre',
      'Test client changed the title, kind, link and PDF of “Plan online” in the motivation centre',
      'Test client added the PDF “Plan” to the motivation centre',
      'Test client changed the main image and images of “Garden” in the motivation centre',
      'Test client added the photo gallery “Garden” to the motivation centre',
    ]);
  });
});

describe('the rules of each kind', () => {
  it.each([
    ['a link that is no web address', { kind: 'link', title: 'Club', url: 'sailing club' }, [['/url', say['motivation.urlInvalid']]]],
    [
      'a link not over http or https',
      { kind: 'link', title: 'Club', url: 'ftp://example.com/club' },
      [['/url', say['motivation.urlInvalid']]],
    ],
    ['a link without an address', { kind: 'link', title: 'Club' }, [['/url', say['motivation.linkRequired']]]],
    [
      'a PDF link not ending in .pdf',
      { kind: 'pdf', title: 'Plan', url: 'https://example.com/plan.html' },
      [['/url', say['motivation.pdfUrlNotPdf']]],
    ],
    ['a PDF with neither', { kind: 'pdf', title: 'Plan' }, [['/file_id', say['motivation.pdfNeither']]]],
    ['a gallery without its main image', { kind: 'gallery', title: 'Cottage' }, [['/main_image_id', say['motivation.mainImageRequired']]]],
    ['no title', { kind: 'link', title: ' ', url: 'https://example.com' }, [['/title', say['motivation.titleRequired']]]],
  ])('refuses %s, naming the field', async (_name, body, expected) => {
    const client = await newClient();
    const refused = await (await as(client)).post(itemsUrl(client.id), body);
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual(expected);
  });

  it('refuses a PDF given both as a link and as a file, and a file that is not the caller’s fresh upload', async () => {
    const client = await newClient();
    const c = await as(client);
    const pdfId = await uploaded(c, client.id, 'pdf');
    const both = await c.post(itemsUrl(client.id), { kind: 'pdf', title: 'Plan', url: 'https://example.com/a.pdf', file_id: pdfId });
    expect(fieldErrors(both)).toEqual([['/url', say['motivation.pdfBoth']]]);
    // The adviser's upload for this client is theirs to save, not the client's.
    const advisersUpload = await uploaded(await as(adviser), client.id, 'pdf');
    const notTheirs = await c.post(itemsUrl(client.id), { kind: 'pdf', title: 'Plan', file_id: advisersUpload });
    expect(fieldErrors(notTheirs)).toEqual([['/file_id', say['motivation.uploadGone']]]);
    // An image is no PDF, even one the caller uploaded.
    const imageId = await uploaded(c, client.id, 'image');
    const wrongPurpose = await c.post(itemsUrl(client.id), { kind: 'pdf', title: 'Plan', file_id: imageId });
    expect(fieldErrors(wrongPurpose)).toEqual([['/file_id', say['motivation.uploadGone']]]);
    // An upload older than its lifetime is gone.
    await db()
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 55 * 60_000) })
      .where(eq(storedFiles.id, pdfId));
    const stale = await c.post(itemsUrl(client.id), { kind: 'pdf', title: 'Plan', file_id: pdfId });
    expect(fieldErrors(stale)).toEqual([['/file_id', say['motivation.uploadGone']]]);
    expect(await db().select().from(motivationItems).where(eq(motivationItems.clientId, client.id))).toEqual([]);
  });

  it('checks uploads by content: a PDF that is an image, an image that is a PDF, an image that is no image', async () => {
    const client = await newClient();
    const c = await as(client);
    const pngAsPdf = await uploadTo(c, client.id, 'pdf', {
      filename: 'plan.pdf',
      contentType: 'application/pdf',
      content: await drawing(),
    });
    expect(pngAsPdf.statusCode).toBe(422);
    expect(errorOf(pngAsPdf)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.motivationPdf, 'plan.pdf', { ext: 'png' }).detail,
      source: { pointer: '/file' },
    });
    const pdfAsImage = await uploadTo(c, client.id, 'image', { filename: 'photo.jpg', contentType: 'image/jpeg', content: pdfBytes });
    expect(pdfAsImage.statusCode).toBe(422);
    expect(errorOf(pdfAsImage)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.motivationImage, 'photo.jpg', { ext: 'pdf' }).detail,
      source: { pointer: '/images' },
    });
    const broken = await uploadTo(c, client.id, 'image', { filename: 'photo.png', contentType: 'image/png', content: await brokenPng() });
    expect(broken.statusCode).toBe(422);
    expect(errorOf(broken)).toMatchObject({
      code: 'upload.unreadable',
      detail: unreadableRefusal('photo.png').detail,
      source: { pointer: '/images' },
    });
    const missing = await c.request('POST', `${itemsUrl(client.id)}/pdf-uploads`, {
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ detail: uploadPolicies.motivationPdf.messages.required, source: { pointer: '/file' } });
  });

  it('takes a BMP by the size its header gives, and refuses one whose header is not a BMP’s', async () => {
    const client = await newClient();
    const c = await as(client);
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    const good = await uploadTo(c, client.id, 'image', { filename: 'dot.bmp', contentType: 'image/bmp', content: bmp });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data).toMatchObject({ file_name: 'dot.bmp', content_type: 'image/bmp' });
    const flat = Buffer.from(bmp);
    flat.writeInt32LE(0, 18);
    const refused = await uploadTo(c, client.id, 'image', { filename: 'flat.bmp', contentType: 'image/bmp', content: flat });
    expect(refused.statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('the client’s adviser, a supporting admin and a director add, edit and delete; each is audited as themself', async () => {
    const client = await newClient();
    const byAdviser = await create(await as(adviser), client.id, { kind: 'link', title: 'Goals', url: 'https://example.com/goals' });
    const s = await as(supporting);
    const edited = await s.patch(`${itemsUrl(client.id)}/${byAdviser.id}`, {
      kind: 'link',
      title: 'Our goals',
      url: 'https://example.com/goals',
    });
    expect(edited.statusCode).toBe(200);
    expect((await (await as(director)).delete(`${itemsUrl(client.id)}/${byAdviser.id}`)).statusCode).toBe(204);
    expect(await sentencesFor(client.id)).toEqual([
      'Test director removed the link “Our goals” from the motivation centre',
      'Test admin changed the title of “Our goals” in the motivation centre',
      'Priya Shah added the link “Goals” to the motivation centre',
    ]);
  });

  it('another client, an adviser or admin with no relation, and another practice’s user get 404 on every call', async () => {
    const client = await newClient();
    const item = await create(await as(client), client.id, { kind: 'link', title: 'Mine', url: 'https://example.com' });
    const elsewhere = await createPractice(db());
    const foreign = await createUser(db(), { practiceId: elsewhere.id, role: 'director' });
    const callers = [await as(await newClient()), await as(otherAdviser), await as(unassignedAdmin), await as(foreign, elsewhere.host)];
    for (const c of callers) {
      expect((await c.get(itemsUrl(client.id))).statusCode).toBe(404);
      expect((await c.get(`${itemsUrl(client.id)}/${item.id}`)).statusCode).toBe(404);
      expect((await c.post(itemsUrl(client.id), { kind: 'link', title: 'Theirs', url: 'https://example.com' })).statusCode).toBe(404);
      expect(
        (await c.patch(`${itemsUrl(client.id)}/${item.id}`, { kind: 'link', title: 'X', url: 'https://example.com' })).statusCode,
      ).toBe(404);
      expect((await c.delete(`${itemsUrl(client.id)}/${item.id}`)).statusCode).toBe(404);
      expect((await c.post(`${itemsUrl(client.id)}/${item.id}/comments`, { body: 'Hello' })).statusCode).toBe(404);
      expect(
        (await uploadTo(c, client.id, 'pdf', { filename: 'plan.pdf', contentType: 'application/pdf', content: pdfBytes })).statusCode,
      ).toBe(404);
    }
    // Nor is one client's item reached under another client's address.
    const other = await newClient();
    expect((await (await as(director)).get(`${itemsUrl(other.id)}/${item.id}`)).statusCode).toBe(404);
  });

  it('a deactivated client’s motivation centre is read-only for staff', async () => {
    const client = await newClient();
    const item = await create(await as(client), client.id, { kind: 'link', title: 'Mine', url: 'https://example.com' });
    await db().update(users).set({ status: 'deactivated' }).where(eq(users.id, client.id));
    const a = await as(adviser);
    expect((await a.get(`${itemsUrl(client.id)}/${item.id}`)).statusCode).toBe(200);
    expect((await a.delete(`${itemsUrl(client.id)}/${item.id}`)).statusCode).toBe(409);
  });

  it('with the motivationCentre flag off every call is a 404', async () => {
    const off = await createPractice(db(), { featureFlags: { ...allFeaturesOn, motivationCentre: false } });
    const client = await createUser(db(), { practiceId: off.id, role: 'client' });
    const c = await as(client, off.host);
    expect((await c.get(itemsUrl(client.id))).statusCode).toBe(404);
    expect((await c.post(itemsUrl(client.id), { kind: 'link', title: 'X', url: 'https://example.com' })).statusCode).toBe(404);
    await db().update(practices).set({ featureFlags: allFeaturesOn }).where(eq(practices.id, off.id));
    t.app.forgetPractices();
    expect((await c.get(itemsUrl(client.id))).statusCode).toBe(200);
  });
});
