import { type DashboardTileSection, dashboardTileSections, type LandingPage, type PublicPractice } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch } from '../../../test/harness.tsx';
import { ClientDashboardTiles } from './client-dashboard-tiles.tsx';
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
  'myIdentification',
  'iamSmart',
]);

describe('where each dashboard tile leads', () => {
  it('opens the pages that exist: cases for requests, documents for packs, the questionnaires page; the public service charters; the estate summary; messages, the motivation centre and financial strategies', () => {
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
      documentVault: '/vault',
      myIdentification: '/my-identification',
      identityVerification: '/identity-verifications',
    });
  });

  it('leaves out the tiles whose area does not exist yet, even with their feature on', () => {
    const shown = visibleTiles(tilesOf([...dashboardTileSections]), everyFlag, ['our-service-charters']).map((tile) => tile.section);
    expect(shown).toEqual([
      'welcome',
      'financialStrategy',
      'notes',
      'recommendationsAndRequests',
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
