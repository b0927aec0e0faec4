import { emptyFigures, type MetaDashboard, type PracticeStatistics, presetPeriod } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import { homePanelsFor } from '../home/home-panels.tsx';
import { reportsRoutes } from './reports.area.tsx';
import { reportsNavItems } from './reports.nav.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const director = signedIn('director', { first_name: 'Priya', last_name: 'Shah' });
const adviser = signedIn('adviser');
const practice = practiceOf({ id: testPracticeId });

function statisticsOf(from: string, to: string): PracticeStatistics {
  return {
    from,
    to,
    figures: { ...emptyFigures(), clientsAdded: 4, messagesSent: 12 },
    top_up_amounts: [{ currency: 'GBP', amount: 7500 }],
    cases_by_type: [{ type: 'online_advice_request', label: 'Online Advice Request', count: 2 }],
    cases_by_status: [{ status: 'completed', label: 'Completed', count: 1 }],
    advisers: [
      { adviser_id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', name: 'Ada Lovelace', figures: { ...emptyFigures(), clientsAdded: 3 } },
    ],
    on_books: { clients: 40, prospects: 5 },
  };
}

function renderAt(path: string, user = director) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...reportsRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    {
      user,
      practice,
    },
  );
}

describe('the practice statistics', () => {
  it('shows each figure in a table a screen reader reads, and asks again for the period a preset sets', async () => {
    const sent: SentRequest[] = stubFetch((request) => {
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/v1/practice-reports')
        return json(200, { data: statisticsOf(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '') });
      return undefined;
    });
    renderAt('/practice-statistics');
    const table = await screen.findByRole('table', { name: /^Figures from / });
    const clients = within(table).getByRole('rowheader', { name: 'Clients added' });
    expect(clients.closest('tr')?.textContent).toBe('Clients added4');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Figure', 'Count']);
    expect(screen.getByText('On the books now: 40 clients and 5 prospects.')).toBeTruthy();
    expect(screen.getByText('Top-ups requested: £7,500.')).toBeTruthy();
    const byAdviser = screen.getByRole('table', { name: /^Figures by adviser from / });
    expect(within(byAdviser).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeTruthy();

    const thisMonth = presetPeriod('thisMonth');
    expect(sent[0]?.url).toContain(`from=${thisMonth.from}&to=${thisMonth.to}`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'last12Months' } });
    const year = presetPeriod('last12Months');
    await waitFor(() => expect(sent.at(-1)?.url).toContain(`from=${year.from}&to=${year.to}`));
    expect((screen.getByLabelText('From', { exact: true }) as HTMLInputElement).value).toBe(year.from);
  });

  it('is no page for an adviser, and no link in their sidebar', async () => {
    stubFetch(() => undefined);
    renderAt('/practice-statistics', adviser);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/iu })).toBeTruthy();
    expect(reportsNavItems(adviser)).toEqual([]);
    expect(reportsNavItems(director).map((item) => item.to)).toEqual(['/practice-statistics']);
  });
});

describe('the director’s home', () => {
  it('leads with this month’s figures against last month’s, for the director only', () => {
    expect(homePanelsFor(director, practice)[0]?.key).toBe('reports-headline-figures');
    expect(homePanelsFor(adviser, practice).some((panel) => panel.key === 'reports-headline-figures')).toBe(false);
  });

  it('shows each headline figure with last month’s beside it', async () => {
    const dashboard: MetaDashboard = {
      this_month: { from: '2026-04-01', to: '2026-04-14', figures: { ...emptyFigures(), meetingsHeld: 6 } },
      last_month: { from: '2026-03-01', to: '2026-03-31', figures: { ...emptyFigures(), meetingsHeld: 4 } },
    };
    stubFetch((request) =>
      new URL(request.url, 'http://localhost').pathname === '/api/v1/clients/meta-dashboard' ? json(200, { data: dashboard }) : undefined,
    );
    const panel = homePanelsFor(director, practice)[0];
    if (!panel) throw new Error('no panel');
    renderRoutes([{ path: '*', element: <panel.Component user={director} /> }], '/', { user: director, practice });
    const region = await screen.findByRole('region', { name: 'This month so far' });
    const figure = within(region).getByText('Meetings held').closest('div');
    expect(figure?.textContent).toBe('Meetings held6March 2026: 4 Change: +2');
  });
});
