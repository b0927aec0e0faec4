import type { Role } from '@advice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { type CreatedUser, createPractice, createTestSession, createUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Walks every registered API route as every kind of caller, and as a user of another practice,
 * and fails on any success the route's declaration forbids and on any 5xx.
 * Later areas get this coverage by declaring their routes; a route may add a sample body below
 * so callers who are allowed get past validation.
 */
const sampleBodies: Record<string, unknown> = {
  'PATCH /api/v1/users/:id/profile': { first_name: 'Matrix', last_name: 'Walker' },
  'PATCH /api/v1/users/:id/update-tour-guide': { is_tour_guide_completed: true },
  'POST /api/v1/agenda-templates': { title: 'Matrix agenda', template: 'Matrix', active: true },
  'PATCH /api/v1/agenda-templates/:id': { title: 'Matrix agenda', template: 'Matrix', active: true },
  'POST /api/v1/service-charters': { title: 'Matrix charter', available_from: null, image_file_id: null },
  'PATCH /api/v1/service-charters/:id': { title: 'Matrix charter', available_from: null, image_file_id: null },
  'POST /api/v1/faq': { title: 'Matrix section', questions: [] },
  'PATCH /api/v1/faq/:id': { title: 'Matrix section', questions: [] },
  'POST /api/v1/users/sign_in': { email: 'nobody@example.test', password: 'Wrong-Password-1!' },
  'POST /api/v1/users/password': { email: 'nobody@example.test' },
  'POST /api/v1/users/reset_google_authenticator_setup': { email: 'nobody@example.test' },
  'POST /api/v1/client-cases': { type: 'meeting_request', message: 'A meeting, please' },
  'POST /api/v1/clients/:id/client-cases': { type: 'document_pack_case', name: 'Matrix pack' },
  'PATCH /api/v1/client-cases/:id': { version: 1, name: 'Matrix case' },
  'POST /api/v1/client-cases/:id/submit': { version: 1 },
  'POST /api/v1/top-ups': { account_type: 'unit_trust', account_number: 'UT-1', amount: 100 },
  'PATCH /api/v1/client-cases/:id/documents/:documentId': { name: 'Matrix document' },
  'POST /api/v1/client-cases/:id/addenda': { text: 'Matrix addendum' },
  'PUT /api/v1/client-cases/:id/image': { builtin: 'growth' },
  'POST /api/v1/documents-packs/bulk-create': { client_ids: ['00000000-0000-4000-8000-00000000a001'], name: 'Matrix packs' },
  'POST /api/v1/clients/new-recommendation-packs': { client_ids: ['00000000-0000-4000-8000-00000000a001'], name: 'Matrix packs' },
  'POST /api/v1/clients/letter-of-authority': { client_ids: ['00000000-0000-4000-8000-00000000a001'] },
  'POST /api/v1/clients/:id/motivation-centre-items': { kind: 'link', title: 'Matrix link', url: 'https://example.com' },
  'PATCH /api/v1/clients/:id/motivation-centre-items/:itemId': { kind: 'link', title: 'Matrix link', url: 'https://example.com' },
  'POST /api/v1/clients/:id/motivation-centre-items/:itemId/comments': { body: 'Matrix comment' },
  'POST /api/v1/clients/:id/financial-strategies': { title: 'Matrix strategy' },
  'PATCH /api/v1/clients/:id/financial-strategies/:strategyId': { title: 'Matrix strategy' },
  'POST /api/v1/client-meeting-rooms': {
    client_id: '00000000-0000-4000-8000-00000000a001',
    name: 'Matrix room',
    duration: 60,
    start_date: '2099-01-04T10:00:00.000Z',
    media_region: 'ie1',
    user_ids: ['00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000a002'],
  },
  'PATCH /api/v1/client-meeting-rooms/:id': { name: 'Matrix room' },
  'POST /api/v1/client-meeting-rooms/:id/guests': { email: 'matrix-guest@example.test' },
  'PATCH /api/v1/client-meeting-rooms/:id/transcription': { enabled: true },
  'POST /api/v1/client-meeting-rooms/:id/transcriptions': {
    text: 'Matrix words',
    startTime: '2099-01-04T10:00:00.000Z',
    endTime: '2099-01-04T10:00:05.000Z',
  },
  'POST /api/v1/guests/client-meeting-rooms/:id/transcriptions': {
    text: 'Matrix words',
    startTime: '2099-01-04T10:00:00.000Z',
    endTime: '2099-01-04T10:00:05.000Z',
  },
  'PATCH /api/v1/client-meeting-rooms/:id/meeting-summary': { key_points: [], action_points: [] },
  'POST /api/v1/client-meeting-rooms/:id/meeting-summary/share': { file_as_todos: true },
  'POST /api/v1/client-meeting-rooms/:id/recording-tracks': { kind: 'audio' },
  'POST /api/v1/guests/client-meeting-rooms/:id/recording-tracks': { kind: 'audio' },
  'PUT /api/v1/clients/:id/identification/personal-details': { version: 0, nationalities: ['GB'], residencies: [] },
  'POST /api/v1/clients/:id/identification/documents': { type: 'government_document', name: 'Matrix passport' },
  'PATCH /api/v1/clients/:id/identification/documents/:documentId': { name: 'Matrix passport' },
  'POST /api/v1/clients/:id/document-vault-items': { kind: 'folder', name: 'Matrix folder' },
  'PATCH /api/v1/clients/:id/document-vault-items/:itemId': { name: 'Matrix item' },
  'POST /api/v1/blog-posts': {
    title: 'Matrix post',
    text: 'Matrix',
    author_id: '00000000-0000-4000-8000-00000000a001',
    publication: 'draft',
  },
  'PATCH /api/v1/blog-posts/:id': {
    title: 'Matrix post',
    text: 'Matrix',
    author_id: '00000000-0000-4000-8000-00000000a001',
    publication: 'draft',
  },
  'POST /api/v1/maintenances': {
    title: 'Matrix maintenance',
    message: 'Matrix',
    starts_at: '2099-01-04T10:00:00.000Z',
    ends_at: '2099-01-04T11:00:00.000Z',
    scope: 'all',
  },
  'PATCH /api/v1/maintenances/:id': {
    title: 'Matrix maintenance',
    message: 'Matrix',
    starts_at: '2099-01-04T10:00:00.000Z',
    ends_at: '2099-01-04T11:00:00.000Z',
    scope: 'all',
  },
  'POST /api/v1/practices': {
    name: 'Matrix Practice',
    hosts: ['matrix-practice.test'],
    practice_type: 'independent',
    director: { first_name: 'Matrix', last_name: 'Director', email: 'matrix-director@example.test' },
  },
  'PATCH /api/v1/practices/:id': { name: 'Matrix Practice', hosts: ['matrix-practice-2.test'], practice_type: 'restricted' },
  'PUT /api/v1/practices/:id/feature-flags': { blog: true },
  'POST /api/v1/visits': { path: '/faq' },
  'PATCH /api/v1/users/:id/activate': { reason: 'Matrix reactivation' },
  'POST /api/v1/practice-library-contents': { title: 'Matrix item', link_url: 'https://example.com' },
  'PATCH /api/v1/practice-library-contents/:id': { title: 'Matrix item', link_url: 'https://example.com' },
  'POST /api/v1/brochures': { title: 'Matrix brochure', link_url: 'https://example.com' },
  'PATCH /api/v1/brochures/:id': { title: 'Matrix brochure', link_url: 'https://example.com' },
  'PUT /api/v1/practice-brochures/:id': { shown: true },
  'POST /api/v1/onboarding/resend-confirmation': { registration_token: 'x'.repeat(43), email: 'nobody@example.test' },
  'POST /api/v1/onboarding/registrations': {
    user: {
      email: 'matrix-visitor@example.test',
      password: 'Matrix-Visitor-42!',
      password_confirmation: 'Matrix-Visitor-42!',
      first_name: 'Matrix',
      last_name: 'Visitor',
      personal_data_consent: true,
      phone: '+44 20 7946 0000',
    },
    client: { date_of_birth: '1980-04-21', city: 'London', preferred_adviser_id: null },
    case: {
      type: 'online_advice_request',
      topics: [],
      initial_investment: 0,
      initial_investment_currency: null,
      monthly_contribution: 0,
      monthly_contribution_currency: null,
      investment_duration: 10,
    },
    invitation: null,
    metadata: { captcha: 'not-a-solved-captcha', client_advice: 'request-a-meeting', high_interest_debt: false, cash_reserve: false },
  },
};
const skipped = new Set(['GET /api/v1/realtime']);

type Caller = { name: string; role: Role | null; user: CreatedUser | null; host: string; foreign: boolean };

let t: TestApp;
let callers: Caller[];
let target: CreatedUser;
let homeHost: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.runtime.db;
  const home = await createPractice(db);
  const other = await createPractice(db);
  homeHost = home.host;
  const adviser = await createUser(db, { practiceId: home.id, role: 'adviser' });
  target = await createUser(db, { practiceId: home.id, role: 'client', adviserId: adviser.id });
  const member = (role: Role, extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(db, { practiceId: home.id, role, ...extra });
  const roleCallers: [string, CreatedUser][] = [
    ['client', await member('client', { adviserId: adviser.id })],
    ['adviser', adviser],
    ['admin (normal)', await member('admin', { adminLevel: 'normal' })],
    ['admin (prime)', await member('admin', { adminLevel: 'prime' })],
    ['director', await member('director')],
    ['super_admin', await createUser(db, { practiceId: null, role: 'super_admin' })],
    ['support_admin', await createUser(db, { practiceId: null, role: 'support_admin' })],
  ];
  const foreign: [string, CreatedUser][] = [
    ['second-practice director', await createUser(db, { practiceId: other.id, role: 'director' })],
    ['second-practice adviser', await createUser(db, { practiceId: other.id, role: 'adviser' })],
    ['second-practice client', await createUser(db, { practiceId: other.id, role: 'client' })],
  ];
  callers = [
    { name: 'signed-out', role: null, user: null, host: home.host, foreign: false },
    // A guest holds only a meeting token, which signs in to nothing here: every declared route must refuse it.
    { name: 'guest', role: null, user: null, host: home.host, foreign: false },
    ...roleCallers.map(([name, user]) => ({ name, role: user.role, user, host: home.host, foreign: false })),
    ...foreign.map(([name, user]) => ({ name, role: user.role, user, host: other.host, foreign: true })),
    // A second-practice session cookie presented on the first practice's host.
    { name: 'second-practice director on this host', role: null, user: foreign[0]?.[1] ?? null, host: home.host, foreign: true },
  ];
});
afterAll(() => t.close());

/**
 * Each caller's session, made when first needed and again after any call that could have ended it (one that is not
 * a GET: signing out, changing a password), so every call is made signed in as its caller says.
 */
const sessions = new Map<Caller, { token: string; csrfToken: string }>();

async function clientFor(caller: Caller): Promise<TestClient> {
  const client = new TestClient(t.app, caller.host);
  if (caller.user) {
    const session = sessions.get(caller) ?? (await createTestSession(t.runtime.db, caller.user, 'matrix'));
    sessions.set(caller, session);
    client.cookies.set('sid', session.token);
    client.cookies.set('csrf_token', session.csrfToken);
  }
  if (caller.name === 'guest') client.cookies.set('guest_token', 'not-a-real-guest-token');
  return client;
}

describe('route matrix', () => {
  it('has routes to walk, each with a declaration', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(20);
  });

  // Every route as every caller, thousands of calls: beside three other workers on a busy two-core machine, over two minutes.
  it('refuses every caller the declaration forbids, never answers 5xx, and keeps practices apart', async () => {
    const failures: string[] = [];
    for (const route of t.app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (skipped.has(key)) continue;
      for (const caller of callers) {
        // A route without an id is the same call either way: made once.
        for (const idKind of route.url.includes(':id') ? (['target', 'self'] as const) : (['target'] as const)) {
          const id = idKind === 'self' && caller.user ? caller.user.id : target.id;
          const url = route.url.replace(':id', id);
          const client = await clientFor(caller);
          const payload = ['POST', 'PATCH', 'PUT'].includes(route.method) ? (sampleBodies[key] ?? {}) : undefined;
          const response = await client.request(route.method as 'GET', url, payload === undefined ? {} : { payload: payload as object });
          if (route.method !== 'GET') sessions.delete(caller);
          const status = response.statusCode;
          const label = `${key} as ${caller.name} (${idKind} id) → ${status}`;
          if (status >= 500) failures.push(`${label}: server error ${response.body.slice(0, 200)}`);
          const access = route.access;
          if ('public' in access) continue;
          const signedInHere = caller.user !== null && caller.role !== null;
          const allowedRole = signedInHere && caller.role !== null && access.roles.includes(caller.role);
          if (!allowedRole && status < 400) failures.push(`${label}: succeeded though the declaration forbids it`);
          if (!signedInHere && status !== 401 && status !== 403)
            failures.push(`${label}: expected 401 for a caller without a session here`);
          if (signedInHere && !allowedRole && status !== 403) failures.push(`${label}: expected 403 for a role the route does not declare`);
          if (caller.foreign && route.url.includes(':id') && idKind === 'target' && status < 400) {
            failures.push(`${label}: reached another practice's object`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(t.app, homeHost).get('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('resource.not_found');
  });
});
