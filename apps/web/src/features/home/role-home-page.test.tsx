import type { ActionRequiredItem, ClientDashboard, CurrentUser, PublicPractice, Role } from '@advice/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { RoleHomePage } from './role-home-page.tsx';

const practiceWith = (features: string[]): PublicPractice =>
  practiceOf({ id: testPracticeId, name: 'Demo Practice', mailbox_enabled: true, features } as Partial<PublicPractice>);

const noTiles: ClientDashboard = { tiles: [], links: [] };

/** The home of `user`; the server answers the dashboard with `dashboard` and other paths from `replies`, else a 404. */
function renderHome(
  user: CurrentUser,
  practice: PublicPractice,
  { dashboard = noTiles, replies = {} }: { dashboard?: ClientDashboard; replies?: Record<string, () => Response> } = {},
): SentRequest[] {
  const sent = stubFetch(({ url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v1/client-dashboard') return json(200, { data: dashboard });
    return replies[path]?.();
  });
  renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice });
  return sent;
}

/** The links of a home section, as [text, address] pairs. */
function linksOf(section: string): [string | null, string | null][] {
  const region = screen.getByRole('region', { name: section });
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Whether `first` comes before `second` in the page. */
const isBefore = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Lets every request the home made be answered and drawn. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => vi.unstubAllGlobals());

describe('the client home', () => {
  const pack: ActionRequiredItem = {
    kind: 'review_pack',
    case_id: 'a1f7f0e0-4a55-4f43-9b5e-0a1f2f0c1c01',
    type: 'recommendation_pack_case',
    name: 'Retirement income plan',
    status: 'reviewing_pack',
    since: '2026-03-04T10:00:00.000Z',
  };
  const tiles = (sections: ClientDashboard['tiles'][number]['section'][]): ClientDashboard => ({
    tiles: sections.map((section) => ({ section, image_url: null })),
    links: [],
  });

  it('leads with what waits on the client, then their areas as tiles, without a tile whose feature is off', async () => {
    renderHome(userOf('client'), practiceWith(['recommendationPack', 'requestAdvice', 'messages']), {
      dashboard: tiles(['welcome', 'notes', 'documentVault', 'recommendationsAndRequests', 'accountSettings']),
      replies: { '/api/v1/action-required': () => json(200, { data: [pack] }) },
    });
    const waiting = await screen.findByRole('region', { name: 'Packs from your adviser' });
    expect(within(waiting).getByText('Your adviser sent you a pack and is waiting for your answer.')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Retirement income plan' }).getAttribute('href')).toBe(
      `/client-cases/${pack.case_id}`,
    );
    const areas = await screen.findByRole('region', { name: 'Your areas' });
    expect(isBefore(waiting, areas)).toBe(true);
    expect(linksOf('Your areas')).toEqual([
      ['Welcome', '/my-adviser'],
      ['Notes', '/messages'],
      ['Recommendations and requests', '/client-cases'],
      ['Account settings', '/account-settings'],
    ]);
  });

  it('holds its panels and tiles back until every first answer has arrived, so none pushes another down as it comes', async () => {
    let release = () => {};
    const actionRequired = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/client-dashboard') return json(200, { data: tiles(['welcome', 'accountSettings']) });
      if (path === '/api/v1/action-required') {
        await actionRequired;
        return json(200, { data: [pack] });
      }
      return json(404, {});
    });
    renderRoutes([{ path: '/', element: <RoleHomePage user={userOf('client')} /> }], '/', {
      user: userOf('client'),
      practice: practiceWith(['recommendationPack']),
    });
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    // The tiles' answer is in, but they wait for the pack's.
    expect(screen.queryByRole('region', { name: 'Your areas' })).toBeNull();
    release();
    const waiting = await screen.findByRole('region', { name: 'Packs from your adviser' });
    expect(isBefore(waiting, screen.getByRole('region', { name: 'Your areas' }))).toBe(true);
  });

  it('names “Account settings” once, and shows no mailbox, personal data or directory cards', async () => {
    renderHome(userOf('client'), practiceWith(['twoFactorAuthentication', 'gdprDataDownload']), {
      dashboard: tiles(['welcome', 'accountSettings']),
    });
    await screen.findByRole('region', { name: 'Your areas' });
    await settle();
    expect(screen.getAllByText('Account settings')).toHaveLength(1);
    expect(screen.queryByText('Demo mailbox')).toBeNull();
    expect(screen.queryByText('Your personal data')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your portal' })).toBeNull();
  });

  it('draws a tile with no image of its own on the practice’s colours, with its icon', async () => {
    renderHome(userOf('client'), practiceWith([]), {
      dashboard: {
        tiles: [
          { section: 'welcome', image_url: null },
          { section: 'accountSettings', image_url: '/files/tile.png' },
        ],
        links: [],
      },
    });
    const welcome = await screen.findByRole('link', { name: 'Welcome' });
    expect(welcome.querySelector('.client-tile__image--drawn svg')).not.toBeNull();
    const settings = screen.getByRole('link', { name: 'Account settings' });
    expect(settings.querySelector('img')?.getAttribute('src')).toBe('/files/tile.png');
    expect(settings.querySelector('.client-tile__image--drawn')).toBeNull();
  });

  it('shows the client’s areas from their sidebar while the practice shows no tiles', async () => {
    renderHome(userOf('client'), practiceWith(['topUp', 'customizableFaq']));
    await screen.findByRole('region', { name: 'Your areas' });
    expect(linksOf('Your areas').map(([, to]) => to)).toEqual(
      expect.arrayContaining(['/my-adviser', '/client-cases', '/top-ups', '/services-and-charges', '/faq']),
    );
  });

  it('offers the requests to the adviser whose features are on', async () => {
    renderHome(userOf('client'), practiceWith(['topUp', 'onlineAdvice', 'f2FRequest']));
    const requests = await screen.findByRole('region', { name: 'Ask your adviser' });
    const cards = within(requests).getAllByRole('link');
    expect(cards.map((card) => [card.querySelector('h3')?.textContent, card.getAttribute('href')])).toEqual([
      ['Request online advice', '/new-case'],
      ['Request a meeting', '/new-meeting'],
      ['Request a top-up', '/new-top-up'],
    ]);
  });

  it('asks nothing of the adviser while no request is on', async () => {
    renderHome(userOf('client'), practiceWith([]));
    await screen.findByRole('heading', { level: 1, name: 'Client dashboard' });
    await settle();
    expect(screen.queryByRole('region', { name: 'Ask your adviser' })).toBeNull();
  });
});

describe('every home', () => {
  const everyFeature = [
    'topUp',
    'onlineAdvice',
    'f2FRequest',
    'recommendationPack',
    'documentsPack',
    'reviewQuestionnaire',
    'inviteProspectiveClient',
    'customizableFaq',
  ];

  it.each<[string, Role]>([
    ['a client', 'client'],
    ['an adviser', 'adviser'],
    ['a practice admin', 'admin'],
    ['a director', 'director'],
    ['a super admin', 'super_admin'],
  ])('of %s says nothing about what may come later, and repeats no directory of the sidebar’s areas', async (_who, role) => {
    const user = role === 'super_admin' ? userOf(role, { practice_id: null }) : userOf(role);
    renderHome(user, practiceWith(everyFeature));
    await screen.findByRole('heading', { level: 1 });
    await settle();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/will appear here|coming soon|as it is set up/iu);
    expect(screen.queryByRole('region', { name: 'Your work' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your portal' })).toBeNull();
  });
});

describe('a staff home', () => {
  it('offers what a director may start, after the work, each while its feature is on', async () => {
    renderHome(userOf('director'), practiceWith(['inviteProspectiveClient', 'recommendationPack']));
    const shortcuts = await screen.findByRole('region', { name: 'Start something new' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add a client', '/clients/new'],
      ['Invite a prospect', '/clients/new-prospect'],
      ['Recommendation packs for several clients', '/clients/new-recommendation-packs'],
      ['Add an adviser', '/advisers/new'],
    ]);
  });

  it('offers an adviser no adviser to add and nothing of a feature that is off', async () => {
    renderHome(userOf('adviser'), practiceWith([]));
    await screen.findByRole('region', { name: 'Start something new' });
    expect(linksOf('Start something new')).toEqual([['Add a client', '/clients/new']]);
  });

  it('asks a person who signs in with a password alone to turn on two-factor sign-in, while the practice offers it', async () => {
    renderHome(userOf('adviser'), practiceWith(['twoFactorAuthentication']));
    const security = await screen.findByRole('region', { name: 'Sign-in security' });
    expect(within(security).getByRole('link', { name: 'Turn on two-factor authentication' }).getAttribute('href')).toBe(
      '/account-settings#two-factor',
    );
    cleanup();

    for (const [user, features] of [
      [userOf('adviser', { two_factor_method: 'email' }), ['twoFactorAuthentication']],
      [userOf('adviser'), []],
    ] as const) {
      renderHome(user, practiceWith([...features]));
      await screen.findByRole('heading', { level: 1, name: 'Adviser dashboard' });
      await settle();
      expect(screen.queryByRole('region', { name: 'Sign-in security' })).toBeNull();
      cleanup();
    }
  });
});

describe('the super admin home', () => {
  const practice = (id: string, name: string, extra: object) => ({
    id,
    name,
    hosts: [`${id.slice(-2)}.localhost`],
    practice_type: 'independent',
    status: 'active',
    suspended_at: null,
    clients_count: 0,
    has_active_director: true,
    created_at: '2026-11-01T09:00:00.000Z',
    ...extra,
  });
  const attention = [
    practice('4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a01', 'Harbour Wealth', { status: 'suspended', suspended_at: '2026-11-20T09:00:00.000Z' }),
    practice('4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a02', 'North Star', { has_active_director: false }),
  ];

  it('leads with the practices needing attention, each leading to its page, and offers nothing to start', async () => {
    const sent = renderHome(userOf('super_admin', { practice_id: null }), practiceWith([]), {
      replies: { '/api/v1/practices': () => json(200, { data: attention }, { 'x-total': '2', 'x-total-pages': '1' }) },
    });
    const panel = await screen.findByRole('region', { name: 'Practices needing attention' });
    expect(within(panel).getByText('2 practices are suspended or have no director yet.')).toBeTruthy();
    expect(linksOf('Practices needing attention')).toEqual([
      ['Harbour Wealth', `/super_administrator/practices/${attention[0]?.id}`],
      ['North Star', `/super_administrator/practices/${attention[1]?.id}`],
      ['All practices', '/super_administrator/practices?filter=attention'],
    ]);
    expect(within(panel).getByText('Suspended · 01.localhost')).toBeTruthy();
    expect(within(panel).getByText('No director yet · 02.localhost')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Start something new' })).toBeNull();
    await waitFor(() =>
      expect(sent.map(({ url }) => new URL(url, 'http://localhost').search)).toContain('?filter=attention&page=1&per_page=20'),
    );
  });

  it('says what to do when no practice needs attention: a super admin may add one, a support admin only find people', async () => {
    const none = { '/api/v1/practices': () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' }) };
    renderHome(userOf('super_admin', { practice_id: null }), practiceWith([]), { replies: none });
    await screen.findByText('Every practice is open and has a director. Add a practice or find a person from here.');
    expect(linksOf('Practices')).toEqual([
      ['Add a practice', '/super_administrator/practices/new'],
      ['Find a person', '/super_administrator/users'],
    ]);
    cleanup();
    renderHome(userOf('support_admin', { practice_id: null }), practiceWith([]), { replies: none });
    await screen.findByText('Every practice is open and has a director. Add a practice or find a person from here.');
    expect(linksOf('Practices')).toEqual([['Find a person', '/super_administrator/users']]);
  });
});
