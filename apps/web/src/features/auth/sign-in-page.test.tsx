import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, notSignedIn, practiceOf, renderRoutes, stubFetch, userOf } from '../../test/harness.tsx';
import { SignInPage } from './sign-in-page.tsx';

const user = userOf('client', { two_factor_method: 'email', can_choose_session_timeout: true });

/** A scripted server: the sign-in endpoint answers with the queued replies in turn. */
function stubServer(signInReplies: Response[]) {
  return stubFetch(({ url }) => {
    if (url === '/api/v1/practice') return json(200, { data: practiceOf() });
    if (url === '/api/v1/users/me') return notSignedIn();
    if (url === '/api/v1/users/sign_in') return signInReplies.shift() ?? json(500, {});
    return undefined;
  });
}

function renderSignIn() {
  renderRoutes(
    [
      { path: '/users/sign_in', element: <SignInPage /> },
      { path: '/client', element: <h1>Client home</h1> },
    ],
    '/users/sign_in',
  );
}

async function submitCredentials() {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'Client@Demo.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-Portal-2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie.
    document.cookie = 'csrf_token=token-123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the one-time passcode when the server requires one, then signs in with it', async () => {
    const sent = stubServer([json(200, { data: { two_factor_required: true, method: 'email' } }), json(200, { data: user })]);
    renderSignIn();
    await submitCredentials();

    const otp = await screen.findByLabelText('One-time passcode');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter your one-time passcode');
    expect(screen.getByText(/We sent a 6-digit code to your e-mail/)).toBeTruthy();

    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
    const signIns = sent.filter((request) => request.url === '/api/v1/users/sign_in');
    expect(signIns.map((request) => request.body)).toEqual([
      { email: 'client@demo.test', password: 'Demo-Portal-2026!', remember_me: false },
      { email: 'client@demo.test', password: 'Demo-Portal-2026!', remember_me: false, otp_code_token: '123456' },
    ]);
    expect(signIns.every((request) => request.csrf === 'token-123')).toBe(true);
  });

  it('checks the passcode format before asking the server', async () => {
    const sent = stubServer([json(200, { data: { two_factor_required: true, method: 'authenticator' } })]);
    renderSignIn();
    await submitCredentials();
    const otp = await screen.findByLabelText('One-time passcode');
    expect(screen.getByText(/Open your authenticator app/)).toBeTruthy();

    fireEvent.change(otp, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(otp.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.url === '/api/v1/users/sign_in')).toHaveLength(1);
  });

  it('shows a wrong passcode beside the passcode field', async () => {
    stubServer([
      json(200, { data: { two_factor_required: true, method: 'email' } }),
      json(401, {
        errors: [
          {
            status: '401',
            code: 'auth.invalid_otp',
            title: 'Invalid two-factor code',
            detail: 'Invalid two-factor code.',
            source: { pointer: '/otp_code_token' },
          },
        ],
      }),
    ]);
    renderSignIn();
    await submitCredentials();
    fireEvent.change(await screen.findByLabelText('One-time passcode'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const error = await screen.findByText('Invalid two-factor code.', { selector: '.ui-field__error' });
    expect(screen.getByLabelText('One-time passcode').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows a refused sign-in as an alert on the form and stays on the page', async () => {
    stubServer([
      json(401, {
        errors: [{ status: '401', code: 'auth.invalid_credentials', title: 'Sign-in failed', detail: 'Incorrect e-mail or password.' }],
      }),
    ]);
    renderSignIn();
    await submitCredentials();
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect e-mail or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
