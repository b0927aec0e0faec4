import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../testing/client.ts';
import type { DocusignStandIn } from '../../testing/docusign-stand-in.ts';

/** The settings that point the app at the stand-in. */
export const standInSettings = (stand: DocusignStandIn) => ({
  clientId: stand.clientId,
  clientSecret: stand.clientSecret,
  authUrl: stand.url,
});

/** Starts connecting as the caller; answers the DocuSign sign-in address the app handed out. */
export async function startConnecting(as: TestClient): Promise<URL> {
  const response = await as.post('/api/v1/oauth_accounts/authorize', {});
  if (response.statusCode !== 200) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  return new URL(response.json().data.url as string);
}

/** Signs in at the stand-in's page as the browser would: answers where DocuSign sends the browser back. */
export async function signInAtDocusign(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`DocuSign sign-in failed: ${response.status}`);
  return new URL(location);
}

/** Finishes connecting with what DocuSign handed back to account settings. */
export function finishConnecting(as: TestClient, back: URL, state = back.searchParams.get('state') ?? ''): Promise<LightMyRequestResponse> {
  return as.post('/api/v1/oauth_accounts', { code: back.searchParams.get('code') ?? '', state });
}

/** The whole round trip; answers the connected accounts' ids. */
export async function connectDocusign(as: TestClient): Promise<string[]> {
  const done = await finishConnecting(as, await signInAtDocusign(await startConnecting(as)));
  if (done.statusCode !== 201) throw new Error(`connect failed: ${done.statusCode} ${done.body}`);
  return (done.json().data.accounts as { id: string }[]).map((account) => account.id);
}
