import type { CurrentUser, OAuthAccount } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';
import { goToDocusign } from './docusign.api.ts';

vi.mock('./docusign.api.ts', async (original) => ({ ...(await original<typeof import('./docusign.api.ts')>()), goToDocusign: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

// jsdom does not lay pages out, so it cannot scroll to the section DocuSign sends the adviser back to.
Element.prototype.scrollIntoView ??= () => {};

// jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

const account = (name: string, email: string): OAuthAccount => ({
  id: crypto.randomUUID(),
  provider: 'docusign',
  account_name: name,
  email,
  connected_at: '2026-03-02T10:00:00.000Z',
});

type Reply = (request: SentRequest) => Response | undefined;

function renderPage(user: CurrentUser, options: { features?: string[]; path?: string; reply?: Reply; accounts?: OAuthAccount[] } = {}) {
  let accounts = options.accounts ?? [];
  const sent = stubFetch((request) => {
    const custom = options.reply?.(request);
    if (custom) return custom;
    if (request.method === 'GET' && request.url.endsWith(`/users/${user.id}/oauth_accounts`)) return json(200, { data: accounts });
    if (request.method === 'DELETE' && request.url.includes('/oauth_accounts/')) {
      accounts = accounts.filter((a) => !request.url.endsWith(a.id));
      return new Response(null, { status: 204 });
    }
    return json(200, { data: {} });
  });
  const { router } = renderRoutes([{ path: '/account-settings', element: <AccountSettingsPage /> }], options.path ?? '/account-settings', {
    user,
    practice: practiceOf({ id: testPracticeId, features: (options.features ?? ['docusign']) as never }),
  });
  return { sent, router };
}

const section = () => screen.findByRole('region', { name: 'Document signing' });

describe('the document signing section of account settings', () => {
  it('lists the adviser’s connected DocuSign accounts with their e-mail', async () => {
    renderPage(userOf('adviser'), { accounts: [account('Hughes Wealth', 'adam@docusign.example')] });
    const region = await section();
    const list = await within(region).findByRole('list', { name: 'Connected DocuSign accounts' });
    expect(list.textContent).toContain('Hughes Wealth');
    expect(list.textContent).toContain('adam@docusign.example');
    expect(list.textContent).toContain('Connected on March 2, 2026');
    expect(within(region).getByRole('button', { name: 'Connect another DocuSign account' })).toBeTruthy();
  });

  it('says when nothing is connected, and Connect DocuSign goes to DocuSign’s sign-in page', async () => {
    const { sent } = renderPage(userOf('adviser'), {
      reply: (request) =>
        request.url.endsWith('/oauth_accounts/authorize')
          ? json(200, { data: { url: 'https://account-d.docusign.com/oauth/auth?x=1' } })
          : undefined,
    });
    const region = await section();
    expect(await within(region).findByText('No DocuSign account is connected yet.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Connect DocuSign' }));
    await waitFor(() => expect(goToDocusign).toHaveBeenCalledWith('https://account-d.docusign.com/oauth/auth?x=1'));
    expect(sent.find((r) => r.url.endsWith('/oauth_accounts/authorize'))).toMatchObject({ method: 'POST', body: { provider: 'docusign' } });
  });

  it('shows why connecting cannot start when the portal has no DocuSign integration', async () => {
    renderPage(userOf('adviser'), {
      reply: (request) =>
        request.url.endsWith('/oauth_accounts/authorize')
          ? json(422, {
              errors: [
                { status: '422', code: 'rule.violated', title: 'Not allowed', detail: 'DocuSign is not set up for this portal yet.' },
              ],
            })
          : undefined,
    });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Connect DocuSign' }));
    expect(await screen.findByText('DocuSign is not set up for this portal yet.')).toBeTruthy();
    expect(goToDocusign).not.toHaveBeenCalled();
  });

  it('finishes connecting when DocuSign sends the adviser back, and takes the code out of the address', async () => {
    const connected = account('Hughes Wealth', 'adam@docusign.example');
    let isConnected = false;
    const user = userOf('adviser');
    const { sent, router } = renderPage(user, {
      path: '/account-settings?code=the-code&state=the-state',
      reply: (request) => {
        if (request.method === 'POST' && request.url.endsWith('/oauth_accounts')) {
          isConnected = true;
          return json(201, { data: { message: 'DocuSign connected', accounts: [connected] } });
        }
        if (request.url.endsWith(`/users/${user.id}/oauth_accounts`)) return json(200, { data: isConnected ? [connected] : [] });
        return undefined;
      },
    });
    expect(await screen.findByText('DocuSign connected')).toBeTruthy();
    expect(within(await section()).getByRole('list', { name: 'Connected DocuSign accounts' }).textContent).toContain('Hughes Wealth');
    const posts = sent.filter((r) => r.method === 'POST' && r.url.endsWith('/oauth_accounts'));
    expect(posts.map((r) => r.body)).toEqual([{ provider: 'docusign', code: 'the-code', state: 'the-state' }]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('#document-signing');
  });

  it('says so when the adviser turned DocuSign down', async () => {
    const { sent } = renderPage(userOf('adviser'), { path: '/account-settings?error=access_denied&state=x' });
    expect(await screen.findByText(/the request was cancelled at DocuSign/u)).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('disconnects an account only after the adviser confirms', async () => {
    const { sent } = renderPage(userOf('adviser'), {
      accounts: [account('Hughes Wealth', 'adam@docusign.example'), account('Hughes Pensions', 'adam@docusign.example')],
    });
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Disconnect Hughes Pensions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this DocuSign account?' });
    expect(dialog.textContent).toContain('The portal will forget Hughes Pensions (adam@docusign.example).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it connected' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(region).getByRole('button', { name: 'Disconnect Hughes Pensions' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect this DocuSign account?' })).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('DocuSign account disconnected')).toBeTruthy();
    await waitFor(() => expect(within(region).queryByText('Hughes Pensions')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it.each([
    ['an adviser while the practice has no DocuSign', 'adviser', []],
    ['a director', 'director', ['docusign']],
    ['a client', 'client', ['docusign']],
  ] as const)('is not shown to %s', async (_name, role, features) => {
    renderPage(userOf(role), { features: [...features] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Document signing' })).toBeNull();
  });
});
