import { defaultPracticeSettings, typeRefusal, unreadableRefusal, uploadPolicies } from '@advice/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };
let director: TestClient;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  other = await createPractice(t.runtime.db);
  director = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' }));
});
afterAll(() => t.close());

function upload(c: TestClient, purpose: string, content: Buffer, filename = 'image.png', contentType = 'image/png') {
  const { payload, headers } = multipartFile('file', { filename, contentType, content });
  return c.request('POST', `/api/v1/practice-settings/files/${purpose}`, { payload, headers });
}

describe('practice files', () => {
  it('uploads a logo, serves it publicly as an image at a stable URL and names it in GET /practice', async () => {
    const response = await upload(director, 'logo', await png(400, 120));
    expect(response.statusCode).toBe(201);
    const anonymous = new TestClient(t.app, practice.host);
    const publicView = (await anonymous.get('/api/v1/practice')).json().data;
    expect(publicView.logo_url).toMatch(/^\/api\/v1\/practice\/logo\?v=/u);
    const logo = await anonymous.get('/api/v1/practice/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(400);
    // A second logo replaces the first.
    const second = await upload(director, 'logo', await png(300, 100));
    const files = (await director.get('/api/v1/practice-settings')).json().data.files;
    expect(files.filter((f: { purpose: string }) => f.purpose === 'logo').map((f: { id: string }) => f.id)).toEqual([
      second.json().data.id,
    ]);
    expect((await anonymous.get(response.json().data.url)).statusCode).toBe(404);
  });

  it('refuses corrupted images, non-images and images too small, with clear messages', async () => {
    const real = await png(400, 120);
    const corrupted = Buffer.concat([real.subarray(0, 60), Buffer.alloc(200, 7)]);
    const broken = await upload(director, 'logo', corrupted);
    expect(broken.statusCode).toBe(422);
    expect(errorOf(broken)).toMatchObject({ code: 'upload.unreadable', detail: unreadableRefusal('image.png').detail });
    const text = await upload(
      director,
      'logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(text.statusCode).toBe(422);
    expect(errorOf(text)).toMatchObject({ code: 'upload.type_not_allowed', detail: typeRefusal(uploadPolicies.logo, 'x.svg').detail });
    const small = await upload(director, 'logo', await png(50, 20));
    expect(small.statusCode).toBe(422);
    expect(errorOf(small)).toMatchObject({
      code: 'upload.too_small',
      detail: '“image.png” is 50 × 20 px; an image here must be at least 120 px wide.',
    });
  });

  it('takes dashboard tile images only at 3:2, and a tile may use them', async () => {
    const square = await upload(director, 'dashboardTile', await png(600, 600));
    expect(square.statusCode).toBe(422);
    expect(errorOf(square)).toMatchObject({
      code: 'upload.wrong_shape',
      detail: '“image.png” is 600 × 600 px. A tile must be 3:2 landscape, for example 1200 × 800 px.',
    });
    const tile = await upload(director, 'dashboardTile', await png(600, 401), 'welcome.png');
    expect(tile.statusCode).toBe(201);
    expect(tile.json().data.content_type).toBe('image/jpeg');
    const media = structuredClone(defaultPracticeSettings['client-media']);
    media.dashboardTiles = [{ section: 'welcome', enabled: true, imageFileId: tile.json().data.id }];
    expect((await director.patch('/api/v1/practice-settings/client-media', media)).statusCode).toBe(200);
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const dashboard = await (await signedIn(t.app, practice.host, client)).get('/api/v1/client-dashboard');
    expect(dashboard.json().data.tiles).toEqual([{ section: 'welcome', image_url: tile.json().data.url }]);
    expect((await new TestClient(t.app, practice.host).get(tile.json().data.url)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a tile image of another practice', async () => {
    const foreignDirector = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    const foreignTile = await upload(foreignDirector, 'dashboardTile', await png(600, 400));
    expect((await new TestClient(t.app, practice.host).get(foreignTile.json().data.url)).statusCode).toBe(404);
    const media = structuredClone(defaultPracticeSettings['client-media']);
    media.dashboardTiles = [{ section: 'welcome', enabled: true, imageFileId: foreignTile.json().data.id }];
    const response = await director.patch('/api/v1/practice-settings/client-media', media);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).source?.pointer).toBe('/dashboardTiles/0/imageFileId');
  });

  it('takes disclosure forms only as PDF by content, and serves them as downloads to the practice only', async () => {
    const fake = await upload(director, 'disclosureForm', Buffer.from('just text pretending'), 'form.pdf', 'application/pdf');
    expect(fake.statusCode).toBe(422);
    expect(errorOf(fake)).toMatchObject({
      code: 'upload.type_not_allowed',
      detail: typeRefusal(uploadPolicies.disclosureForm, 'form.pdf', { ext: null }).detail,
    });
    const form = await upload(director, 'disclosureForm', pdf, 'Terms of business.pdf', 'application/pdf');
    expect(form.statusCode).toBe(201);
    const client = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' }));
    const download = await client.get(form.json().data.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Terms of business.pdf"');
    expect((await new TestClient(t.app, practice.host).get(form.json().data.url)).statusCode).toBe(401);
    const foreign = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'client' }));
    expect((await foreign.get(form.json().data.url)).statusCode).toBe(404);
    // Not an image, so the public image route does not serve it either.
    expect((await new TestClient(t.app, practice.host).get(`/api/v1/practice-files/${form.json().data.id}`)).statusCode).toBe(404);
  });

  it('refuses uploads from staff other than directors, and files of another practice cannot be removed', async () => {
    const adviser = await signedIn(t.app, practice.host, await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' }));
    expect((await upload(adviser, 'logo', await png(400, 120))).statusCode).toBe(403);
    const foreignDirector = await signedIn(t.app, other.host, await createUser(t.runtime.db, { practiceId: other.id, role: 'director' }));
    const mine = await upload(director, 'favicon', await png(64, 64));
    expect((await foreignDirector.delete(`/api/v1/practice-settings/files/${mine.json().data.id}`)).statusCode).toBe(404);
    expect((await director.delete(`/api/v1/practice-settings/files/${mine.json().data.id}`)).statusCode).toBe(204);
  });

  it('serves the practice web manifest at the site root with its trading name, colours and icon', async () => {
    const general = { ...structuredClone(defaultPracticeSettings.general), tradingName: 'Harbour Wealth', websiteTitle: 'harbour.example' };
    general.webManifest = { shortName: 'Harbour', description: 'Advice on the go', backgroundColour: '#ffffff', themeColour: '#123456' };
    expect((await director.patch('/api/v1/practice-settings/general', general)).statusCode).toBe(200);
    const square = await upload(director, 'mobileIcon', await png(512, 512));
    expect(square.statusCode).toBe(201);
    const anonymous = new TestClient(t.app, practice.host);
    const manifest = await anonymous.get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Harbour Wealth',
      short_name: 'Harbour',
      theme_color: '#123456',
      background_color: '#ffffff',
    });
    const icon = manifest.json().icons[0].src as string;
    const iconResponse = await anonymous.get(icon);
    expect(iconResponse.statusCode).toBe(200);
    expect((await sharp(iconResponse.rawPayload).metadata()).width).toBe(192);
    const otherManifest = await new TestClient(t.app, other.host).get('/manifest.webmanifest');
    expect(otherManifest.json().name).toBe('Test Practice');
    const notSquare = await upload(director, 'mobileIcon', await png(512, 300));
    expect(notSquare.statusCode).toBe(422);
  });
});
