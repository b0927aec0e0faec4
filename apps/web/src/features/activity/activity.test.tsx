import type { ActivityItem, ClientDetail, CurrentUser, InteractionReport, PublicPractice, SummaryReport } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientActionsSeenBy,
  clientDetailOf,
  json,
  practiceOf,
  renderRoutes,
  type SentRequest,
  userOf as signedIn,
  stubFetch,
  testPracticeId,
} from '../../test/harness.tsx';
import { activityRoutes } from './activity.area.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
const adviser = signedIn('adviser', { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', first_name: 'Priya', last_name: 'Shah' });
const detail: ClientDetail = clientDetailOf({
  id: clientId,
  first_name: 'Olivia',
  last_name: 'Hart',
  actions: clientActionsSeenBy(adviser, { relation: 'own', rights: [], can_remove_clients: false }),
});
const feedUrl = `/api/v1/clients/${clientId}/activity-feed`;
const reportUrl = `/api/v1/clients/${clientId}/interaction-reports`;
const summaryUrl = `/api/v1/clients/${clientId}/summary-interaction-reports`;

const practiceWith = (features: string[]): PublicPractice =>
  practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);

/** The server: the client's detail, and each call the test scripts, by "METHOD path"; what was sent is recorded. */
function stubServer(handlers: Record<string, (request: SentRequest, url: URL) => Response>): SentRequest[] {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.method === 'GET' && url.pathname === `/api/v1/clients/${clientId}`) return json(200, { data: detail });
    return handlers[`${request.method} ${url.pathname}`]?.(request, url);
  });
}

function renderAt(path: string, user: CurrentUser = adviser, features = ['clientActivityFeed', 'todos', 'messages']) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...activityRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice: practiceWith(features) },
  );
}

const item = (id: string, area: ActivityItem['area'], sentence: string, at: string): ActivityItem => ({
  id,
  area,
  sentence,
  actor_name: 'Priya Shah',
  created_at: at,
});

describe('the activity feed', () => {
  it('groups the client’s events by day, newest first, each with its time and area', async () => {
    stubServer({
      [`GET ${feedUrl}`]: () =>
        json(
          200,
          {
            data: [
              item('e3', 'todos', 'Priya Shah added the to-do “Send payslips”', '2026-03-03T15:05:00'),
              item('e2', 'cases', 'Olivia Hart accepted the recommendation pack', '2026-03-02T10:30:00'),
              item('e1', 'account', 'Olivia Hart signed in', '2026-03-02T09:00:00'),
            ],
          },
          { 'x-total': '3', 'x-total-pages': '1' },
        ),
    });
    renderAt(`/clients/${clientId}/activity-feed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity feed' })).toBeTruthy();
    const march2 = await screen.findByRole('region', { name: 'Activity on March 2, 2026' });
    expect(
      within(march2)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10:30 amOlivia Hart accepted the recommendation packCases', '9:00 amOlivia Hart signed inAccount']);
    const march3 = screen.getByRole('region', { name: 'Activity on March 3, 2026' });
    expect(within(march3).getByText('Priya Shah added the to-do “Send payslips”')).toBeTruthy();
    expect(within(march3).getByText('3:05 pm')).toBeTruthy();
  });

  it('narrows to one area of those the practice has on, and says so when that area has nothing', async () => {
    const sent = stubServer({
      [`GET ${feedUrl}`]: (_request, url) =>
        json(200, { data: url.searchParams.get('area') ? [] : [item('e1', 'account', 'Olivia Hart signed in', '2026-03-02T09:00:00')] }),
    });
    renderAt(`/clients/${clientId}/activity-feed`);
    const filter = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    const offered = [...filter.options].map((option) => option.textContent);
    expect(offered).toEqual(['All areas', 'Cases', 'Case documents', 'Messages', 'To-dos', 'Fact find', 'Account']);

    fireEvent.change(filter, { target: { value: 'todos' } });
    expect(await screen.findByRole('heading', { name: 'Nothing in To-dos yet' })).toBeTruthy();
    expect(sent.at(-1)?.url).toBe(`${feedUrl}?area=todos&page=1&per_page=20`);
    fireEvent.click(screen.getByRole('button', { name: 'All areas' }));
    expect(await screen.findByText('Olivia Hart signed in')).toBeTruthy();
  });

  it('says what will appear when nothing has happened yet, and is the not-found page while the feed is off', async () => {
    stubServer({ [`GET ${feedUrl}`]: () => json(200, { data: [] }) });
    const first = renderAt(`/clients/${clientId}/activity-feed`);
    expect(await screen.findByRole('heading', { name: 'Nothing has happened yet' })).toBeTruthy();
    first.unmount();
    renderAt(`/clients/${clientId}/activity-feed`, adviser, ['todos']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

const report: InteractionReport = {
  feature: 'messages',
  from: '2026-03-01',
  to: '2026-03-31',
  rows: [
    {
      person_id: clientId,
      person_name: 'Olivia Hart',
      role: 'client',
      role_label: 'Client',
      action: 'message_sent',
      action_label: 'Message sent',
      count: 4,
      last_at: '2026-03-20T10:00:00',
    },
  ],
};

describe('the interaction reports', () => {
  it('shows who did what in a feature over the last 30 days, and another feature when chosen', async () => {
    const sent = stubServer({
      [`GET ${reportUrl}`]: (_request, url) =>
        json(200, {
          data: {
            ...report,
            feature: url.searchParams.get('feature'),
            rows: url.searchParams.get('feature') === 'todos' ? [] : report.rows,
          },
        }),
    });
    renderAt(`/clients/${clientId}/messages/interaction-reports`);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Role', 'Action', 'Times', 'Last time']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Olivia Hart', 'Client', 'Message sent', '4', 'March 20, 2026, 10:00 am']);
    const first = new URL(sent.find((request) => request.url.startsWith(reportUrl))?.url ?? '', 'http://localhost');
    expect(first.searchParams.get('feature')).toBe('messages');
    const from = Date.parse(`${first.searchParams.get('from')}T00:00:00Z`);
    expect(Date.parse(`${first.searchParams.get('to')}T00:00:00Z`) - from).toBe(29 * 86_400_000);

    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'todos' } });
    expect(await screen.findByRole('heading', { name: 'Nothing over this period' })).toBeTruthy();
    expect(screen.getByText(/No one did anything in To-dos for this client/u)).toBeTruthy();
  });

  it('says a reversed period beside “From” and asks nothing for it; downloads the CSV of the period shown', async () => {
    const sent = stubServer({
      [`GET ${reportUrl}`]: () => json(200, { data: report }),
      [`GET ${reportUrl}.csv`]: () =>
        new Response('Person\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="r.csv"' },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(`/clients/${clientId}/messages/interaction-reports`);
    await screen.findByRole('table');
    const asked = sent.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The start of the period cannot be after its end')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
    expect(sent.length).toBe(asked);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['r.csv']));
    expect(sent.map((request) => request.url)).toContain(`${reportUrl}.csv?feature=messages&from=2026-03-01&to=2026-03-31`);
  });

  it('the summary counts per feature and person', async () => {
    const summary: SummaryReport = {
      from: '2026-03-01',
      to: '2026-03-31',
      rows: [
        {
          feature: 'todos',
          person_id: clientId,
          person_name: 'Olivia Hart',
          role: 'client',
          role_label: 'Client',
          count: 2,
          last_at: '2026-03-20T10:00:00',
        },
      ],
    };
    stubServer({ [`GET ${summaryUrl}`]: () => json(200, { data: summary }) });
    renderAt(`/clients/${clientId}/summary-interaction-reports`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary interaction report' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['To-dos', 'Olivia Hart', 'Client', '2', 'March 20, 2026, 10:00 am']);
  });

  it('is no page of the client’s', async () => {
    stubServer({});
    renderAt(`/clients/${clientId}/summary-interaction-reports`, signedIn('client', { id: clientId }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
