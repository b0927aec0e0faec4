import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/harness.tsx';
import { listUrl, page, stubServer, theClient, userOf, verificationId, verificationOf, withFeatures } from './verification.test-server.tsx';
import { verificationHomePanels } from './verification-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanels(user: ReturnType<typeof userOf>, features = ['singpass', 'iamSmart']) {
  const practice = withFeatures(features);
  const shown = verificationHomePanels.filter((panel) => panel.isShown(user, practice));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {shown.map(({ key, Component }) => (
              <Component key={key} user={user} />
            ))}
          </>
        ),
      },
    ],
    '/',
    { user, practice },
  );
  return shown.map((panel) => panel.key);
}

describe('the homes’ identity verification panels', () => {
  it('the client’s lists the verifications waiting for them to sign in, each leading to it', async () => {
    const sent = stubServer({ [`GET ${listUrl}`]: () => page([verificationOf({ actions: ['submit', 'cancel'] })]) });
    expect(renderPanels(theClient)).toEqual(['identity-verifications-waiting']);
    const link = await screen.findByRole('link', { name: 'Verify with Singpass' });
    expect(link.getAttribute('href')).toBe(`/identity-verifications/${verificationId}`);
    expect(screen.getByText('Your adviser asked you to verify your identity.')).toBeTruthy();
    expect(sent[0]?.url).toContain('status=in_progress');
  });

  it('the adviser’s lists the submitted verifications to review, by client', async () => {
    stubServer({
      'GET /api/v1/identity-verifications/to-review': () =>
        page([
          {
            id: verificationId,
            authority: 'iamSmart',
            client: { id: theClient.id, first_name: 'Olivia', last_name: 'Hart' },
            submitted_at: '2026-03-02T10:00:00.000Z',
          },
        ]),
    });
    expect(renderPanels(userOf('adviser'))).toEqual(['identity-verifications-to-review']);
    const link = await screen.findByRole('link', { name: 'Olivia Hart' });
    expect(link.getAttribute('href')).toBe(`/clients/${theClient.id}/identity-verifications/${verificationId}`);
    expect(screen.getByText('iAM Smart, Submitted on March 2, 2026')).toBeTruthy();
  });

  it('shows nothing while neither authority is on, and nothing to a director', () => {
    expect(renderPanels(theClient, [])).toEqual([]);
    expect(renderPanels(userOf('director'))).toEqual([]);
  });
});
