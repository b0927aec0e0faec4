import { financialStrategyMessages } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import {
  clientId,
  clientSeenBy,
  listUrl,
  page,
  pdfDocument,
  renderStrategies,
  strategyId,
  strategyOf,
  stubServer,
  userOf,
  withFeature,
} from './financial-strategy.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const admin = userOf('admin', { admin_level: 'normal' });
const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const supporting: Standing = { relation: 'supporting', rights: [], can_remove_clients: false };
const shareUrl = `${listUrl}/${strategyId}/share`;

function serve(viewer = adviser, standing = own, strategies = [strategyOf()], extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(viewer, standing) }),
    [`GET ${listUrl}`]: () => page(strategies),
    ...extra,
  });
}

const item = async (title = 'Retirement plan') => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

describe('the staff page of a client’s strategies', () => {
  it('lists each strategy with its status and its document, or that it still needs one', async () => {
    serve(adviser, own, [
      strategyOf(),
      strategyOf({
        id: 'c1d2e3f4-0000-4000-8000-000000000001',
        title: 'School fees',
        status: 'shared',
        document: pdfDocument,
        shared_at: '2026-03-04T10:00:00.000Z',
        shared_by: { id: adviser.id, name: 'Priya Shah' },
      }),
    ]);
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser);
    const draft = await item();
    expect(within(draft).getByText('Not shared')).toBeTruthy();
    expect(within(draft).getByText('No document yet. Upload it before you share the strategy.')).toBeTruthy();
    const shared = await item('School fees');
    expect(within(shared).getByText('Shared')).toBeTruthy();
    expect(within(shared).getByText('Retirement plan.pdf (2.1 MB), uploaded on March 2, 2026')).toBeTruthy();
    expect(within(shared).getByText('Shared on March 4, 2026 by Priya Shah')).toBeTruthy();
    expect(within(shared).getByText('Not opened by the client yet')).toBeTruthy();
    expect(within(shared).getByRole('button', { name: 'Unshare' })).toBeTruthy();
  });

  it('refuses to share a strategy without its document at once, beside the button, and sends nothing', async () => {
    const sent = serve();
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser);
    const button = within(await item()).getByRole('button', { name: 'Share with client' });
    fireEvent.click(button);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Upload the strategy document before you share it with the client.');
    expect(button.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shares one with its document once the person confirms what the client will see', async () => {
    const ready = strategyOf({ document: pdfDocument });
    const sent = serve(adviser, own, [ready], {
      [`POST ${shareUrl}`]: () =>
        json(200, {
          data: {
            ...ready,
            status: 'shared',
            shared_at: '2026-03-04T10:00:00.000Z',
            message: financialStrategyMessages['financialStrategy.shared'],
          },
        }),
    });
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser);
    fireEvent.click(within(await item()).getByRole('button', { name: 'Share with client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Retirement plan”?' });
    expect(within(dialog).getByText(/Olivia Hart will see this strategy and its document/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST' && request.url === shareUrl)).toBe(true));
    expect(await screen.findByText('Financial strategy shared with the client')).toBeTruthy();
  });

  it('shows the server’s refusal inside the confirmation', async () => {
    const ready = strategyOf({ document: pdfDocument });
    serve(adviser, own, [ready], {
      [`POST ${shareUrl}`]: () =>
        json(409, {
          errors: [
            {
              status: '409',
              code: 'resource.conflict',
              title: 'Conflict',
              detail: financialStrategyMessages['financialStrategy.alreadyShared'],
            },
          ],
        }),
    });
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser);
    fireEvent.click(within(await item()).getByRole('button', { name: 'Share with client' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(financialStrategyMessages['financialStrategy.alreadyShared']);
  });

  it('a practice admin without the adviser’s right gets no share button, and is told where it is granted', async () => {
    serve(admin, supporting, [strategyOf({ document: pdfDocument })]);
    renderStrategies(`/clients/${clientId}/financial-strategy`, admin);
    const strategy = await item();
    expect(within(strategy).queryByRole('button', { name: 'Share with client' })).toBeNull();
    expect(within(strategy).getByText('Replace document')).toBeTruthy();
    expect(screen.getByText(/grant “Share financial strategies” to you in My support/u)).toBeTruthy();
  });

  it('with no strategy yet, says what to do next and offers a new one', async () => {
    serve(adviser, own, []);
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser);
    expect(await screen.findByText('Create a strategy and upload its document, then share it with Olivia Hart.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New strategy' })[0]?.getAttribute('href')).toBe(
      `/clients/${clientId}/financial-strategy/new`,
    );
  });

  it('is the not-found page while the practice has the feature off', async () => {
    serve();
    renderStrategies(`/clients/${clientId}/financial-strategy`, adviser, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('a new strategy', () => {
  it('shows the title rule beside the field before sending, then opens the created strategy’s page', async () => {
    const created = strategyOf();
    const sent = serve(adviser, own, [], {
      [`POST ${listUrl}`]: () => json(201, { data: { ...created, message: financialStrategyMessages['financialStrategy.created'] } }),
      [`GET ${listUrl}/${strategyId}`]: () => json(200, { data: created }),
    });
    const router = renderStrategies(`/clients/${clientId}/financial-strategy/new`, adviser);
    const title = await screen.findByRole('textbox', { name: /Title/u });
    fireEvent.click(screen.getByRole('button', { name: 'Create strategy' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(title, { target: { value: 'Retirement plan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create strategy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${clientId}/financial-strategy/${strategyId}`));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ title: 'Retirement plan', summary: '' });
  });
});

describe('one strategy’s staff page', () => {
  it('shows its document, sharing and audit trail; a shared one cannot be deleted until unshared, and nothing is sent', async () => {
    const shared = strategyOf({
      status: 'shared',
      document: pdfDocument,
      shared_at: '2026-03-04T10:00:00.000Z',
      opened_at: '2026-03-05T10:00:00.000Z',
    });
    const sent = serve(adviser, own, [shared], { [`GET ${listUrl}/${strategyId}`]: () => json(200, { data: shared }) });
    renderStrategies(`/clients/${clientId}/financial-strategy/${strategyId}`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Retirement plan' })).toBeTruthy();
    expect(screen.getByText('Opened by the client on March 5, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe(
      `/clients/${clientId}/financial-strategy/audit-trail?strategy=${strategyId}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete strategy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(financialStrategyMessages['financialStrategy.deleteShared']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  });
});
