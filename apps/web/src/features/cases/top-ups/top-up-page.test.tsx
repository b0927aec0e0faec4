import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/harness.tsx';
import { clientId, practiceWith, renderTopUps, stubServer, topUpId, topUpOf, userOf } from './top-ups.test-server.tsx';

const practice = practiceWith(['topUp']);
const detailUrl = `GET /api/v1/top-ups/${topUpId}`;

describe('a client cancels their top-up', () => {
  it('asks for confirmation that says it cannot be undone, and keeping it sends nothing', async () => {
    const sent = stubServer({ [detailUrl]: () => json(200, { data: topUpOf({ actions: ['cancel'] }) }) });
    renderTopUps(`/top-ups/${topUpId}`, userOf('client'), practice);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel top-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this top-up?' });
    expect(within(dialog).getByText('Cancelling cannot be undone. To top up this account later, request a new top-up.')).toBeTruthy();
    expect(within(dialog).getByText('Your adviser will not add £25,000 to your Investment Bond.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep top-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('cancels once confirmed: the toast, the cancelled state and no way back', async () => {
    let current = topUpOf({ actions: ['cancel'] });
    const sent = stubServer({
      [detailUrl]: () => json(200, { data: current }),
      [`PATCH /api/v1/top-ups/${topUpId}/cancel`]: () => {
        current = topUpOf({ status: 'cancelled', actions: [], cancelled_at: '2026-03-03T09:00:00.000Z' });
        return json(200, { data: current });
      },
    });
    renderTopUps(`/top-ups/${topUpId}`, userOf('client'), practice);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel top-up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel top-up' }));
    expect(await screen.findByText('Top-up cancelled')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PATCH').map((request) => request.url)).toEqual([
      `/api/v1/top-ups/${topUpId}/cancel`,
    ]);
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
    expect(screen.getByText(/This top-up was cancelled on March 3, 2026\. Cancelling cannot be undone/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe(`/top-ups/${topUpId}/audit-trail`);
  });

  it('offers nothing to a client once the top-up is completed, and shows the adviser’s comment', async () => {
    stubServer({
      [detailUrl]: () =>
        json(200, { data: topUpOf({ status: 'completed', comment: 'Added on 3 March', completed_at: '2026-03-03T09:00:00.000Z' }) }),
    });
    renderTopUps(`/top-ups/${topUpId}`, userOf('client'), practice);
    expect(await screen.findByText('Added on 3 March')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete top-up' })).toBeNull();
  });
});

describe('staff complete a top-up', () => {
  it('shows Complete to the client’s adviser, never Cancel, and sends the optional comment after confirmation', async () => {
    let current = topUpOf({ actions: ['complete'] });
    const sent = stubServer({
      [detailUrl]: () => json(200, { data: current }),
      [`PATCH /api/v1/top-ups/${topUpId}/complete`]: (body) => {
        current = topUpOf({ status: 'completed', comment: String(body?.comment ?? ''), completed_at: '2026-03-03T09:00:00.000Z' });
        return json(200, { data: current });
      },
    });
    renderTopUps(`/clients/${clientId}/top-ups/${topUpId}`, userOf('adviser'), practice);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete top-up' }));
    expect(screen.queryByRole('button', { name: 'Cancel top-up' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Complete this top-up?' });
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Comment for the client'), { target: { value: 'Funds added today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete top-up' }));
    expect(await screen.findByText('Top-up completed')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ comment: 'Funds added today' });
    expect(await screen.findByText('Funds added today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe(
      `/clients/${clientId}/top-ups/${topUpId}/audit-trail`,
    );
  });

  it('shows no Complete to staff the server does not allow (an admin without the adviser’s right)', async () => {
    stubServer({ [detailUrl]: () => json(200, { data: topUpOf({ actions: [] }) }) });
    renderTopUps(`/clients/${clientId}/top-ups/${topUpId}`, userOf('admin'), practice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top-up of £25,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete top-up' })).toBeNull();
  });

  it('never shows Complete to a client, even for a submitted top-up', async () => {
    stubServer({ [detailUrl]: () => json(200, { data: topUpOf({ actions: ['cancel'] }) }) });
    renderTopUps(`/top-ups/${topUpId}`, userOf('client'), practice);
    expect(await screen.findByRole('button', { name: 'Cancel top-up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete top-up' })).toBeNull();
  });
});

describe('missing top-ups', () => {
  it('says so when the top-up does not exist (or is another practice’s)', async () => {
    stubServer({
      [detailUrl]: () =>
        json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'This top-up does not exist.' }] }),
    });
    renderTopUps(`/top-ups/${topUpId}`, userOf('client'), practice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
