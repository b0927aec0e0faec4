import { identityMessages } from '@advice/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import {
  actionsOf,
  clientId,
  clientSeenBy,
  documentId,
  documentOf,
  identificationOf,
  identificationUrl,
  lockedBy,
  renderIdentification,
  stubServer,
  theClient,
  userOf,
  withFeature,
} from './identity.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser', { first_name: 'Priya', last_name: 'Shah' });
const director = userOf('director');
const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const directorStanding: Standing = { relation: 'director', rights: [], can_remove_clients: false };

const detailsCard = async () => (await screen.findByRole('region', { name: 'Personal details' })) as HTMLElement;
const documentsCard = async () => (await screen.findByRole('region', { name: 'Identity documents' })) as HTMLElement;

describe('My Identification, locked', () => {
  it('disables a locked section’s form, says who locked it, and offers nothing to change', async () => {
    const sent = stubServer({
      [`GET ${identificationUrl}`]: () =>
        json(200, {
          data: identificationOf({
            personal_details: {
              nationalities: [{ position: 1, country: 'GB', name: 'United Kingdom' }],
              residencies: [],
              version: 3,
              updated_at: '2026-03-02T10:00:00.000Z',
              updated_by: { id: clientId, name: 'Olivia Hart' },
            },
            documents: [documentOf()],
            locks: [lockedBy('personalDetails'), lockedBy('identityDocuments')],
          }),
        }),
    });
    renderIdentification('/my-identification', theClient);
    const details = await detailsCard();
    expect(
      within(details).getByText(
        'Locked by Priya Shah on March 3, 2026. You cannot change this section; ask your adviser if something needs correcting.',
      ),
    ).toBeTruthy();
    expect(within(details).getByLabelText('Nationality 1').matches(':disabled')).toBe(true);
    expect(within(details).queryByRole('button', { name: 'Save personal details' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Add a nationality' })).toBeNull();
    expect(within(details).queryByRole('button', { name: /Lock section/u })).toBeNull();
    expect(within(details).getByText('Updated on March 2, 2026 by Olivia Hart')).toBeTruthy();

    const documents = await documentsCard();
    expect(within(documents).getByText(/Locked by Priya Shah on March 3, 2026/u)).toBeTruthy();
    expect(within(documents).queryByRole('button', { name: 'Add document' })).toBeNull();
    expect(within(documents).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(documents).getByRole('heading', { name: 'Passport' })).toBeTruthy();
    expect(sent.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('the numbered nationality and residency entries', () => {
  it('adds, orders and removes entries, numbering them in order, and saves them at the version loaded', async () => {
    const sent = stubServer({
      [`GET ${identificationUrl}`]: () => json(200, { data: identificationOf() }),
      [`PUT ${identificationUrl}/personal-details`]: () =>
        json(200, { data: { ...identificationOf(), message: identityMessages['identity.detailsSaved'] } }),
    });
    renderIdentification('/my-identification', theClient);
    const details = await detailsCard();
    expect(within(details).getByText('No nationality yet. Add each one you hold.')).toBeTruthy();

    fireEvent.click(within(details).getByRole('button', { name: 'Add a nationality' }));
    fireEvent.change(within(details).getByLabelText('Nationality 1'), { target: { value: 'GB' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Add a nationality' }));
    fireEvent.change(within(details).getByLabelText('Nationality 2'), { target: { value: 'SG' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Move Nationality 2 up' }));
    expect((within(details).getByLabelText('Nationality 1') as HTMLSelectElement).value).toBe('SG');
    expect((within(details).getByLabelText('Nationality 2') as HTMLSelectElement).value).toBe('GB');

    fireEvent.click(within(details).getByRole('button', { name: 'Add a residency' }));
    fireEvent.change(within(details).getByLabelText('Residency 1'), { target: { value: 'FR' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Add a residency' }));
    fireEvent.change(within(details).getByLabelText('Residency 2'), { target: { value: 'SG' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Remove Residency 1' }));
    expect((within(details).getByLabelText('Residency 1') as HTMLSelectElement).value).toBe('SG');
    expect(within(details).queryByLabelText('Residency 2')).toBeNull();

    fireEvent.click(within(details).getByRole('button', { name: 'Save personal details' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      version: 0,
      nationalities: ['SG', 'GB'],
      residencies: ['SG'],
    });
    expect(await screen.findByText('Personal details saved')).toBeTruthy();
  });

  it('says beside the entry that a country is listed twice, or not chosen, and sends nothing', async () => {
    const sent = stubServer({ [`GET ${identificationUrl}`]: () => json(200, { data: identificationOf() }) });
    renderIdentification('/my-identification', theClient);
    const details = await detailsCard();
    for (const _ of [1, 2, 3]) fireEvent.click(within(details).getByRole('button', { name: 'Add a nationality' }));
    fireEvent.change(within(details).getByLabelText('Nationality 1'), { target: { value: 'GB' } });
    fireEvent.change(within(details).getByLabelText('Nationality 2'), { target: { value: 'GB' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save personal details' }));
    expect(await within(details).findByText(identityMessages['identity.countryTwice'])).toBeTruthy();
    expect(within(details).getByText(identityMessages['identity.countryUnknown'])).toBeTruthy();
    expect((within(details).getByLabelText('Nationality 2') as HTMLSelectElement).getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('Client Identification (staff)', () => {
  function serveStaff(viewer = adviser, standing = own, extra: Parameters<typeof stubServer>[0] = {}) {
    return stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(viewer, standing) }),
      [`GET ${identificationUrl}`]: () =>
        json(200, { data: identificationOf({ documents: [documentOf()], actions: actionsOf(viewer, standing) }) }),
      ...extra,
    });
  }

  it('the adviser asks for a physical copy with a note; the request is sent and the client is told by the server', async () => {
    const requested = identificationOf({
      documents: [documentOf()],
      copy_requests: [
        {
          id: '0f0e0d0c-0000-4000-8000-000000000001',
          document_id: documentId,
          document_name: 'Passport',
          note: 'The certified copy, please',
          requested_at: '2026-03-04T10:00:00.000Z',
          requested_by: { id: adviser.id, name: 'Priya Shah' },
          received_at: null,
          received_by: null,
        },
      ],
      actions: actionsOf(adviser, own),
    });
    const sent = serveStaff(adviser, own, {
      [`POST ${identificationUrl}/copy-requests`]: () =>
        json(201, { data: { ...requested, message: identityMessages['identity.copyRequested'] } }),
    });
    renderIdentification(`/clients/${clientId}/identification`, adviser);
    fireEvent.click(within(await documentsCard()).getByRole('button', { name: 'Request physical copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a physical copy of “Passport”' });
    expect(within(dialog).getByText(/Olivia Hart will be told by notification and e-mail/u)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note for the client'), { target: { value: 'The certified copy, please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request copy' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      document_id: documentId,
      note: 'The certified copy, please',
    });
    expect(await screen.findByText('Physical copy requested')).toBeTruthy();
  });

  it('shows an open request on both sides: the client reads what to send, the adviser marks it received', async () => {
    const request = {
      id: '0f0e0d0c-0000-4000-8000-000000000001',
      document_id: documentId,
      document_name: 'Passport',
      note: 'The certified copy, please',
      requested_at: '2026-03-04T10:00:00.000Z',
      requested_by: { id: adviser.id, name: 'Priya Shah' },
      received_at: null,
      received_by: null,
    };
    stubServer({
      [`GET ${identificationUrl}`]: () => json(200, { data: identificationOf({ documents: [documentOf()], copy_requests: [request] }) }),
    });
    renderIdentification('/my-identification', theClient);
    const copies = (await screen.findByRole('region', { name: 'Physical copies requested' })) as HTMLElement;
    expect(within(copies).getByText(/Please send or bring each one to them/u)).toBeTruthy();
    expect(within(copies).getByText('Requested on March 4, 2026 by Priya Shah')).toBeTruthy();
    expect(within(copies).getByText('Note: “The certified copy, please”')).toBeTruthy();
    expect(within(copies).queryByRole('button', { name: /Mark the copy/u })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
      [`GET ${identificationUrl}`]: () =>
        json(200, { data: identificationOf({ documents: [documentOf()], copy_requests: [request], actions: actionsOf(adviser, own) }) }),
      [`POST ${identificationUrl}/copy-requests/${request.id}/received`]: () =>
        json(200, { data: { ...identificationOf(), message: identityMessages['identity.copyReceived'] } }),
    });
    renderIdentification(`/clients/${clientId}/identification`, adviser);
    const documents = await documentsCard();
    expect(within(documents).getByText('Physical copy requested')).toBeTruthy();
    expect(within(documents).queryByRole('button', { name: 'Request physical copy' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the copy of Passport received' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.url.endsWith('/received'))).toBe(true));
    expect(await screen.findByText('Physical copy marked as received')).toBeTruthy();
  });

  it('the adviser locks a section with the spec’s toast', async () => {
    const sent = serveStaff(adviser, own, {
      [`POST ${identificationUrl}/locks/personal-details`]: () =>
        json(200, {
          data: {
            ...identificationOf({ locks: [lockedBy('personalDetails')], actions: actionsOf(adviser, own) }),
            message: 'Section locked',
          },
        }),
    });
    renderIdentification(`/clients/${clientId}/identification`, adviser);
    fireEvent.click(within(await detailsCard()).getByRole('button', { name: 'Lock section: Personal details' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(await screen.findByText('Section locked')).toBeTruthy();
  });

  it('the director reads it with no button to change anything', async () => {
    serveStaff(director, directorStanding);
    renderIdentification(`/clients/${clientId}/identification`, director);
    expect(await screen.findByText('You can read this identification. Only the client and their advisers change it.')).toBeTruthy();
    // Staff read about the client, not about themselves.
    expect(within(await detailsCard()).getByText(/numbered in the order that matters most to them\./u)).toBeTruthy();
    const documents = await documentsCard();
    expect(within(documents).getByRole('heading', { name: 'Passport' })).toBeTruthy();
    for (const name of ['Add document', 'Edit', 'Request physical copy', /Lock section/u, 'Remove Passport'])
      expect(within(documents).queryByRole('button', { name })).toBeNull();
    expect(within(await detailsCard()).queryByRole('button', { name: 'Save personal details' })).toBeNull();
  });

  it('shows the not-found page while the feature is off', async () => {
    renderIdentification('/my-identification', theClient, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: /not found/iu })).toBeTruthy();
  });
});
