import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/harness.tsx';
import {
  listUrl,
  page,
  pdfDocument,
  strategyId,
  strategyOf,
  stubServer,
  theClient,
  userOf,
  withFeature,
} from './financial-strategy.test-server.tsx';
import { financialStrategyHomePanels } from './financial-strategy-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPanels(user: ReturnType<typeof userOf>, features = ['financialStrategy']) {
  const practice = withFeature(features);
  const shown = financialStrategyHomePanels.filter((panel) => panel.isShown(user, practice));
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

describe('the homes’ financial strategy panels', () => {
  it('the client’s lists the strategies shared and not opened yet, each leading to it', async () => {
    const sent = stubServer({
      [`GET ${listUrl}`]: () => page([strategyOf({ status: 'shared', document: pdfDocument, shared_at: '2026-03-04T10:00:00.000Z' })]),
    });
    expect(renderPanels(theClient)).toEqual(['financial-strategy-shared']);
    const link = await screen.findByRole('link', { name: 'Retirement plan' });
    expect(link.getAttribute('href')).toBe(`/financial-strategy/${strategyId}`);
    expect(screen.getByText('Your adviser shared a financial strategy you have not opened yet.')).toBeTruthy();
    expect(sent[0]?.url).toContain('unopened=true');
  });

  it('staff see the strategies waiting on them, with what each still needs', async () => {
    stubServer({
      'GET /api/v1/financial-strategies/to-share': () =>
        page([
          {
            id: strategyId,
            title: 'Retirement plan',
            client: { id: theClient.id, first_name: 'Olivia', last_name: 'Hart' },
            next_step: 'upload',
            updated_at: '2026-03-01T10:00:00.000Z',
          },
        ]),
    });
    const adviser = userOf('adviser');
    expect(renderPanels(adviser)).toEqual(['financial-strategies-to-share']);
    expect((await screen.findByRole('link', { name: 'Olivia Hart' })).getAttribute('href')).toBe(
      `/clients/${theClient.id}/financial-strategy/${strategyId}`,
    );
    expect(screen.getByText('Retirement plan: upload its document')).toBeTruthy();
  });

  it('no panel while the feature is off, and none while nothing waits', async () => {
    expect(renderPanels(theClient, [])).toEqual([]);
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    renderPanels(theClient);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your financial strategy' })).toBeNull();
  });
});
