import type { DocumentRequest } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientActionsSeenBy, clientDetailOf, json } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import {
  clientId,
  itemId,
  page,
  practiceWith,
  renderPages,
  requestId,
  requestOf,
  requestsUrl,
  stubServer,
  userOf,
} from './vault-links.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const adviser = userOf('adviser');
const passportId = requestOf().items[0]?.id ?? '';
const fulfilUrl = (itemOfRequest: string) => `${requestsUrl}/${requestId}/items/${itemOfRequest}/fulfil`;
const checklist = () => screen.findByRole('list', { name: 'Documents for your review' });
const itemNamed = async (name: string) =>
  within(await checklist())
    .getByText(name)
    .closest('li') as HTMLElement;
const received = (request: DocumentRequest, message: string) => json(200, { data: { ...request, message } });

describe('the client’s document requests', () => {
  it('shows the checklist: each item required or optional, pending or received, and the progress', async () => {
    stubServer({ [`GET ${requestsUrl}`]: () => page([requestOf()]) });
    renderPages('/vault/requests', { user: client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents your adviser asked for' })).toBeTruthy();
    expect(screen.getByText(/The document you choose is shared with your adviser/u)).toBeTruthy();
    expect(await checklist()).toBeTruthy();
    expect(screen.getByText(/1 of 2 received/u)).toBeTruthy();
    const passport = await itemNamed('Passport');
    expect(within(passport).getByText('Required')).toBeTruthy();
    expect(within(passport).getByText('Pending')).toBeTruthy();
    const offer = await itemNamed('Mortgage offer');
    expect(within(offer).getByText('Optional')).toBeTruthy();
    expect(within(offer).getByText(/Provided: Offer letter/u)).toBeTruthy();
  });

  it('provides an item with a vault document, saying it will be shared with the adviser', async () => {
    let request = requestOf();
    const sent = stubServer({
      [`GET ${requestsUrl}`]: () => page([request]),
      [`GET ${requestsUrl}/vault-documents`]: () =>
        page([
          { id: itemId, name: 'Offer letter', kind: 'other_document', is_shared_with_adviser: true },
          { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Passport scan', kind: 'other_document', is_shared_with_adviser: false },
        ]),
      [`POST ${fulfilUrl(passportId)}`]: () => {
        request = requestOf({
          items: request.items.map((item) =>
            item.id === passportId
              ? {
                  ...item,
                  status: 'received',
                  document: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Passport scan' },
                  fulfilled_at: '2026-03-05T10:00:00.000Z',
                }
              : item,
          ),
          received_count: 2,
          is_complete: true,
        });
        return received(request, 'Document provided and shared with your adviser');
      },
    });
    renderPages('/vault/requests', { user: client });
    fireEvent.click(within(await itemNamed('Passport')).getByRole('button', { name: 'Provide' }));
    const dialog = screen.getByRole('dialog', { name: 'Provide “Passport”' });
    const select = await within(dialog).findByLabelText(/Document from your vault/u);
    expect(within(dialog).getByText('Choose the document from your vault. It will be shared with your adviser.')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Offer letter (already shared)' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Provide and share' }));
    expect(await within(dialog).findByText('Choose the document from your vault.')).toBeTruthy();
    fireEvent.change(select, { target: { value: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Provide and share' }));

    expect(await screen.findByText('Document provided and shared with your adviser')).toBeTruthy();
    expect(sent.filter((one) => one.method === 'POST').map((one) => one.body)).toEqual([
      { vault_item_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
    ]);
    await waitFor(async () => expect(within(await itemNamed('Passport')).getByText(/Provided: Passport scan/u)).toBeTruthy());
  });

  it('says what to do when nothing was asked for, and reads the list again on a live change', async () => {
    let requests: DocumentRequest[] = [];
    stubServer({ [`GET ${requestsUrl}`]: () => page(requests) });
    renderPages('/vault/requests', { user: client });
    expect(await screen.findByRole('heading', { name: 'No document requests' })).toBeTruthy();
    requests = [requestOf()];
    dispatchAreaEvent({ type: 'documentRequests.changed', clientId });
    expect(await checklist()).toBeTruthy();
  });

  it('is the not-found page with the document vault off', async () => {
    stubServer({});
    renderPages('/vault/requests', { user: client, practice: practiceWith([]) });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/iu })).toBeTruthy();
  });
});

describe('the adviser’s page of a client’s requests', () => {
  const detail = clientDetailOf({
    id: clientId,
    first_name: 'Amelia',
    last_name: 'Clarke',
    actions: clientActionsSeenBy(adviser, { relation: 'own', rights: [], can_remove_clients: false }),
  });

  it('sends a checklist of documents, each required or optional', async () => {
    let requests: DocumentRequest[] = [];
    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: detail }),
      [`GET ${requestsUrl}`]: () => page(requests),
      [`POST ${requestsUrl}`]: () => {
        requests = [requestOf()];
        return json(201, { data: { ...requestOf(), message: 'Document request sent' } });
      },
    });
    renderPages(`/clients/${clientId}/vault/requests`, { user: adviser });
    expect(await screen.findByText(/Use “Ask for documents” to send Amelia Clarke a checklist/u)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Ask for documents' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Ask for documents' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/^Title/u)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(sent.filter((one) => one.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Title/u), { target: { value: 'Documents for your review' } });
    fireEvent.change(within(dialog).getByLabelText(/Document 1/u), { target: { value: 'Passport' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a document' }));
    fireEvent.change(within(dialog).getByLabelText(/Document 2/u), { target: { value: 'Mortgage offer' } });
    const required = within(dialog).getAllByRole('checkbox', { name: 'Required' });
    fireEvent.click(required[1] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Document request sent')).toBeTruthy();
    expect(sent.find((one) => one.method === 'POST')?.body).toEqual({
      title: 'Documents for your review',
      note: '',
      items: [
        { name: 'Passport', is_required: true },
        { name: 'Mortgage offer', is_required: false },
      ],
    });
    expect(await checklist()).toBeTruthy();
  });

  it('marks an item received, with nothing chosen from the client’s vault', async () => {
    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: detail }),
      [`GET ${requestsUrl}`]: () => page([requestOf()]),
      [`POST ${fulfilUrl(passportId)}`]: () => received(requestOf(), 'Marked as received'),
    });
    renderPages(`/clients/${clientId}/vault/requests`, { user: adviser });
    const passport = await itemNamed('Passport');
    expect(within(await itemNamed('Mortgage offer')).queryByRole('button', { name: 'Mark received' })).toBeNull();
    fireEvent.click(within(passport).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Marked as received')).toBeTruthy();
    expect(sent.find((one) => one.method === 'POST')?.body).toEqual({});
    expect(screen.queryByRole('button', { name: 'Provide' })).toBeNull();
  });
});
