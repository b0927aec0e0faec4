import type { CurrentUser, PublicPractice } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { RoleHomePage } from './role-home-page.tsx';

const practiceWith = (features: string[]): PublicPractice =>
  practiceOf({ id: testPracticeId, name: 'Demo Practice', mailbox_enabled: false, features } as Partial<PublicPractice>);

function renderHome(user: CurrentUser, practice: PublicPractice) {
  stubFetch(({ url }) => (url.includes('/api/v1/client-dashboard') ? json(200, { data: { tiles: [], links: [] } }) : undefined));
  renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice });
}

/** The cards of a home section, as [title, link] pairs. */
function cardsOf(section: string): [string | null, string | null][] {
  const region = screen.getByRole('region', { name: section });
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.querySelector('h3')?.textContent ?? null, link.getAttribute('href')]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the client home', () => {
  it('lists what the client has: cases, action required, adviser and services, and no top-ups while that flag is off', async () => {
    renderHome(userOf('client'), practiceWith(['f2FRequest']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    expect(cardsOf('Your portal')).toEqual([
      ['My adviser', '/my-adviser'],
      ['My cases', '/client-cases'],
      ['Action required', '/action-required'],
      ['Services and charges', '/services-and-charges'],
    ]);
    expect(screen.getByText(/Your recommendations, questionnaires, document packs and requests/u)).toBeTruthy();
    expect(cardsOf('Ask your adviser')).toEqual([['Request a meeting', '/new-meeting']]);
  });

  it('adds top-ups, online advice and the FAQ while their flags are on', async () => {
    renderHome(userOf('client'), practiceWith(['topUp', 'onlineAdvice', 'customizableFaq', 'f2FRequest']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    expect(cardsOf('Your portal')).toEqual([
      ['My adviser', '/my-adviser'],
      ['My cases', '/client-cases'],
      ['Action required', '/action-required'],
      ['Top-ups', '/top-ups'],
      ['Services and charges', '/services-and-charges'],
      ['FAQ', '/faq'],
    ]);
    expect(cardsOf('Ask your adviser')).toEqual([
      ['Request online advice', '/new-case'],
      ['Request a meeting', '/new-meeting'],
      ['Request a top-up', '/new-top-up'],
    ]);
  });

  it('no longer says that more will come', async () => {
    renderHome(userOf('client'), practiceWith([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    expect(screen.queryByText(/will appear here as it is set up for you/u)).toBeNull();
  });
});

describe('a staff home', () => {
  it('keeps “Your work” with the staff texts and offers no client requests', async () => {
    renderHome(userOf('adviser'), practiceWith(['topUp', 'onlineAdvice']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adviser dashboard' })).toBeTruthy();
    expect(cardsOf('Your work').map(([, to]) => to)).toContain('/client-cases');
    expect(screen.getByText(/Cases and packs: what is being prepared/u)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your portal' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ask your adviser' })).toBeNull();
  });
});
