import type { CurrentUser, DocumentListItem, FeatureFlag, PublicPractice } from '@advice/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { RoleHomePage } from '../home/role-home-page.tsx';

const documentsPath = '/api/v1/documents';

const waitingDocument = (n: number, name: string): DocumentListItem => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c0${n}`,
  name,
  case_id: '5e1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b01',
  case_name: 'Pension review pack',
  client_id: '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22',
  client_name: 'Olivia Hart',
  category_label: 'Investment',
  created_at: '2026-01-05T10:00:00.000Z',
  download_url: '/api/v1/client-cases/5e1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b01/documents/x/download',
  signing: { status: 'sent', your_turn: true, signed_count: 0, signer_count: 2 },
});

const page = (items: DocumentListItem[], total = items.length) =>
  json(200, { data: items }, { 'x-total': String(total), 'x-total-pages': '1' });

/** The home of `user` at a practice with `features` on, the documents list answering `documents`. */
function renderHome(user: CurrentUser, features: FeatureFlag[], documents: () => Response): SentRequest[] {
  const practice = practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
  const sent = stubFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/v1/client-dashboard') return json(200, { data: { tiles: [], links: [] } });
    return path === documentsPath ? documents() : undefined;
  });
  renderRoutes([{ path: '/', element: <RoleHomePage user={user} /> }], '/', { user, practice });
  return sent;
}

const documentCalls = (sent: SentRequest[]) =>
  sent.filter((request) => new URL(request.url, 'http://localhost').pathname === documentsPath);

afterEach(() => vi.unstubAllGlobals());

describe('the documents to sign panel', () => {
  it('lists what waits for the client’s signature with its case and a Sign link each, and leads to the whole list', async () => {
    const sent = renderHome(userOf('client'), ['eSignature'], () =>
      page([waitingDocument(1, 'Suitability report'), waitingDocument(2, 'Fee agreement')]),
    );
    const panel = await screen.findByRole('region', { name: 'Documents to sign' });
    expect(within(panel).getByText('2 documents are waiting for your signature.')).toBeTruthy();
    const items = within(within(panel).getByRole('list', { name: 'Documents waiting for your signature' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Suitability reportPension review packSign',
      'Fee agreementPension review packSign',
    ]);
    expect(within(panel).getByRole('link', { name: 'Sign Suitability report' }).getAttribute('href')).toBe(
      '/documents/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01/sign',
    );
    expect(within(panel).getByRole('link', { name: 'See everything waiting for your signature' }).getAttribute('href')).toBe(
      '/documents?filter=awaiting_signature',
    );
    const query = new URL(documentCalls(sent)[0]?.url ?? '', 'http://localhost').searchParams;
    expect(query.get('filter')).toBe('awaiting_signature');
  });

  it('names the client for staff, the first three only, and counts the rest', async () => {
    const four = [1, 2, 3, 4].map((n) => waitingDocument(n, `Document ${n}`));
    renderHome(userOf('adviser'), ['eSignature'], () => page(four, 4));
    const panel = await screen.findByRole('region', { name: 'Documents to sign' });
    expect(within(panel).getAllByText('Olivia Hart · Pension review pack')).toHaveLength(3);
    expect(within(panel).queryByText('Document 4')).toBeNull();
    expect(within(panel).getByText('and 1 more')).toBeTruthy();
  });

  it('shows nothing while nothing waits for the reader', async () => {
    const sent = renderHome(userOf('director'), ['eSignature'], () => page([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Director dashboard' })).toBeTruthy();
    await waitFor(() => expect(documentCalls(sent)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Documents to sign' })).toBeNull();
  });

  it('is not asked for while the practice’s eSignature flag is off', async () => {
    const sent = renderHome(userOf('client'), [], () => page([waitingDocument(1, 'Suitability report')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client dashboard' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(documentCalls(sent)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Documents to sign' })).toBeNull();
  });
});
