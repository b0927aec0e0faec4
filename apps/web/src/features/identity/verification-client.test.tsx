import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { browserNavigation } from './verification.api.ts';
import { verificationNavItems } from './verification.nav.tsx';
import {
  listUrl,
  oneUrl,
  page,
  renderVerifications,
  singpassDetails,
  stubServer,
  theClient,
  userOf,
  verificationId,
  verificationOf,
  withFeatures,
} from './verification.test-server.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const waiting = verificationOf({ actions: ['submit', 'cancel'] });
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function serve(verifications = [waiting], extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    [`GET ${listUrl}`]: () => page(verifications),
    [`GET ${oneUrl}`]: () => json(200, { data: verifications[0] }),
    ...extra,
  });
}

describe('the client’s verifications', () => {
  it('lists what their adviser asked for, or says what will happen when nothing is', async () => {
    serve([]);
    renderVerifications('/identity-verifications', theClient);
    expect(await screen.findByText('No verification requested')).toBeTruthy();
    expect(
      screen.getByText('When your adviser asks you to verify your identity, the request will appear here and you will be told.'),
    ).toBeTruthy();
  });

  it('says a return from the authority could not be matched (a tampered or spent sign-in)', async () => {
    serve();
    renderVerifications('/identity-verifications?outcome=unknown', theClient);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not match this sign-in to a verification of yours');
    expect(await screen.findByRole('link', { name: 'Singpass verification' })).toBeTruthy();
  });

  it('staff addresses send the client to their own', async () => {
    serve();
    const router = renderVerifications(`/clients/${theClient.id}/identity-verifications`, theClient);
    await waitFor(() => expect(router.state.location.pathname).toBe('/identity-verifications'));
  });

  it('has a sidebar link while either authority is on', () => {
    expect(verificationNavItems(theClient, withFeatures(['iamSmart']))).toMatchObject([{ to: '/identity-verifications' }]);
    expect(verificationNavItems(theClient, withFeatures([]))).toEqual([]);
    expect(verificationNavItems(userOf('adviser'), withFeatures())).toEqual([]);
  });
});

describe('verifying with the authority', () => {
  it('consents, then leaves for the authority’s sign-in', async () => {
    const goTo = vi.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined);
    const url = 'http://portal.test/api/v1/identity-sandbox/singpass/auth?client_id=advice-portal';
    const sent = serve([waiting], { [`POST ${oneUrl}/consent`]: () => json(200, { data: { authorization_url: url } }) });
    renderVerifications(`/identity-verifications/${verificationId}`, theClient);
    expect(await screen.findByText('Before we open your ISA, please confirm who you are.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with Singpass' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(url));
    expect(sent.some((request) => request.method === 'POST' && request.url === `${oneUrl}/consent`)).toBe(true);
  });

  it('says when the authority cannot be reached, in the spec’s words', async () => {
    const goTo = vi.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined);
    serve([waiting], {
      [`POST ${oneUrl}/consent`]: () =>
        json(503, {
          errors: [
            {
              status: '503',
              code: 'server.error',
              title: 'Something went wrong',
              detail: 'We cannot process the verification at the moment. Please try again later.',
            },
          ],
        }),
    });
    renderVerifications(`/identity-verifications/${verificationId}`, theClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify with Singpass' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The verification could not start');
    expect(alert.textContent).toContain('We cannot process the verification at the moment. Please try again later.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('iAM Smart on a phone is not offered: “Not supported”, and nothing is sent', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iphone);
    const sent = serve([verificationOf({ authority: 'iamSmart', actions: ['submit', 'cancel'] })]);
    renderVerifications(`/identity-verifications/${verificationId}`, theClient);
    expect(await screen.findByText('Not supported')).toBeTruthy();
    expect(screen.getByText('iAM Smart is not supported on mobile devices.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify with iAM Smart' })).toBeNull();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('an authority switched off since the request is not offered', async () => {
    const sent = serve();
    renderVerifications(`/identity-verifications/${verificationId}`, theClient, withFeatures(['iamSmart']));
    expect(await screen.findByText(/Singpass is no longer available in this practice/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify with Singpass' })).toBeNull();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('the server’s own “Not supported” refusal shows with its title', async () => {
    serve([verificationOf({ authority: 'iamSmart', actions: ['submit', 'cancel'] })], {
      [`POST ${oneUrl}/consent`]: () =>
        json(422, {
          errors: [
            { status: '422', code: 'rule.violated', title: 'Not supported', detail: 'iAM Smart is not supported on mobile devices.' },
          ],
        }),
    });
    renderVerifications(`/identity-verifications/${verificationId}`, theClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify with iAM Smart' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not supportediAM Smart is not supported on mobile devices.');
  });

  it('back from the authority, the page says the details were received and shows them', async () => {
    serve([
      verificationOf({ status: 'submitted', details: singpassDetails, submitted_at: '2026-03-02T10:00:00.000Z', actions: ['cancel'] }),
    ]);
    renderVerifications(`/identity-verifications/${verificationId}?outcome=received`, theClient);
    expect(await screen.findByText('Your details were received from Singpass. Your adviser will now review them.')).toBeTruthy();
    expect(screen.getByText('CHEN MEI LING')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify with Singpass' })).toBeNull();
  });

  it('cancelling tells the client their adviser will be told, and that it cannot be undone', async () => {
    const sent = serve([waiting], {
      [`POST ${oneUrl}/cancel`]: () =>
        json(200, {
          data: {
            ...waiting,
            status: 'cancelled',
            actions: [],
            cancelled_at: '2026-03-03T10:00:00.000Z',
            message: 'Identity verification cancelled',
          },
        }),
    });
    renderVerifications(`/identity-verifications/${verificationId}`, theClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this verification?' });
    expect(dialog.textContent).toContain('Your adviser will be told.');
    expect(dialog.textContent).toContain('Cancelling cannot be undone.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel verification' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sent.some((request) => request.url === `${oneUrl}/cancel`)).toBe(true));
    expect(await screen.findByText('Identity verification cancelled')).toBeTruthy();
  });
});
