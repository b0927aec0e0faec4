import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { storeTestFile } from '../../testing/files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const everyPage = ['welcome', 'how-it-works', 'how-we-communicate', 'security-statement', 'team', 'terms', 'our-service-charters', 'faq'];

const faqSections = [
  {
    id: 'general',
    title: 'Getting started',
    questions: [{ id: 'q1', question: 'How much does a first meeting cost?', answer: 'Nothing: the first meeting is free.' }],
  },
  { id: 'empty', title: 'A section with no questions yet', questions: [] },
];
const serviceCharters = [
  { id: 'ongoing', title: 'Ongoing advice charter', availableFrom: '2024-01-01', imageFileId: null },
  { id: 'no-date', title: 'Pension transfer charter', availableFrom: '', imageFileId: null },
  { id: 'future', title: 'Next year charter', availableFrom: '2999-01-01', imageFileId: null },
];

function practiceWith(settings: Record<string, unknown>, featureFlags: Record<string, unknown> = allFeaturesOn) {
  return createPractice(t.runtime.db, { name: 'Harbour Wealth', settings, featureFlags });
}

const visitor = (host: string) => new TestClient(t.app, host);

describe('the practice site', () => {
  it('lists the enabled pages in the portal order with the public basics, and nothing private', async () => {
    const practice = await practiceWith({
      enabledLandingPages: ['team', 'welcome', 'faq'],
      tradingName: 'Harbour Wealth Ltd',
      websiteUrl: 'https://harbour.example',
      privacyPolicyUrl: 'https://harbour.example/privacy',
      addresses: [{ label: 'Head office', address: '1 Quay Street\nBristol BS1 4DJ' }],
      links: [{ title: 'Complaints', url: 'https://harbour.example/complaints' }],
      footerText: 'Harbour Wealth Ltd is authorised and regulated by the Financial Conduct Authority.',
      emailSender: 'secret-sender@harbour.example',
      replyTo: 'secret-reply@harbour.example',
    });
    const response = await visitor(practice.host).get('/api/v1/landing-pages');
    expect(response.statusCode).toBe(200);
    const site = response.json().data;
    expect(site).toMatchObject({
      name: 'Harbour Wealth',
      trading_name: 'Harbour Wealth Ltd',
      website_url: 'https://harbour.example',
      privacy_policy_url: 'https://harbour.example/privacy',
      addresses: [{ label: 'Head office', address: '1 Quay Street\nBristol BS1 4DJ' }],
      links: [{ title: 'Complaints', url: 'https://harbour.example/complaints' }],
      enabled_pages: ['welcome', 'team', 'faq'],
    });
    expect(response.body).not.toContain('secret-');
  });

  it('serves an enabled page and answers 404 with a clear detail for one that is not enabled', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['how-it-works'] });
    const enabled = await visitor(practice.host).get('/api/v1/landing-pages/how-it-works');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data).toEqual({ page: 'how-it-works' });
    for (const page of everyPage.filter((p) => p !== 'how-it-works')) {
      const disabled = await visitor(practice.host).get(`/api/v1/landing-pages/${page}`);
      expect(disabled.statusCode, page).toBe(404);
      expect(errorOf(disabled).detail).toBe("This page is not part of this practice's website.");
    }
    expect((await visitor(practice.host).get('/api/v1/landing-pages/blog')).statusCode).toBe(400);
  });

  it('a practice with no pages switched on shows none', async () => {
    const practice = await practiceWith({});
    expect((await visitor(practice.host).get('/api/v1/landing-pages')).json().data.enabled_pages).toEqual([]);
    expect((await visitor(practice.host).get('/api/v1/landing-pages/welcome')).statusCode).toBe(404);
  });

  it('is also readable signed in, by any role', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['welcome'] });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const c = await signedIn(t.app, practice.host, client);
    expect((await c.get('/api/v1/landing-pages/welcome')).statusCode).toBe(200);
  });

  it('keeps practices apart: each host sees its own settings', async () => {
    const first = await practiceWith({ enabledLandingPages: ['terms'], footerText: 'First footer', promotionTerms: 'First promotion' });
    const second = await practiceWith({ enabledLandingPages: ['welcome'], footerText: 'Second footer' });
    const firstSite = (await visitor(first.host).get('/api/v1/landing-pages')).json().data;
    const secondSite = (await visitor(second.host).get('/api/v1/landing-pages')).json().data;
    expect(firstSite).toMatchObject({ footer_text: 'First footer', enabled_pages: ['terms'] });
    expect(secondSite).toMatchObject({ footer_text: 'Second footer', enabled_pages: ['welcome'] });
    expect((await visitor(first.host).get('/api/v1/landing-pages/terms')).json().data.promotion_terms).toBe('First promotion');
    expect((await visitor(second.host).get('/api/v1/landing-pages/terms')).statusCode).toBe(404);
    expect((await visitor('unknown-host.test').get('/api/v1/landing-pages')).statusCode).toBe(404);
  });
});

describe('FAQ page', () => {
  it('shows the sections that have questions', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['faq'], faqSections });
    const response = await visitor(practice.host).get('/api/v1/landing-pages/faq');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ page: 'faq', faq: { sections: [faqSections[0]] } });
  });

  it('is off while the customizableFaq feature is off, even when the page is enabled', async () => {
    const practice = await practiceWith(
      { enabledLandingPages: ['faq', 'welcome'], faqSections },
      { ...allFeaturesOn, customizableFaq: false },
    );
    expect((await visitor(practice.host).get('/api/v1/landing-pages')).json().data.enabled_pages).toEqual(['welcome']);
    expect((await visitor(practice.host).get('/api/v1/landing-pages/faq')).statusCode).toBe(404);
  });
});

describe('service charters', () => {
  it('lists the charters available today and serves one by id', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['our-service-charters'], serviceCharters });
    const list = await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.charters).toEqual([
      { id: 'ongoing', title: 'Ongoing advice charter', available_from: '2024-01-01', image_url: null },
      { id: 'no-date', title: 'Pension transfer charter', available_from: null, image_url: null },
    ]);
    const one = await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters/ongoing');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.title).toBe('Ongoing advice charter');
  });

  it('answers 404 for an unknown charter, one not yet available, another practice’s, and when the page is off', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['our-service-charters'], serviceCharters });
    const other = await practiceWith({
      enabledLandingPages: ['our-service-charters'],
      serviceCharters: [{ id: 'theirs', title: 'Their charter', availableFrom: '', imageFileId: null }],
    });
    const off = await practiceWith({ serviceCharters });
    const unknown = await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters/nope');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).detail).toBe('This service charter does not exist or is no longer available.');
    expect((await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters/future')).statusCode).toBe(404);
    expect((await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters/theirs')).statusCode).toBe(404);
    expect((await visitor(other.host).get('/api/v1/landing-pages/our-service-charters/theirs')).statusCode).toBe(200);
    expect((await visitor(off.host).get('/api/v1/landing-pages/our-service-charters/ongoing')).statusCode).toBe(404);
  });
});

describe('team page', () => {
  async function adviserWithPhoto(practiceId: string, values: Partial<typeof users.$inferInsert> = {}) {
    const adviser = await createUser(t.runtime.db, { practiceId, role: 'adviser' });
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const stored = await storeTestFile(t.runtime, {
      practiceId,
      ownerId: adviser.id,
      purpose: 'avatar',
      fileName: 'avatar.png',
      mediaType: 'image/png',
      ext: 'png',
      body: photo,
    });
    await t.runtime.db
      .update(users)
      .set({ avatarFileId: stored.id, jobTitle: 'Chartered Financial Planner', phone: '+44 7700 900999', ...values })
      .where(eq(users.id, adviser.id));
    return adviser;
  }

  it('shows active advisers with a visible profile, without e-mails or phones, and hides everyone else', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['team'] });
    const shown = await adviserWithPhoto(practice.id, { firstName: 'Ada', lastName: 'Lovelace' });
    const hidden = await adviserWithPhoto(practice.id, { isProfileVisible: false });
    const deactivated = await adviserWithPhoto(practice.id, { status: 'deactivated' });
    const invited = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser', status: 'invited' });
    const director = await createUser(t.runtime.db, { practiceId: practice.id, role: 'director' });
    const client = await createUser(t.runtime.db, { practiceId: practice.id, role: 'client' });
    const other = await practiceWith({ enabledLandingPages: ['team'] });
    const foreign = await adviserWithPhoto(other.id);

    const response = await visitor(practice.host).get('/api/v1/landing-pages/team');
    expect(response.statusCode).toBe(200);
    const advisers = response.json().data.advisers as { id: string; avatar_url: string }[];
    expect(advisers.map((a) => a.id)).toEqual([shown.id]);
    expect(advisers[0]).toEqual({
      id: shown.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: 'Chartered Financial Planner',
      avatar_url: expect.stringMatching(new RegExp(`^/api/v1/landing-pages/team/${shown.id}/avatar\\?v=`, 'u')),
    });
    for (const secret of [shown.email, '+44 7700 900999', hidden.id, deactivated.id, invited.id, director.id, client.id, foreign.id]) {
      expect(response.body).not.toContain(secret);
    }

    const photo = await visitor(practice.host).get(advisers[0]?.avatar_url ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    for (const id of [hidden.id, deactivated.id, client.id, foreign.id]) {
      expect((await visitor(practice.host).get(`/api/v1/landing-pages/team/${id}/avatar`)).statusCode, id).toBe(404);
    }
  });

  it('serves no photos while the team page is off', async () => {
    const practice = await practiceWith({});
    const adviser = await adviserWithPhoto(practice.id);
    expect((await visitor(practice.host).get('/api/v1/landing-pages/team')).statusCode).toBe(404);
    expect((await visitor(practice.host).get(`/api/v1/landing-pages/team/${adviser.id}/avatar`)).statusCode).toBe(404);
  });
});
