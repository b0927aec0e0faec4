import { vaultMessages } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { vaultNavItems } from './vault.nav.tsx';
import {
  clientId,
  estateId,
  folderOf,
  itemOf,
  itemUrl,
  listUrl,
  page,
  renderVault,
  saved,
  stubServer,
  stubUpload,
  theClient,
  userOf,
  willId,
  willsId,
  withFeature,
} from './vault.test-server.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in one store for the whole file: each test reads only its own.
  toast.dismiss();
});

const estate = folderOf();
const wills = folderOf({
  id: willsId,
  name: 'Wills',
  folder_id: estateId,
  path: [{ id: estateId, name: 'Estate' }],
  contents: { folders: 0, documents: 1 },
});
const will = itemOf();
const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

describe('the client’s vault, folder by folder', () => {
  it('lists the top of the vault, folders first, each folder opening its own items', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([estate, will]) });
    renderVault('/vault', theClient);
    const folder = await row('Estate');
    expect(within(folder).getByText('Folder · 3 items')).toBeTruthy();
    expect(within(folder).getByRole('link', { name: 'Estate' }).getAttribute('href')).toBe(`/vault?folder=${estateId}`);
    const document = await row('Will 2024');
    expect(within(document).getByText('Will · 2.1 MB · updated March 2, 2026')).toBeTruthy();
    expect(within(document).getByText('Trusts and Estate')).toBeTruthy();
    expect(within(document).getByRole('link', { name: 'Will 2024' }).getAttribute('href')).toBe(`/vault/${willId}`);
    expect(within(folder).queryByRole('checkbox')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Where you are in the vault' })).getByText('Vault')).toBeTruthy();
  });

  it('inside a folder, the breadcrumbs lead back up and new items go into it', async () => {
    stubServer({
      [`GET ${itemUrl(willsId)}`]: () => json(200, { data: wills }),
      [`GET ${listUrl}?folder_id=${willsId}&page=1&per_page=20`]: () => page([itemOf({ folder_id: willsId })]),
    });
    renderVault(`/vault?folder=${willsId}`, theClient);
    const crumbs = await screen.findByRole('navigation', { name: 'Where you are in the vault' });
    expect(within(crumbs).getByRole('link', { name: 'Vault' }).getAttribute('href')).toBe('/vault');
    expect(within(crumbs).getByRole('link', { name: 'Estate' }).getAttribute('href')).toBe(`/vault?folder=${estateId}`);
    expect(within(crumbs).getByText('Wills').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('link', { name: 'Will 2024' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add document' })[0]?.getAttribute('href')).toBe(`/vault/new?folder=${willsId}`);
    expect(screen.getByText('This folder holds 1 document. Share it with your adviser, or stop sharing it, in one step.')).toBeTruthy();
  });

  it('an empty vault says what to do next', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    renderVault('/vault', theClient);
    expect(await screen.findByRole('heading', { name: 'Your vault is empty' })).toBeTruthy();
    expect(screen.getByText(/Add your first document, such as your will or an insurance policy/u)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New folder' }).map((link) => link.getAttribute('href'))).toContain('/vault/new-folder');
  });

  it('is the not-found page while the practice has the vault off, and for staff', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    renderVault('/vault', theClient, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('links the sidebar to the vault for a client while the feature is on', () => {
    expect(vaultNavItems(theClient, withFeature()).map((item) => item.to)).toEqual(['/vault']);
    expect(vaultNavItems(theClient, withFeature([]))).toEqual([]);
    expect(vaultNavItems(userOf('adviser'), withFeature())).toEqual([]);
  });
});

describe('sharing with the adviser', () => {
  it('ticking a document’s box shares it at once, with the spec’s toast', async () => {
    const sent = stubServer({
      [`GET ${listUrl}`]: () => page([will]),
      [`PATCH ${itemUrl(willId)}`]: () => saved(itemOf({ is_shared_with_adviser: true }), vaultMessages['vault.updated']),
    });
    renderVault('/vault', theClient);
    const box = within(await row('Will 2024')).getByRole('checkbox', { name: 'Shared with your adviser' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText('Vault item updated')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ is_shared_with_adviser: true });
  });

  it('clearing it stops sharing', async () => {
    const sent = stubServer({
      [`GET ${listUrl}`]: () => page([itemOf({ is_shared_with_adviser: true })]),
      [`PATCH ${itemUrl(willId)}`]: () => saved(will, vaultMessages['vault.updated']),
    });
    renderVault('/vault', theClient);
    fireEvent.click(within(await row('Will 2024')).getByRole('checkbox', { name: 'Shared with your adviser' }));
    await waitFor(() => expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ is_shared_with_adviser: false }));
  });

  it('shares everything in a folder after saying what the adviser will see', async () => {
    const sent = stubServer({
      [`GET ${itemUrl(estateId)}`]: () => json(200, { data: estate }),
      [`GET ${listUrl}`]: () => page([wills]),
      [`PATCH ${itemUrl(estateId)}`]: () => saved(estate, vaultMessages['vault.updated']),
    });
    renderVault(`/vault?folder=${estateId}`, theClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Share all with adviser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share everything in “Estate”?' });
    expect(within(dialog).getByText(/They will not see the folders’ names/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share all' }));
    expect(await screen.findByText('Vault item updated')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ is_shared_with_adviser: true });
  });
});

describe('deleting', () => {
  it('a folder is deleted with everything in it, once the client is told what that is', async () => {
    const sent = stubServer({
      [`GET ${listUrl}`]: () => page([estate]),
      [`DELETE ${itemUrl(estateId)}`]: () => json(200, { data: { message: vaultMessages['vault.deleted'] } }),
    });
    renderVault('/vault', theClient);
    fireEvent.click(within(await row('Estate')).getByRole('button', { name: 'Delete Estate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the folder “Estate”?' });
    expect(within(dialog).getByText(/Everything in this folder is deleted with it: 1 folder and 2 documents/u)).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vault item deleted')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([itemUrl(estateId)]);
  });
});

describe('adding', () => {
  it('a folder: its name is required before anything is sent, then it is made where the client was and opens', async () => {
    const created = folderOf({ id: willsId, name: 'Wills', folder_id: estateId });
    const sent = stubServer({
      [`GET ${listUrl}`]: () => page([estate]),
      [`POST ${listUrl}`]: () => json(201, { data: { ...created, message: vaultMessages['vault.created'] } }),
    });
    const router = renderVault(`/vault/new-folder?folder=${estateId}`, theClient);
    const name = await screen.findByRole('textbox', { name: 'Folder name' });
    expect((screen.getByRole('combobox', { name: 'Inside' }) as HTMLSelectElement).value).toBe(estateId);
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: 'Wills' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Vault item created')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'folder', name: 'Wills', folder_id: estateId });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/vault?folder=${estateId}`));
  });

  it('a document: a file of a type the vault does not take is refused at once; a PDF names the document and is uploaded', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    const uploads = stubUpload(201, { data: { ...will, message: vaultMessages['vault.created'] } });
    const router = renderVault('/vault/new', theClient);
    await screen.findByRole('textbox', { name: 'Name' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“setup.exe” is a .exe file. Upload a PDF, JPG, PNG, GIF, BMP, WebP, Word, Excel, PowerPoint or OpenDocument file.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Will 2024.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Will 2024'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of document' }), { target: { value: 'will' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trusts and Estate' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share with my adviser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));

    expect(await screen.findByText('Vault item created')).toBeTruthy();
    const form = uploads[0];
    expect(form?.get('kind')).toBe('will');
    expect(form?.get('name')).toBe('Will 2024');
    expect(form?.get('tags')).toBe('trusts_and_estate');
    expect(form?.get('is_shared_with_adviser')).toBe('true');
    expect((form?.get('file') as File | null)?.name).toBe('Will 2024.pdf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vault'));
  });

  it('a document without its file is refused beside the file, and nothing is sent', async () => {
    stubServer({ [`GET ${listUrl}`]: () => page([]) });
    const uploads = stubUpload(201, {});
    renderVault('/vault/new', theClient);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Will' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of document' }), { target: { value: 'will' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText(vaultMessages['vault.fileRequired'])).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });
});

describe('one document', () => {
  it('shows its details, sharing and trail; its folder opens as the folder’s list', async () => {
    const inWills = itemOf({
      folder_id: willsId,
      path: [
        { id: estateId, name: 'Estate' },
        { id: willsId, name: 'Wills' },
      ],
    });
    stubServer({ [`GET ${itemUrl(willId)}`]: () => json(200, { data: inWills }) });
    renderVault(`/vault/${willId}`, theClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Will 2024' })).toBeTruthy();
    expect(screen.getByText('Estate › Wills')).toBeTruthy();
    expect(screen.getByText('Will 2024.pdf (2.1 MB), uploaded on March 2, 2026')).toBeTruthy();
    expect(screen.getByText('Not shared: only you see this document.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'This document’s audit trail' }).getAttribute('href')).toBe(
      `/vault/audit-trail?item=${willId}`,
    );
  });

  it('an id the client has no item by is the not-found page', async () => {
    stubServer({});
    renderVault(`/vault/${clientId}`, theClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('moving and the trail', () => {
  it('the edit page moves a document to another folder, sending only the move', async () => {
    const sent = stubServer({
      [`GET ${itemUrl(willId)}`]: () => json(200, { data: will }),
      [`GET ${listUrl}`]: () => page([estate, wills]),
      [`PATCH ${itemUrl(willId)}`]: () => saved(itemOf({ folder_id: willsId }), vaultMessages['vault.updated']),
    });
    const router = renderVault(`/vault/${willId}/edit`, theClient);
    const folder = (await screen.findByRole('combobox', { name: 'Folder' })) as HTMLSelectElement;
    expect([...folder.options].map((option) => option.textContent)).toEqual(['Top of the vault', 'Estate', 'Estate › Wills']);
    fireEvent.change(folder, { target: { value: willsId } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Vault item updated')).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ folder_id: willsId });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vault/${willId}`));
  });

  it('the audit trail reads each event as a sentence', async () => {
    const event = {
      id: '2b2b2b2b-0000-4000-8000-000000000001',
      entity_kind: 'document-vault',
      action: 'vault_item_shared',
      actor_name: 'Olivia Hart',
      before: null,
      after: { client_id: clientId, name: 'Will 2024', kind: 'will' },
      document: null,
      person_name: null,
      created_at: '2026-03-02T10:00:00.000Z',
    };
    stubServer({ [`GET ${listUrl}/audit-trail`]: () => page([event]) });
    renderVault('/vault/audit-trail', theClient);
    expect(await screen.findByText('Olivia Hart shared “Will 2024” with the adviser')).toBeTruthy();
    expect(screen.getByText('Shared')).toBeTruthy();
  });
});
