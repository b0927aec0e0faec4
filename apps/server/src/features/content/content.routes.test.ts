import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqQuestions, faqSections, serviceCharters, users } from '../../db/schema/index.ts';
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

/** A practice's FAQ: one answered section, then one with no question yet; answers the answered one as the page shows it. */
async function addFaq(practiceId: string) {
  const section = {
    id: randomUUID(),
    title: 'Getting started',
    questions: [{ id: randomUUID(), question: 'How much does a first meeting cost?', answer: 'Nothing: the first meeting is free.' }],
  };
  await t.runtime.db.insert(faqSections).values([
    { id: section.id, practiceId, title: section.title, position: 0 },
    { id: randomUUID(), practiceId, title: 'A section with no questions yet', position: 1 },
  ]);
  await t.runtime.db
    .insert(faqQuestions)
    .values(section.questions.map((question, position) => ({ ...question, practiceId, sectionId: section.id, position })));
  return section;
}

const charterIds = { ongoing: randomUUID(), noDate: randomUUID(), future: randomUUID() };

/** Three charters: available since 2024, with no date (at once), and from 2999. */
async function addCharters(practiceId: string, ids = charterIds): Promise<void> {
  await t.runtime.db.insert(serviceCharters).values([
    { id: ids.ongoing, practiceId, title: 'Ongoing advice charter', availableFrom: '2024-01-01', position: 0 },
    { id: ids.noDate, practiceId, title: 'Pension transfer charter', availableFrom: null, position: 1 },
    { id: ids.future, practiceId, title: 'Next year charter', availableFrom: '2999-01-01', position: 2 },
  ]);
}

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
    const practice = await practiceWith({ enabledLandingPages: ['faq'] });
    const answered = await addFaq(practice.id);
    const response = await visitor(practice.host).get('/api/v1/landing-pages/faq');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ page: 'faq', faq: { sections: [answered] } });
  });

  it('is off while the customizableFaq feature is off, even when the page is enabled', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['faq', 'welcome'] }, { ...allFeaturesOn, customizableFaq: false });
    await addFaq(practice.id);
    expect((await visitor(practice.host).get('/api/v1/landing-pages')).json().data.enabled_pages).toEqual(['welcome']);
    expect((await visitor(practice.host).get('/api/v1/landing-pages/faq')).statusCode).toBe(404);
  });
});

describe('service charters', () => {
  it('lists the charters available today and serves one by id', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['our-service-charters'] });
    await addCharters(practice.id);
    const list = await visitor(practice.host).get('/api/v1/landing-pages/our-service-charters');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.charters).toEqual([
      { id: charterIds.ongoing, title: 'Ongoing advice charter', available_from: '2024-01-01', image_url: null },
      { id: charterIds.noDate, title: 'Pension transfer charter', available_from: null, image_url: null },
    ]);
    const one = await visitor(practice.host).get(`/api/v1/landing-pages/our-service-charters/${charterIds.ongoing}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.title).toBe('Ongoing advice charter');
  });

  it('answers 404 for an unknown charter, one not yet available, another practice’s, and when the page is off', async () => {
    const practice = await practiceWith({ enabledLandingPages: ['our-service-charters'] });
    const ids = { ongoing: randomUUID(), noDate: randomUUID(), future: randomUUID() };
    await addCharters(practice.id, ids);
    const other = await practiceWith({ enabledLandingPages: ['our-service-charters'] });
    const theirs = { ongoing: randomUUID(), noDate: randomUUID(), future: randomUUID() };
    await addCharters(other.id, theirs);
    const off = await practiceWith({});
    const offIds = { ongoing: randomUUID(), noDate: randomUUID(), future: randomUUID() };
    await addCharters(off.id, offIds);
    const charter = (host: string, id: string) => visitor(host).get(`/api/v1/landing-pages/our-service-charters/${id}`);
    const unknown = await charter(practice.host, 'nope');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).detail).toBe('This service charter does not exist or is no longer available.');
    expect((await charter(practice.host, ids.future)).statusCode).toBe(404);
    expect((await charter(practice.host, theirs.ongoing)).statusCode).toBe(404);
    expect((await charter(other.host, theirs.ongoing)).statusCode).toBe(200);
    expect((await charter(off.host, offIds.ongoing)).statusCode).toBe(404);
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
