import { randomUUID } from 'node:crypto';
import { defaultPracticeSettings, practiceSettingsMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, practices } from '../../db/schema/index.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let practice: { id: string; host: string };
let other: { id: string; host: string };

beforeAll(async () => {
  t = await startTestApp();
  practice = await createPractice(t.runtime.db);
  other = await createPractice(t.runtime.db, { settings: { tradingName: 'Other Ltd' } });
});
afterAll(() => t.close());

async function directorOf(p: { id: string; host: string }) {
  const user = await createUser(t.runtime.db, { practiceId: p.id, role: 'director' });
  return { user, c: await signedIn(t.app, p.host, user) };
}

const general = () => structuredClone(defaultPracticeSettings.general);

describe('practice settings', () => {
  it('a director reads every section with defaults, and saves the general section with an audit event', async () => {
    const { c } = await directorOf(practice);
    const read = await c.get('/api/v1/practice-settings');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.settings['client-meeting-rooms']).toEqual({ meetingServerLocation: 'ie1', recordingRetentionDays: null });
    expect(read.json().data.settings.general.currencies).toEqual(['GBP']);

    const body = { ...general(), tradingName: 'Harbour Wealth', colourScheme: { ...general().colourScheme, accent: '#aa3300' } };
    const saved = await c.patch('/api/v1/practice-settings/general', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.general.tradingName).toBe('Harbour Wealth');
    const publicView = await new TestClient(t.app, practice.host).get('/api/v1/practice');
    expect(publicView.json().data.colour_scheme.accent).toBe('#aa3300');
    const [row] = await t.runtime.db.select().from(practices).where(eq(practices.id, practice.id));
    expect(row?.settings.sessionTimeoutEnabled).toBe(false);
    const [event] = await t.runtime.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.practiceId, practice.id), eq(auditEvents.action, 'settings_general_updated')));
    expect(event?.after).toMatchObject({ trading_name: 'Harbour Wealth' });
  });

  it('keeps the sessionTimeoutEnabled key that the users area reads', async () => {
    const { c } = await directorOf(practice);
    expect((await c.patch('/api/v1/practice-settings/general', { ...general(), sessionTimeoutEnabled: true })).statusCode).toBe(200);
    const [row] = await t.runtime.db.select().from(practices).where(eq(practices.id, practice.id));
    expect(row?.settings.sessionTimeoutEnabled).toBe(true);
  });

  it('the trading name a director saves is the name every page and mail shows; the registered name until one is set', async () => {
    const harbour = await createPractice(t.runtime.db, { name: 'Harbour Holdings Ltd' });
    const visitor = new TestClient(t.app, harbour.host);
    expect((await visitor.get('/api/v1/practice')).json().data.name).toBe('Harbour Holdings Ltd');

    const { c } = await directorOf(harbour);
    const body = {
      ...general(),
      legalEntityName: 'Harbour Holdings Ltd',
      tradingName: 'Harbour Wealth Partners',
      websiteTitle: 'harbour.example',
    };
    expect((await c.patch('/api/v1/practice-settings/general', body)).statusCode).toBe(200);
    expect((await visitor.get('/api/v1/practice')).json().data.name).toBe('Harbour Wealth Partners');
    expect((await visitor.get('/manifest.webmanifest')).json()).toMatchObject({
      name: 'Harbour Wealth Partners',
      short_name: 'Harbour Wealth Partners',
    });

    const email = `adviser.${randomUUID()}@example.test`;
    expect((await c.post('/api/v1/advisers', { first_name: 'Nadia', last_name: 'Hale', email })).statusCode).toBe(201);
    const [mail] = await t.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.fromAddress).toMatch(/^"Harbour Wealth Partners" </u);
    expect(mail?.subject).toBe('You are invited to Harbour Wealth Partners');
    expect(mail?.text).toContain('Harbour Wealth Partners has created an account for you as an adviser.');
  });

  it('refuses bad URLs, colours, e-mails and an empty currency list, one error per field, and stores nothing', async () => {
    const { c } = await directorOf(practice);
    const response = await c.patch('/api/v1/practice-settings/general', {
      ...general(),
      tradingName: 'Never stored',
      websiteUrl: 'javascript:alert(1)',
      privacyPolicyUrl: 'ftp://example.com/p',
      emailSender: 'not-an-email',
      colourScheme: { ...general().colourScheme, accent: 'red' },
      currencies: [],
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { detail: string; source: { pointer: string } }[];
    const byPointer = Object.fromEntries(errors.map((e) => [e.source.pointer, e.detail]));
    expect(byPointer['/websiteUrl']).toBe(practiceSettingsMessages.url);
    expect(byPointer['/privacyPolicyUrl']).toBe(practiceSettingsMessages.url);
    expect(byPointer['/emailSender']).toMatch(/e-mail/u);
    expect(byPointer['/colourScheme/accent']).toBe(practiceSettingsMessages.colour);
    expect(byPointer['/currencies']).toBe(practiceSettingsMessages.currencyRequired);
    const read = await c.get('/api/v1/practice-settings');
    expect(read.json().data.settings.general.tradingName).not.toBe('Never stored');
  });

  it('refuses a sign-in notification that ends before it starts', async () => {
    const { c } = await directorOf(practice);
    const response = await c.patch('/api/v1/practice-settings/general', {
      ...general(),
      signInNotification: { message: 'Closed Friday', displayFrom: '2030-01-02T00:00:00Z', displayUntil: '2030-01-01T00:00:00Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      detail: practiceSettingsMessages.notificationWindow,
      source: { pointer: '/signInNotification/displayUntil' },
    });
  });

  it('shows the sign-in notification in GET /practice only inside its display window', async () => {
    const p = await createPractice(t.runtime.db);
    const { c } = await directorOf(p);
    const window = (from: number, until: number) => ({
      ...general(),
      signInNotification: {
        message: 'Our office is closed on Friday',
        displayFrom: new Date(Date.now() + from).toISOString(),
        displayUntil: new Date(Date.now() + until).toISOString(),
      },
    });
    const anonymous = new TestClient(t.app, p.host);
    await c.patch('/api/v1/practice-settings/general', window(-3_600_000, 3_600_000));
    expect((await anonymous.get('/api/v1/practice')).json().data.sign_in_notification).toBe('Our office is closed on Friday');
    await c.patch('/api/v1/practice-settings/general', window(3_600_000, 7_200_000));
    expect((await anonymous.get('/api/v1/practice')).json().data.sign_in_notification).toBeNull();
  });

  it('lets clients pick a preferred adviser only among at least two active advisers of the practice', async () => {
    const { c } = await directorOf(practice);
    const active = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const active2 = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const inactive = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser', status: 'deactivated' });
    const foreign = await createUser(t.runtime.db, { practiceId: other.id, role: 'adviser' });
    const save = (adviserIds: string[], isSelectableByClients = true) =>
      c.patch('/api/v1/practice-settings/prospect-onboarding', {
        autoDisclosureEnabled: true,
        preferredAdvisers: { adviserIds, isSelectableByClients },
      });

    const one = await save([active.id]);
    expect(one.statusCode).toBe(400);
    expect(errorOf(one)).toMatchObject({
      detail: practiceSettingsMessages.preferredAdvisersMin,
      source: { pointer: '/preferredAdvisers/adviserIds' },
    });
    const withInactive = await save([active.id, inactive.id]);
    expect(withInactive.statusCode).toBe(422);
    expect(errorOf(withInactive).detail).toBe(practiceSettingsMessages.preferredAdvisersMin);
    const withForeign = await save([active.id, foreign.id]);
    expect(withForeign.statusCode).toBe(400);
    expect(errorOf(withForeign).detail).toBe(practiceSettingsMessages.preferredAdvisersUnknown);
    expect((await save([active.id], false)).statusCode).toBe(200);
    const ok = await save([active.id, active2.id]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data['prospect-onboarding'].preferredAdvisers).toEqual({
      adviserIds: [active.id, active2.id],
      isSelectableByClients: true,
    });
  });

  it('saves the meeting region, the recordings’ retention and landing pages; refuses an unknown region, a retention outside 1 to 3,650 days, a second copy of a tile and the lists that moved out', async () => {
    const { c } = await directorOf(practice);
    const rooms = await c.patch('/api/v1/practice-settings/client-meeting-rooms', { meetingServerLocation: 'sg1' });
    expect(rooms.statusCode).toBe(200);
    const badRegion = await c.patch('/api/v1/practice-settings/client-meeting-rooms', { meetingServerLocation: 'mars' });
    expect(badRegion.statusCode).toBe(400);
    expect(errorOf(badRegion).source?.pointer).toBe('/meetingServerLocation');
    // Recorded media is kept for 1 to 3,650 days, or (null) for good; a change that leaves it out keeps it.
    const kept = await c.patch('/api/v1/practice-settings/client-meeting-rooms', {
      meetingServerLocation: 'sg1',
      recordingRetentionDays: 90,
    });
    expect(kept.json().data['client-meeting-rooms']).toEqual({ meetingServerLocation: 'sg1', recordingRetentionDays: 90 });
    const regionOnly = await c.patch('/api/v1/practice-settings/client-meeting-rooms', { meetingServerLocation: 'ie1' });
    expect(regionOnly.json().data['client-meeting-rooms'].recordingRetentionDays).toBe(90);
    for (const days of [0, 3651, 1.5]) {
      const refused = await c.patch('/api/v1/practice-settings/client-meeting-rooms', {
        meetingServerLocation: 'sg1',
        recordingRetentionDays: days,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).source?.pointer).toBe('/recordingRetentionDays');
    }
    const forGood = await c.patch('/api/v1/practice-settings/client-meeting-rooms', {
      meetingServerLocation: 'sg1',
      recordingRetentionDays: null,
    });
    expect(forGood.json().data['client-meeting-rooms'].recordingRetentionDays).toBeNull();
    // Agenda templates, charters and the FAQ are resources of their own now (/agenda-templates, /service-charters, /faq).
    const moved = await c.patch('/api/v1/practice-settings/client-meeting-rooms', { meetingServerLocation: 'sg1', agendaTemplates: [] });
    expect(moved.statusCode).toBe(400);
    expect((await c.patch('/api/v1/practice-settings/faq', { faqSections: [] })).statusCode).toBe(404);
    const tiles = await c.patch('/api/v1/practice-settings/client-media', {
      dashboardLinks: [],
      dashboardTiles: [
        { section: 'welcome', enabled: true, imageFileId: null },
        { section: 'welcome', enabled: false, imageFileId: null },
      ],
    });
    expect(tiles.statusCode).toBe(400);
    const pages = await c.patch('/api/v1/practice-settings/landing-pages', { enabledLandingPages: ['team', 'terms'] });
    expect(pages.json().data['landing-pages'].enabledLandingPages).toEqual(['team', 'terms']);
  });

  it('is for directors only, and never shows or changes another practice', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const ca = await signedIn(t.app, practice.host, adviser);
    expect((await ca.get('/api/v1/practice-settings')).statusCode).toBe(403);
    expect((await ca.patch('/api/v1/practice-settings/general', general())).statusCode).toBe(403);
    const { c } = await directorOf(other);
    const read = await c.get('/api/v1/practice-settings');
    expect(read.json().data.settings.general.tradingName).toBe('Other Ltd');
    // A session of the other practice is not valid on this practice's host.
    const { user } = await directorOf(other);
    const onWrongHost = new TestClient(t.app, practice.host);
    await onWrongHost.signIn(user.email, user.password);
    expect((await onWrongHost.get('/api/v1/practice-settings')).statusCode).toBe(401);
  });
});
