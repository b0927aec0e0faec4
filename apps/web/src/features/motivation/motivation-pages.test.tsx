import { motivationMessages as say } from '@advice/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientDetailOf, json, renderRoutes } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import { motivationNavItems } from './motivation.nav.tsx';
import {
  clientId,
  commentOf,
  fileOf,
  itemId,
  itemOf,
  itemsUrl,
  page,
  practiceWith,
  refusal,
  renderMotivation,
  stubServer,
  userOf,
} from './motivation.test-server.tsx';
import { motivationHomePanels } from './motivation-home-panels.tsx';

vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ title, url }: { title: string; url: string }) => <p data-testid="pdf-viewer">{`${title} at ${url}`}</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const adviser = userOf('adviser');
const gallery = itemOf({
  id: '6c9f2e1d-3a4b-4c5d-9e0f-1a2b3c4d5e6f',
  kind: 'gallery',
  title: 'Cottage',
  url: null,
  main_image: fileOf('11111111-1111-4111-8111-111111111111', 'front.jpg'),
  images: [fileOf('22222222-2222-4222-8222-222222222222', 'garden.jpg'), fileOf('33333333-3333-4333-8333-333333333333', 'beach.jpg')],
  comment_count: 2,
});
const plan = itemOf({
  id: '7d0a3f2e-4b5c-4d6e-8f0a-2b3c4d5e6f70',
  kind: 'pdf',
  title: 'Retirement plan',
  url: null,
  pdf: { id: '44444444-4444-4444-8444-444444444444', file_name: 'plan.pdf', size_bytes: 2000, url: `${itemsUrl}/x/pdf` },
});

describe('the grid', () => {
  it('shows each item as a card: a link opens its site in a new tab, a PDF and a gallery open their page', async () => {
    stubServer({ [`GET ${itemsUrl}`]: () => page([gallery, plan, itemOf({ comment_count: 1 })]) });
    renderMotivation('/motivation-centre', client);
    const cards = await screen.findByRole('list', { name: 'Items of the motivation centre' });
    const link = within(cards).getByRole('link', { name: /Sailing club/u });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://sailing.example.com/join', '_blank']);
    expect(within(cards).getByRole('link', { name: 'Retirement plan' }).getAttribute('href')).toBe(`/motivation-centre/${plan.id}`);
    expect(within(cards).getByRole('link', { name: 'Cottage' }).getAttribute('href')).toBe(`/motivation-centre/${gallery.id}`);
    expect(within(cards).getByRole('img', { name: 'Cottage, photo 1 of 3' }).getAttribute('src')).toBe(gallery.main_image?.url);
    expect(within(cards).getByText('3 photos')).toBeTruthy();
    expect(within(cards).getByRole('link', { name: '2 comments' }).getAttribute('href')).toBe(`/motivation-centre/${gallery.id}`);
    expect(within(cards).getByRole('link', { name: '1 comment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an item' }).getAttribute('href')).toBe('/motivation-centre/new');
  });

  it('an empty centre says what to add next, and leads to the form', async () => {
    stubServer({ [`GET ${itemsUrl}`]: () => page([]) });
    renderMotivation('/motivation-centre', client);
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByText(/Add a link, a PDF or photos that keep you going/u)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add an item' }).map((link) => link.getAttribute('href'))).toContain(
      '/motivation-centre/new',
    );
  });

  it('staff see a client’s centre under the client, inviting them to add for the client', async () => {
    const detail = clientDetailOf({ id: clientId, first_name: 'Charlotte', last_name: 'Hughes' });
    stubServer({ [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: detail }), [`GET ${itemsUrl}`]: () => page([]) });
    renderMotivation(`/clients/${clientId}/motivation-centre`, adviser);
    expect(await screen.findByText(/Add a link, a PDF or photos that keep Charlotte Hughes going/u)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add an item' })[0]?.getAttribute('href')).toBe(
      `/clients/${clientId}/motivation-centre/new`,
    );
  });

  it('with the flag off the pages are not found and the sidebar has no link', async () => {
    stubServer({});
    renderMotivation('/motivation-centre', client, practiceWith([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(motivationNavItems(client, practiceWith([]))).toEqual([]);
    expect(motivationNavItems(adviser, practiceWith())).toEqual([]);
    expect(motivationNavItems(client, practiceWith()).map((item) => [item.label, item.to])).toEqual([
      ['motivation.nav', '/motivation-centre'],
    ]);
  });
});

describe('an item’s page', () => {
  it('shows a gallery with its main image first and every photo as a thumbnail that shows it', async () => {
    stubServer({
      [`GET ${itemsUrl}/${gallery.id}`]: () => json(200, { data: gallery }),
      [`GET ${itemsUrl}/${gallery.id}/comments`]: () => page([]),
    });
    renderMotivation(`/motivation-centre/${gallery.id}`, client);
    const photos = await screen.findByRole('region', { name: 'Photos of Cottage' });
    expect(within(photos).getByRole('img', { name: 'Cottage, photo 1 of 3' }).getAttribute('src')).toBe(gallery.main_image?.url);
    const thumbnails = within(photos).getByRole('list', { name: 'All photos' });
    const third = within(thumbnails).getByRole('button', { name: 'Show photo 3 of 3' });
    fireEvent.click(third);
    expect(within(photos).getByRole('img', { name: 'Cottage, photo 3 of 3' }).getAttribute('src')).toBe(gallery.images[1]?.url);
    expect(third.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a PDF file in the viewer, and a PDF elsewhere by its link', async () => {
    const byLink = itemOf({ kind: 'pdf', title: 'Brochure', url: 'https://example.com/brochure.pdf' });
    stubServer({
      [`GET ${itemsUrl}/${plan.id}`]: () => json(200, { data: plan }),
      [`GET ${itemsUrl}/${plan.id}/comments`]: () => page([]),
      [`GET ${itemsUrl}/${itemId}`]: () => json(200, { data: byLink }),
      [`GET ${itemsUrl}/${itemId}/comments`]: () => page([]),
    });
    const { router } = renderMotivation(`/motivation-centre/${plan.id}`, client);
    expect((await screen.findByTestId('pdf-viewer')).textContent).toBe(`Retirement plan at ${plan.pdf?.url}`);
    await act(() => router.navigate(`/motivation-centre/${itemId}`));
    const open = await screen.findByRole('link', { name: /Open the PDF/u });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual(['https://example.com/brochure.pdf', '_blank']);
  });

  it('shows a comment the other side wrote as soon as the socket says so, without reloading', async () => {
    let comments = [commentOf('c1000000-0000-4000-8000-000000000001', 'Well done!')];
    stubServer({
      [`GET ${itemsUrl}/${itemId}`]: () => json(200, { data: itemOf({ comment_count: comments.length }) }),
      [`GET ${itemsUrl}/${itemId}/comments`]: () => page(comments),
    });
    renderMotivation(`/motivation-centre/${itemId}`, client);
    const list = await screen.findByRole('list', { name: 'Comments on Sailing club' });
    expect(within(list).getByText('Well done!')).toBeTruthy();

    // The adviser comments on another item: this page stays as it is.
    comments = [commentOf('c1000000-0000-4000-8000-000000000002', 'Book it!'), ...comments];
    act(() => dispatchAreaEvent({ type: 'motivation.comments', clientId, itemId: 'c1000000-0000-4000-8000-0000000000ff' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).queryByText('Book it!')).toBeNull();
    // Then on this one: the socket's event reloads the comments.
    act(() => dispatchAreaEvent({ type: 'motivation.comments', clientId, itemId }));
    expect(await within(list).findByText('Book it!')).toBeTruthy();
    comments = [commentOf('c1000000-0000-4000-8000-000000000003', 'And the boat?'), ...comments];
    act(() => dispatchAreaEvent({ type: 'motivation.comments', clientId, itemId }));
    expect(await within(list).findByText('And the boat?')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.querySelector('.motivation-comment__body')?.textContent),
    ).toEqual(['Well done!', 'Book it!', 'And the boat?']);
  });

  it('sends a comment, refuses an empty one beside the field, and toasts “comment not sent” when it fails', async () => {
    let fails = false;
    const sent = stubServer({
      [`GET ${itemsUrl}/${itemId}`]: () => json(200, { data: itemOf() }),
      [`GET ${itemsUrl}/${itemId}/comments`]: () => page([]),
      [`POST ${itemsUrl}/${itemId}/comments`]: (request) =>
        fails
          ? refusal(500, 'Some error occurred. Please try again.')
          : json(201, { data: commentOf('c2', String(request.body?.body), { is_own: true }) }),
    });
    renderMotivation(`/motivation-centre/${itemId}`, client);
    expect(await screen.findByText(/No comments yet/u)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText(say['motivation.commentRequired'])).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Booked!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ body: 'Booked!' }]),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    fails = true;
    fireEvent.change(box, { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment not sent. Please try again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Again');
  });
});

describe('the home panel', () => {
  const notice = (id: string, seen: boolean, kind = 'motivation.commented') => ({
    id,
    kind,
    title: 'New comment in your motivation centre',
    body: 'Priya Shah commented on “Sailing club”.',
    link: `/motivation-centre/${itemId}`,
    created_at: '2026-03-03T15:05:00.000Z',
    seen,
    archived: false,
  });

  it('lists the unread comment notices, leading to the item, and shows nothing when none waits', async () => {
    const [panel] = motivationHomePanels;
    if (!panel) throw new Error('no panel');
    expect(panel.isShown(client, practiceWith())).toBe(true);
    expect(panel.isShown(client, practiceWith([]))).toBe(false);
    let notices = [
      notice('d1000000-0000-4000-8000-000000000001', false),
      notice('d1000000-0000-4000-8000-000000000002', true),
      notice('d1000000-0000-4000-8000-000000000003', false, 'todos.created'),
    ];
    stubServer({ 'GET /api/v1/users/notifications': () => page(notices) });
    const { unmount } = renderRoutes([{ path: '/', element: <panel.Component user={client} /> }], '/', { user: client });
    expect(await screen.findByText('One comment you have not read yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Priya Shah commented on “Sailing club”.' }).getAttribute('href')).toBe(
      `/motivation-centre/${itemId}`,
    );
    unmount();

    notices = [notice('d1000000-0000-4000-8000-000000000002', true)];
    const sent = stubServer({ 'GET /api/v1/users/notifications': () => page(notices) });
    renderRoutes([{ path: '/', element: <panel.Component user={client} /> }], '/', { user: client });
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'New comments in the motivation centre' })).toBeNull();
  });
});
