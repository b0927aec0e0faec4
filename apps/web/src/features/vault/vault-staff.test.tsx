import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import {
  clientId,
  clientSeenBy,
  itemOf,
  itemUrl,
  listUrl,
  page,
  renderVault,
  stubServer,
  theClient,
  userOf,
  willId,
  withFeature,
} from './vault.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const shared = itemOf({ is_shared_with_adviser: true });

function serve(items = [shared], extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
    [`GET ${listUrl}`]: () => page(items),
    ...extra,
  });
}

describe('the staff’s view of a client’s vault', () => {
  it('lists the documents the client shares, read-only, each opening its page', async () => {
    serve();
    renderVault(`/clients/${clientId}/vault`, adviser);
    const link = await screen.findByRole('link', { name: 'Will 2024' });
    expect(link.getAttribute('href')).toBe(`/clients/${clientId}/vault/${willId}`);
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Download Will 2024' })).toBeTruthy();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/u })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add document' })).toBeNull();
    expect(screen.getByText(/They decide what you see: a document they stop sharing leaves this list at once/u)).toBeTruthy();
  });

  it('with nothing shared, says the adviser will be told when something is', async () => {
    serve([]);
    renderVault(`/clients/${clientId}/vault`, adviser);
    expect(await screen.findByRole('heading', { name: 'Nothing shared yet' })).toBeTruthy();
    expect(
      screen.getByText(/Olivia Hart has not shared any document from their vault with you. When they do, you are notified/u),
    ).toBeTruthy();
  });

  it('searches the shared documents by name once three characters are typed', async () => {
    const sent = serve([shared], { [`GET ${listUrl}?search=will&page=1&per_page=20`]: () => page([shared]) });
    renderVault(`/clients/${clientId}/vault`, adviser);
    const search = await screen.findByRole('searchbox', { name: 'Search shared documents by name' });
    fireEvent.change(search, { target: { value: 'wi' } });
    expect(await screen.findByText('Enter at least 3 characters to search')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'will' } });
    await waitFor(() => expect(sent.some((request) => request.url.includes('search=will'))).toBe(true));
  });

  it('a document no longer shared (or never) is the not-found page', async () => {
    serve([], {
      [`GET ${itemUrl(willId)}`]: () =>
        json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'x' }] }),
    });
    renderVault(`/clients/${clientId}/vault/${willId}`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('one shared document shows its details and download, never where the client keeps it', async () => {
    serve([], { [`GET ${itemUrl(willId)}`]: () => json(200, { data: shared }) });
    renderVault(`/clients/${clientId}/vault/${willId}`, adviser);
    expect(await screen.findByText('Will 2024.pdf (2.1 MB), uploaded on March 2, 2026')).toBeTruthy();
    expect(screen.queryByText('Location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Will 2024.pdf' })).toBeTruthy();
  });

  it('is the not-found page while the practice has the vault off; the client is sent to their own vault', async () => {
    serve();
    renderVault(`/clients/${clientId}/vault`, adviser, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('sends the client to their own vault from the staff address', async () => {
    serve();
    const router = renderVault(`/clients/${clientId}/vault`, theClient);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vault'));
  });
});
