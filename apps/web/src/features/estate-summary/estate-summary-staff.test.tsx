import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientActionsSeenBy, clientDetailOf, json, renderRoutes } from '../../test/harness.tsx';
import { estateSummaryNavItems } from './estate-summary.nav.tsx';
import { clientId, practiceWith, renderEstateSummary, stubServer, summaryOf, summaryUrl, userOf } from './estate-summary.test-server.tsx';
import { EstateSummaryClientSection } from './estate-summary-client-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const client = clientDetailOf({
  id: clientId,
  first_name: 'Charlotte',
  last_name: 'Hughes',
  actions: clientActionsSeenBy(adviser, { relation: 'own', rights: [], can_remove_clients: false }),
});

describe('the estate summary for staff', () => {
  it('opens under the client, with the client’s header and the same sections', async () => {
    stubServer({
      [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf({ updated_by: { id: adviser.id, name: 'Priya Shah' } }) }),
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: client }),
    });
    renderEstateSummary(`/clients/${clientId}/estate-summary`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charlotte Hughes' }).getAttribute('href')).toBe(`/clients/${clientId}`);
    expect(screen.getByText(/What Charlotte Hughes owns/u)).toBeTruthy();
    expect(screen.getByText(/Last saved by Priya Shah/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe(`/clients/${clientId}/estate-summary/audit-trail`);
    expect(screen.getByRole('button', { name: /^Explanatory note/u })).toBeTruthy();
  });

  it('has no page of their own', async () => {
    stubServer({});
    renderEstateSummary('/estate-summary', adviser);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows on the client’s page who saved last, with links to the summary and its audit trail', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summaryOf() }) });
    renderRoutes([{ path: '/', element: <EstateSummaryClientSection client={client} user={adviser} /> }], '/', {
      user: adviser,
      practice: practiceWith(['estateSummary']),
    });
    const card = await screen.findByRole('region', { name: 'Estate summary' });
    expect(await within(card).findByText(/Last saved by Charlotte Hughes/u)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open estate summary' }).getAttribute('href')).toBe(
      `/clients/${clientId}/estate-summary`,
    );
    expect(within(card).getByRole('link', { name: 'Estate summary audit trail' }).getAttribute('href')).toBe(
      `/clients/${clientId}/estate-summary/audit-trail`,
    );
  });

  it('leaves the client’s page and the sidebar without it while the feature is off', async () => {
    const sent = stubServer({});
    renderRoutes([{ path: '/', element: <EstateSummaryClientSection client={client} user={adviser} /> }], '/', {
      user: adviser,
      practice: practiceWith([]),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Estate summary' })).toBeNull();
    expect(sent.filter((request) => request.url.includes('estate-summary'))).toEqual([]);
    expect(estateSummaryNavItems(userOf('client'), practiceWith([]))).toEqual([]);
    expect(estateSummaryNavItems(adviser, practiceWith(['estateSummary']))).toEqual([]);
    expect(estateSummaryNavItems(userOf('client'), practiceWith(['estateSummary'])).map((item) => item.to)).toEqual(['/estate-summary']);
  });
});
