import { docusignMessages } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts } from '../../db/schema/index.ts';
import { errorOf, type TestClient } from '../../testing/client.ts';
import { type DocusignStandIn, startDocusignStandIn } from '../../testing/docusign-stand-in.ts';
import { allFeaturesOn, createPractice, createUser } from '../../testing/factories.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CaseCast, createCaseCast, sessionFor } from '../cases/cases.testing.ts';
import { connectDocusign, finishConnecting, signInAtDocusign, standInSettings, startConnecting } from './docusign.testing.ts';

let t: TestApp;
let stand: DocusignStandIn;
let cast: CaseCast;
let asAdviser: TestClient;
let asOtherAdviser: TestClient;

const as = (user: CaseCast['client'], host = cast.practice.host) => sessionFor(t.app, t.runtime.db, user, host);

beforeAll(async () => {
  stand = await startDocusignStandIn();
  t = await startTestApp({ docusign: standInSettings(stand) });
  cast = await createCaseCast(t.runtime.db);
  asAdviser = await as(cast.adviser);
  asOtherAdviser = await as(cast.additional);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const listOf = (client: TestClient, userId: string) => client.get(`/api/v1/users/${userId}/oauth_accounts`);

describe('connecting a DocuSign account', () => {
  it('sends the adviser to DocuSign with PKCE and a state, and keeps every account of the login once they come back', async () => {
    stand.user = {
      email: 'adam@docusign.example',
      name: 'Adam Adviser',
      accounts: [
        { accountId: 'acc-main', accountName: 'Hughes Wealth', isDefault: true },
        { accountId: 'acc-second', accountName: 'Hughes Pensions' },
      ],
    };
    const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    const client = await as(adviser);
    const url = await startConnecting(client);
    expect(url.origin).toBe(stand.url);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${cast.practice.host}/account-settings`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/u);

    const back = await signInAtDocusign(url);
    const done = await finishConnecting(client, back);
    expect(done.statusCode).toBe(201);
    expect(done.json().data.message).toBe(docusignMessages['docusign.connected']);
    const accounts = done.json().data.accounts as Record<string, unknown>[];
    expect(accounts.map((account) => [account.account_name, account.email])).toEqual([
      ['Hughes Pensions', 'adam@docusign.example'],
      ['Hughes Wealth', 'adam@docusign.example'],
    ]);
    expect(Object.keys(accounts[0] ?? {}).sort()).toEqual(['account_name', 'connected_at', 'email', 'id', 'provider']);
    const rows = await t.runtime.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, adviser.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.baseUri === stand.url && row.refreshToken && row.expiresAt > new Date())).toBe(true);
  });

  it('connecting the same login again refreshes its accounts rather than adding them twice', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    const client = await as(adviser);
    await connectDocusign(client);
    await connectDocusign(client);
    expect((await listOf(client, adviser.id)).json().data).toHaveLength(stand.user.accounts.length);
  });

  it('refuses a state started in another session, changed, or not this session’s at all', async () => {
    const back = await signInAtDocusign(await startConnecting(asAdviser));
    const sameUserOtherSession = await as(cast.adviser);
    const elsewhere = await finishConnecting(sameUserOtherSession, back);
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere)).toMatchObject({
      detail: docusignMessages['docusign.connectionNotConfirmed'],
      source: { pointer: '/state' },
    });

    const state = back.searchParams.get('state') ?? '';
    const [expires, nonce, mac] = state.split('.');
    const later = `${Number(expires) + 3600}.${nonce}.${mac}`;
    expect((await finishConnecting(asAdviser, back, later)).statusCode).toBe(422);
    expect((await finishConnecting(asAdviser, back, 'not-a-state')).statusCode).toBe(422);
    expect((await listOf(asAdviser, cast.adviser.id)).json().data).toEqual([]);
  });

  it('says so when DocuSign refuses the code (used twice)', async () => {
    const back = await signInAtDocusign(await startConnecting(asOtherAdviser));
    expect((await finishConnecting(asOtherAdviser, back)).statusCode).toBe(201);
    const again = await finishConnecting(asOtherAdviser, back);
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).detail).toBe(docusignMessages['docusign.connectionRefused']);
  });

  it('answers a clear 422 when the portal has no DocuSign integration key', async () => {
    const settings = t.runtime.config.docusign;
    t.runtime.config.docusign = { ...settings, clientId: undefined };
    try {
      const response = await asAdviser.post('/api/v1/oauth_accounts/authorize', {});
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).detail).toBe(docusignMessages['docusign.notConfigured']);
    } finally {
      t.runtime.config.docusign = settings;
    }
  });

  it('is for advisers only: a client and a director are refused', async () => {
    for (const user of [cast.client, cast.director]) {
      const response = await (await as(user)).post('/api/v1/oauth_accounts/authorize', {});
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('listing and disconnecting', () => {
  it('lists only the adviser’s own accounts; anyone else’s list is a 404, in this practice or another', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    const client = await as(adviser);
    await connectDocusign(client);
    expect((await listOf(client, adviser.id)).statusCode).toBe(200);
    expect((await listOf(asOtherAdviser, adviser.id)).statusCode).toBe(404);
    const other = await createPractice(t.runtime.db);
    const foreign = await createUser(t.runtime.db, { practiceId: other.id, role: 'adviser' });
    expect((await listOf(await as(foreign, other.host), adviser.id)).statusCode).toBe(404);
  });

  it('disconnects one account (its tokens are forgotten); another adviser cannot', async () => {
    const adviser = await createUser(t.runtime.db, { practiceId: cast.practice.id, role: 'adviser' });
    const client = await as(adviser);
    const [first, ...rest] = await connectDocusign(client);
    expect((await asOtherAdviser.delete(`/api/v1/oauth_accounts/${first}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/oauth_accounts/${first}`)).statusCode).toBe(204);
    expect(
      await t.runtime.db
        .select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.id, first ?? '')),
    ).toEqual([]);
    expect(((await listOf(client, adviser.id)).json().data as { id: string }[]).map((a) => a.id)).toEqual(rest);
    expect((await client.delete(`/api/v1/oauth_accounts/${first}`)).statusCode).toBe(404);
  });

  it('does not exist while the practice’s docusign flag is off', async () => {
    const practice = await createPractice(t.runtime.db, { featureFlags: { ...allFeaturesOn, docusign: false } });
    const adviser = await createUser(t.runtime.db, { practiceId: practice.id, role: 'adviser' });
    const client = await as(adviser, practice.host);
    expect((await client.post('/api/v1/oauth_accounts/authorize', {})).statusCode).toBe(404);
    expect((await listOf(client, adviser.id)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/oauth_accounts/${adviser.id}`)).statusCode).toBe(404);
  });
});
