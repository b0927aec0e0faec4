import {
  type DashboardTileSection,
  dashboardTileSections,
  defaultPracticeSettings,
  type LandingPage,
  type PracticeSettingsResponse,
  type PublicPractice,
} from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, userOf } from '../../../test/harness.tsx';
import { ClientDashboardTiles } from './client-dashboard-tiles.tsx';
import { ClientMediaSection } from './client-media-section.tsx';
import { PracticeSettingsPage } from './practice-settings-page.tsx';
import { tilePaths, visibleTiles } from './tile-sections.ts';

const practiceWith = (features: string[]): PublicPractice =>
  practiceOf({ id: '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a22', features } as Partial<PublicPractice>);
const tilesOf = (sections: DashboardTileSection[]) => sections.map((section) => ({ section, image_url: null }));
const everyFlag = practiceWith([
  'requestAdvice',
  'reviewQuestionnaire',
  'documentsPack',
  'documentVault',
  'blog',
  'messages',
  'motivationCentre',
  'financialStrategy',
  'adviceRoom',
  'myIdentification',
  'iamSmart',
]);

describe('where each dashboard tile leads', () => {
  it('opens the pages that exist: cases for requests, documents for packs, the questionnaires page; the public service charters; the estate summary; messages, the motivation centre, financial strategies and meetings', () => {
    expect(tilePaths).toEqual({
      welcome: '/my-adviser',
      accountSettings: '/account-settings',
      servicesAndCharges: '/services-and-charges',
      recommendationsAndRequests: '/client-cases',
      questionnaires: '/questionnaires',
      documentPacks: '/documents',
      serviceCharter: '/our-service-charters',
      estateSummary: '/estate-summary',
      notes: '/messages',
      motivationCentre: '/motivation-centre',
      financialStrategy: '/financial-strategy',
      adviceRooms: '/meetings',
      documentVault: '/vault',
      myIdentification: '/my-identification',
      identityVerification: '/identity-verifications',
      blog: '/blog',
      brochureLibrary: '/library',
    });
  });

  it('leaves out the tiles whose area does not exist yet, even with their feature on', () => {
    const shown = visibleTiles(tilesOf([...dashboardTileSections]), everyFlag, ['our-service-charters']).map((tile) => tile.section);
    expect(shown).toEqual([
      'welcome',
      'blog',
      'financialStrategy',
      'notes',
      'recommendationsAndRequests',
      'adviceRooms',
      'questionnaires',
      'identityVerification',
      'documentPacks',
      'documentVault',
      'motivationCentre',
      'myIdentification',
      'accountSettings',
      'serviceCharter',
      'servicesAndCharges',
    ]);
  });

  it.each([
    ['recommendationsAndRequests', 'requestAdvice', '/client-cases'],
    ['questionnaires', 'reviewQuestionnaire', '/questionnaires'],
    ['documentPacks', 'documentsPack', '/documents'],
    ['notes', 'messages', '/messages'],
    ['motivationCentre', 'motivationCentre', '/motivation-centre'],
    ['financialStrategy', 'financialStrategy', '/financial-strategy'],
    ['adviceRooms', 'adviceRoom', '/meetings'],
    ['documentVault', 'documentVault', '/vault'],
    ['myIdentification', 'myIdentification', '/my-identification'],
    ['identityVerification', 'iamSmart', '/identity-verifications'],
  ] as const)('hides the %s tile while %s is off', (section, flag, path) => {
    expect(visibleTiles(tilesOf([section]), practiceWith([]), null)).toEqual([]);
    expect(visibleTiles(tilesOf([section]), practiceWith([flag]), null)).toEqual([{ section, image_url: null, path }]);
  });

  it.each([
    ['unknown', null],
    ['not published', ['terms']],
  ] as const)('hides the service charter tile while the public page is %s', (_state, pages: readonly LandingPage[] | null) => {
    expect(visibleTiles(tilesOf(['serviceCharter']), practiceWith([]), pages)).toEqual([]);
  });
});

describe('the client dashboard tiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderTiles(sections: DashboardTileSection[], practice: PublicPractice, publishedPages: LandingPage[]) {
    const sent = stubFetch(({ url }) => {
      if (url.includes('/api/v1/client-dashboard')) return json(200, { data: { tiles: tilesOf(sections), links: [] } });
      if (url.includes('/api/v1/landing-pages')) return json(200, { data: { enabled_pages: publishedPages } });
      return undefined;
    });
    renderRoutes([{ path: '/', element: <ClientDashboardTiles /> }], '/', { practice });
    return sent;
  }

  it('links each shown tile to its page, the service charter while it is published', async () => {
    renderTiles(['welcome', 'questionnaires', 'documentPacks', 'serviceCharter', 'documentVault'], everyFlag, ['our-service-charters']);
    const list = within(await screen.findByRole('list'));
    expect(await list.findByRole('link', { name: 'Service charter' })).toBeTruthy();
    const links = list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Welcome', '/my-adviser'],
      ['Questionnaires', '/questionnaires'],
      ['Document packs', '/documents'],
      ['Service charter', '/our-service-charters'],
      ['Document vault', '/vault'],
    ]);
  });

  it('shows no service charter tile while the practice does not publish its charters', async () => {
    renderTiles(['welcome', 'serviceCharter'], everyFlag, ['terms']);
    const list = within(await screen.findByRole('list'));
    expect(list.getByRole('link', { name: 'Welcome' })).toBeTruthy();
    await vi.waitFor(() => expect(list.queryByRole('link', { name: 'Service charter' })).toBeNull());
  });

  it('asks for the public site only when a tile needs it', async () => {
    const sent = renderTiles(['welcome'], everyFlag, []);
    expect(await screen.findByRole('link', { name: 'Welcome' })).toBeTruthy();
    expect(sent.filter((request) => request.url.includes('/landing-pages'))).toEqual([]);
  });
});

describe('the dashboard tiles a practice is offered in its settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The client-media settings of a practice with `features` on, publishing `pages`, whose stored tiles are all enabled. */
  function renderTileSettings(features: string[], pages: LandingPage[]) {
    const settings: PracticeSettingsResponse = {
      settings: { ...defaultPracticeSettings, 'landing-pages': { enabledLandingPages: pages } },
      files: [],
      advisers: [],
    };
    const sent = stubFetch(({ url, method }) => {
      if (url.endsWith('/api/v1/practice-settings') && method === 'GET') return json(200, { data: settings });
      if (method === 'PATCH') return json(200, { data: settings });
      return undefined;
    });
    renderRoutes(
      [
        {
          path: '/practice-settings',
          element: <PracticeSettingsPage />,
          children: [{ path: 'client-media', element: <ClientMediaSection /> }],
        },
      ],
      '/practice-settings/client-media',
      { user: userOf('director'), practice: practiceWith(features) },
    );
    return sent;
  }

  const offeredTiles = async () => {
    const card = await screen.findByRole('region', { name: 'Client dashboard tiles' });
    return within(card)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
  };

  it('are exactly the tiles a client can be shown: a page that exists, its feature on, its public page published', async () => {
    renderTileSettings(['messages', 'documentVault'], ['our-service-charters']);
    expect(await offeredTiles()).toEqual([
      'Welcome',
      'Notes',
      'Document vault',
      'Account settings',
      'Service charter',
      'Services and charges',
    ]);
  });

  it('keep what is stored for the tiles not offered when the practice saves', async () => {
    const sent = renderTileSettings([], []);
    expect(await offeredTiles()).toEqual(['Welcome', 'Account settings', 'Services and charges']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Welcome' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    const saved = sent.find((request) => request.method === 'PATCH')?.body as { dashboardTiles: { section: string; enabled: boolean }[] };
    expect(saved.dashboardTiles).toHaveLength(dashboardTileSections.length);
    expect(saved.dashboardTiles.find((tile) => tile.section === 'welcome')?.enabled).toBe(false);
    expect(saved.dashboardTiles.find((tile) => tile.section === 'blog')?.enabled).toBe(true);
  });
});
