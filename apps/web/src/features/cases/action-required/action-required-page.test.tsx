import type { ActionRequiredItem } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes } from '../../../test/harness.tsx';
import { practiceWith, stubServer, userOf } from '../top-ups/top-ups.test-server.tsx';
import { actionRequiredRoutes } from './action-required.area.tsx';

function renderPage(role: 'client' | 'adviser' = 'client') {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...actionRequiredRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    '/action-required',
    { user: userOf(role), practice: practiceWith([]) },
  ).router;
}

const item = (overrides: Partial<ActionRequiredItem>): ActionRequiredItem => ({
  kind: 'review_pack',
  case_id: '7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a01',
  type: 'recommendation_pack_case',
  name: 'Pension consolidation',
  status: 'reviewing_pack',
  since: '2026-03-02T10:15:00.000Z',
  ...overrides,
});

describe('action required', () => {
  it('groups what waits on the client and links each to its case page', async () => {
    stubServer({
      'GET /api/v1/action-required': () =>
        json(200, {
          data: [
            item({}),
            item({
              kind: 'fill_questionnaire',
              case_id: '7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a02',
              type: 'review_questionnaire_case',
              name: 'Annual review 2026',
              status: 'building',
            }),
            item({
              kind: 'complete_request',
              case_id: '7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a03',
              type: 'online_advice_request',
              name: 'Retirement planning',
              status: 'building',
            }),
          ],
        }),
    });
    renderPage();
    expect(await screen.findByText('3 things need your attention')).toBeTruthy();
    const packs = screen.getByRole('region', { name: 'Packs to review' });
    const link = within(packs).getByRole('link', { name: /Pension consolidation/u });
    expect(link.getAttribute('href')).toBe('/client-cases/7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a01');
    expect(link.textContent).toContain('Review the pack · Waiting since March 2, 2026');
    expect(
      within(screen.getByRole('region', { name: 'Questionnaires to fill in' })).getByRole('link', { name: /Annual review 2026/u }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Online Advice Requests to complete' }))
        .getByRole('link', { name: /Retirement planning/u })
        .getAttribute('href'),
    ).toBe('/client-cases/7e2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a03');
    expect(screen.queryByRole('region', { name: 'Document packs to complete' })).toBeNull();
  });

  it('says nothing needs attention when nothing waits', async () => {
    stubServer({ 'GET /api/v1/action-required': () => json(200, { data: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeTruthy();
  });

  it('is a client page: staff are sent to their own area without asking the server', async () => {
    const sent = stubServer({});
    const router = renderPage('adviser');
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/adviser');
    expect(sent.filter((request) => request.url.includes('action-required'))).toEqual([]);
  });
});
