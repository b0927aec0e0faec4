import type { CurrentUser, DocumentListItem, DocumentSigningSummary, FeatureFlag, PublicPractice } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, testPracticeId, userOf } from '../../test/harness.tsx';
import { DocumentsPage } from './documents-page.tsx';

const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
const caseId = '5e1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b01';

const signing = (overrides: Partial<DocumentSigningSummary>): DocumentSigningSummary => ({
  status: 'sent',
  your_turn: false,
  signed_count: 0,
  signer_count: 2,
  ...overrides,
});

const documentOf = (n: number, name: string, overrides: Partial<DocumentListItem> = {}): DocumentListItem => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c0${n}`,
  name,
  case_id: caseId,
  case_name: 'Pension review pack',
  client_id: clientId,
  client_name: 'Olivia Hart',
  category_label: 'Investment',
  created_at: '2026-01-05T10:00:00.000Z',
  download_url: `/api/v1/client-cases/${caseId}/documents/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c0${n}/download`,
  signing: null,
  ...overrides,
});

const toSign = documentOf(1, 'Suitability report', { signing: signing({ your_turn: true }) });
const everyState = [
  toSign,
  documentOf(2, 'Fee agreement', { signing: signing({ signed_count: 1 }) }),
  documentOf(3, 'Letter of engagement', { signing: signing({ status: 'completed', signed_count: 2 }) }),
  documentOf(4, 'Transfer form', { signing: signing({ status: 'declined' }) }),
  documentOf(5, 'Fact sheet'),
];

const page = (items: DocumentListItem[], headers: Record<string, string> = {}) =>
  json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1', ...headers });

type Lists = { all?: () => Response; awaiting?: () => Response };

/** The documents page as `user` sees it at a practice with `features` on, the server answering each list. */
function renderPage(user: CurrentUser, lists: Lists, { features = ['eSignature'], path = '/documents' } = {}) {
  const practice = practiceOf({ id: testPracticeId, features: features as FeatureFlag[] } as Partial<PublicPractice>);
  const sent = stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== '/api/v1/documents') return undefined;
    return url.searchParams.get('filter') === 'awaiting_signature' ? lists.awaiting?.() : lists.all?.();
  });
  renderRoutes([{ path: '/documents', element: <DocumentsPage /> }], path, { user, practice });
  return sent;
}

const queriesOf = (sent: SentRequest[]) =>
  sent.map((request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams) as Record<string, string>);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the documents page', () => {
  it('lists a client’s documents newest first with their case, category, date and signing, and a Sign link on their turn', async () => {
    const sent = renderPage(userOf('client', { id: clientId }), { all: () => page(everyState), awaiting: () => page([toSign]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(columnsOf(table)).toEqual(['Document', 'Case', 'Category', 'Added', 'Signing', 'Actions']);

    const report = rowOf('Suitability report');
    expect(within(report).getByRole('link', { name: 'Suitability report' }).getAttribute('href')).toBe(toSign.download_url);
    expect(within(report).getByRole('link', { name: 'Pension review pack' }).getAttribute('href')).toBe(`/client-cases/${caseId}`);
    expect(within(report).getByText('Investment')).toBeTruthy();
    expect(within(report).getByText('January 5, 2026')).toBeTruthy();
    expect(within(report).getByText('Waiting for your signature')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'Sign Suitability report' }).getAttribute('href')).toBe(`/documents/${toSign.id}/sign`);

    expect(within(rowOf('Fee agreement')).getByText('Awaiting signatures · 1 of 2 signed')).toBeTruthy();
    expect(within(rowOf('Letter of engagement')).getByText('Signed')).toBeTruthy();
    expect(within(rowOf('Transfer form')).getByText('Signing declined')).toBeTruthy();
    for (const name of ['Fee agreement', 'Letter of engagement', 'Transfer form', 'Fact sheet'])
      expect(within(rowOf(name)).queryByRole('link', { name: /^Sign/u })).toBeNull();
    expect(queriesOf(sent)).toEqual(
      expect.arrayContaining([
        { filter: 'all', page: '1', per_page: '20' },
        { filter: 'awaiting_signature', page: '1', per_page: '20' },
      ]),
    );
  });

  it('switches to what waits for the reader’s signature, with the count on the switch, and back', async () => {
    const sent = renderPage(userOf('client', { id: clientId }), { all: () => page(everyState), awaiting: () => page([toSign]) });
    const nav = await screen.findByRole('navigation', { name: 'Which documents to show' });
    const waiting = await within(nav).findByRole('link', { name: /^Waiting for my signature\s*1 document waiting$/u });
    expect(within(nav).getByRole('link', { name: 'All documents' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(waiting);
    const table = await screen.findByRole('table', { name: 'Documents waiting for your signature' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(waiting.getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'All documents' }));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeTruthy();
    expect(queriesOf(sent).filter((query) => query.filter === 'all').length).toBeGreaterThanOrEqual(2);
  });

  it('shows staff each document’s client and leads to the case under the client', async () => {
    renderPage(userOf('adviser'), { all: () => page([toSign, documentOf(3, 'Letter of engagement')]), awaiting: () => page([]) });
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(columnsOf(table)).toEqual(['Document', 'Client', 'Case', 'Category', 'Added', 'Signing', 'Actions']);
    const row = rowOf('Letter of engagement');
    expect(within(row).getByText('Olivia Hart')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Pension review pack' }).getAttribute('href')).toBe(
      `/clients/${clientId}/cases/${caseId}`,
    );
    // Nothing waits on the adviser: the switch carries no count.
    expect(screen.getByRole('link', { name: 'Waiting for my signature' })).toBeTruthy();
  });

  it.each([
    ['a client', userOf('client', { id: clientId }), 'When your adviser shares documents with you, they appear here.', null],
    [
      'staff',
      userOf('director'),
      'Add documents on a client’s case: open the client, then the case, and upload them in its Documents section.',
      ['Go to your clients', '/clients'],
    ],
  ] as const)('says what to do next when %s has no documents', async (_who, user, text, action) => {
    renderPage(user, { all: () => page([]), awaiting: () => page([]) });
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    if (action) expect(screen.getByRole('link', { name: action[0] }).getAttribute('href')).toBe(action[1]);
    else expect(screen.queryByRole('link', { name: 'Go to your clients' })).toBeNull();
  });

  it('says nothing waits when the reader has nothing to sign, and leads back to every document', async () => {
    renderPage(
      userOf('client', { id: clientId }),
      { all: () => page(everyState), awaiting: () => page([]) },
      {
        path: '/documents?filter=awaiting_signature',
      },
    );
    expect(await screen.findByText('Nothing is waiting for your signature.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See all documents' }));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeTruthy();
  });

  it('offers no switch and asks for nothing waiting while the practice does not sign in the product', async () => {
    const sent = renderPage(
      userOf('client', { id: clientId }),
      { all: () => page([documentOf(5, 'Fact sheet')]) },
      {
        features: [],
        path: '/documents?filter=awaiting_signature',
      },
    );
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Which documents to show' })).toBeNull();
    expect(queriesOf(sent).map((query) => query.filter)).toEqual(['all']);
  });

  it('shows cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    renderPage(userOf('adviser'), { all: () => page([toSign]), awaiting: () => page([toSign]) });
    const list = await screen.findByRole('list', { name: 'Documents' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Suitability report' })).toBeTruthy();
    expect(within(card).getByText('Olivia Hart')).toBeTruthy();
    expect(within(card).getByText('Waiting for your signature')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Sign Suitability report' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through a long list', async () => {
    const sent = renderPage(userOf('client', { id: clientId }), {
      all: () => page([toSign], { 'x-total': '21', 'x-total-pages': '2', 'x-next-page': '2' }),
      awaiting: () => page([]),
    });
    const pager = await screen.findByRole('navigation', { name: 'Documents' });
    expect(within(pager).getByText('Page 1 of 2 (21 documents)')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queriesOf(sent)).toContainEqual({ filter: 'all', page: '2', per_page: '20' }));
  });
});
