import { contract, endpointsIn, type FeatureFlag, featureFlags } from '@advice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationInput } from '../features/onboarding/onboarding.testing.ts';
import { errorOf, signedIn, TestClient } from '../testing/client.ts';
import { type CreatedUser, createPractice, createUser } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Walks every feature flag (spec 1 §3). A flag either carries endpoints in the contract, which answer
 * 404 when the practice has it off, or is guarded by what a shared call asks for (tested below), or
 * guards no endpoint yet, with the reason. A new flag in none of these fails the walk.
 */
const guardedByRequest: Partial<Record<FeatureFlag, string>> = {
  f2FRequest: 'a face-to-face meeting request is a case type of POST /client-cases (`meeting_request`)',
  becomeClient: 'a visitor signing up without an invitation (POST /onboarding/registrations); invited clients always may',
};
const withoutEndpoints: Partial<Record<FeatureFlag, string>> = {
  cookiesConsent: 'the web app only: the consent banner and the analytics choice; off means necessary cookies only',
  clientDashboardLinks: 'dashboard links are not built yet',
  clientSignInNotification: 'the sign-in notification is not built yet',
  referralScheme: 'the referral scheme is not built yet',
  preferredAdviser: 'the onboarding wizard skips its step; the adviser list stays readable for the practice settings',
  typeToSign: 'a way of signing within e-signature; the web app hides it with the flag',
  outlook: 'the calendar integration is not built yet',
  requestAdvice: 'a client asks for advice through the Online Advice Request (onlineAdvice); nothing of its own yet',
};

const flagged = endpointsIn(contract).filter((e) => e.feature !== undefined);
const flagsOf = (feature: FeatureFlag | readonly FeatureFlag[] | undefined): readonly FeatureFlag[] =>
  typeof feature === 'string' ? [feature] : (feature ?? []);

describe('every feature flag', () => {
  it('guards endpoints, or what a shared call asks for, or is listed with the reason it guards none yet', () => {
    const inContract = new Set(flagged.flatMap((e) => flagsOf(e.feature)));
    const unaccounted = featureFlags.filter((flag) => !inContract.has(flag) && !guardedByRequest[flag] && !withoutEndpoints[flag]);
    const listedTwice = featureFlags.filter(
      (flag) => [inContract.has(flag), Boolean(guardedByRequest[flag]), Boolean(withoutEndpoints[flag])].filter(Boolean).length > 1,
    );
    expect({ unaccounted, listedTwice }).toEqual({ unaccounted: [], listedTwice: [] });
  });
});

let t: TestApp;
let offHost: string;
let client: CreatedUser;
let adviser: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  const off = await createPractice(t.runtime.db, { featureFlags: {} });
  offHost = off.host;
  adviser = await createUser(t.runtime.db, { practiceId: off.id, role: 'adviser' });
  client = await createUser(t.runtime.db, { practiceId: off.id, role: 'client', adviserId: adviser.id });
});
afterAll(() => t.close());

describe('a practice with its features off', () => {
  it('answers 404 on every endpoint that belongs to a feature', async () => {
    const answers: string[] = [];
    for (const endpoint of flagged) {
      const url = `/api/v1${endpoint.path.replace(/:([A-Za-z_]+)/gu, client.id)}`;
      const response = await new TestClient(t.app, offHost).request(endpoint.method, url, { csrf: false });
      answers.push(
        `${endpoint.method} ${endpoint.path} → ${response.statusCode} ${response.statusCode === 404 ? errorOf(response).code : ''}`,
      );
    }
    expect(answers.filter((answer) => !answer.endsWith('404 feature.disabled'))).toEqual([]);
    expect(flagged.length).toBeGreaterThan(10);
  });

  it('refuses a face-to-face meeting request (f2FRequest)', async () => {
    const session = await signedIn(t.app, offHost, client);
    const response = await session.post('/api/v1/client-cases', { type: 'meeting_request', message: 'A meeting, please' });
    expect(response.statusCode).toBe(404);
  });

  it('lets nobody turn two-factor on, while whoever has it may turn it off (twoFactorAuthentication)', async () => {
    const session = await signedIn(t.app, offHost, client);
    const body = (enabled: boolean) => ({ current_password: client.password, enabled });
    const on = await session.request('PATCH', `/api/v1/users/${client.id}/update-two-factor-auth`, { payload: body(true) });
    expect(on.statusCode).toBe(404);
    const off = await session.request('PATCH', `/api/v1/users/${client.id}/update-two-factor-auth`, { payload: body(false) });
    expect(off.statusCode).toBe(200);
    const staff = await signedIn(t.app, offHost, adviser);
    expect((await staff.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'email' })).statusCode).toBe(404);
    expect((await staff.post(`/api/v1/clients/${client.id}/reset-two-factor`, { method: 'none' })).statusCode).not.toBe(404);
  });

  it('refuses a visitor signing up without an invitation (becomeClient)', async () => {
    const response = await new TestClient(t.app, offHost).post(
      '/api/v1/onboarding/registrations',
      registrationInput('not-a-solved-captcha', { user: { email: 'flag-visitor@example.test' } }),
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('feature.disabled');
  });
});
