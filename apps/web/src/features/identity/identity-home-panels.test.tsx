import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/harness.tsx';
import { clientId, identificationUrl, page, stubServer, theClient, userOf, withFeature } from './identity.test-server.tsx';
import { identityHomePanels } from './identity-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanels(user: ReturnType<typeof userOf>, features = ['myIdentification']) {
  const practice = withFeature(features);
  const shown = identityHomePanels.filter((panel) => panel.isShown(user, practice));
  renderRoutes([{ path: '/', element: shown.map(({ key, Component }) => <Component key={key} user={user} />) }], '/', { user, practice });
  return shown.map((panel) => panel.key);
}

const requestedAt = '2026-03-04T10:00:00.000Z';

describe('the homes’ identification panels', () => {
  it('the client’s lists the physical copies their adviser asked for, leading to My Identification', async () => {
    stubServer({
      [`GET ${identificationUrl}/copy-requests`]: () =>
        page([
          {
            id: '0f0e0d0c-0000-4000-8000-000000000001',
            document_id: null,
            document_name: 'Passport',
            note: '',
            requested_at: requestedAt,
            requested_by: null,
            received_at: null,
            received_by: null,
          },
        ]),
    });
    expect(renderPanels(theClient)).toEqual(['identity-copies-requested']);
    expect((await screen.findByRole('link', { name: 'Passport' })).getAttribute('href')).toBe('/my-identification#physical-copies');
    expect(screen.getByText('Your adviser asked you for a physical copy of a document.')).toBeTruthy();
    expect(screen.getByText('Requested on March 4, 2026')).toBeTruthy();
  });

  it('an adviser’s lists the copies awaited from their clients; no panel while the feature is off', async () => {
    stubServer({
      'GET /api/v1/identification/copy-requests/awaited': () =>
        page([
          {
            id: '0f0e0d0c-0000-4000-8000-000000000001',
            client: { id: clientId, first_name: 'Olivia', last_name: 'Hart' },
            document_name: 'Passport',
            requested_at: requestedAt,
          },
        ]),
    });
    const adviser = userOf('adviser');
    expect(renderPanels(adviser)).toEqual(['identity-copies-awaited']);
    expect((await screen.findByRole('link', { name: 'Olivia Hart' })).getAttribute('href')).toBe(
      `/clients/${clientId}/identification#physical-copies`,
    );
    expect(screen.getByText('Passport, requested on March 4, 2026')).toBeTruthy();
    expect(renderPanels(adviser, [])).toEqual([]);
    expect(renderPanels(userOf('director'))).toEqual([]);
  });
});
