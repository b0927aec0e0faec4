import { factFindMessages as m } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/harness.tsx';
import { clientDetail, clientId, factFindOf, practice, renderFactFind, stubServer, userOf } from './fact-find.test-server.tsx';
import { FactFindClientSection } from './fact-find-client-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const documentsUrl = `GET /api/v1/clients/${clientId}/fact-finds/documents`;
const payslip = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  file_name: 'payslip-march.pdf',
  content_type: 'application/pdf',
  size_bytes: 48_000,
  uploaded_by: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
  created_at: '2026-11-22T10:00:00.000Z',
  download_url: `/api/v1/clients/${clientId}/fact-finds/documents/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/download`,
};
const page = (items: unknown[]) => json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });

describe('the documents section', () => {
  it('refuses a file the upload policy does not take beside the chooser, before sending it', async () => {
    const sent = stubServer({ [`GET /api/v1/clients/${clientId}/fact-finds`]: () => json(200, { data: factFindOf() }) });
    renderFactFind('/fact-find/documents', userOf('client'));
    const chooser = await screen.findByLabelText('Add a document');
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    const file = new File(['just notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(chooser, { target: { files: [file] } });
    const described = () =>
      (chooser.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    await waitFor(() =>
      expect(described()).toEqual([
        'PDF, JPG, PNG, GIF, BMP, WebP, Word, Excel, PowerPoint or OpenDocument, up to 10 MB',
        '“notes.txt” is a .txt file. Upload a PDF, JPG, PNG, GIF, BMP, WebP, Word, Excel, PowerPoint or OpenDocument file.',
      ]),
    );
    expect(chooser.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('lists the documents, and removes one once the person confirms', async () => {
    let items: unknown[] = [payslip];
    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}/fact-finds`]: () => json(200, { data: factFindOf() }),
      [documentsUrl]: () => page(items),
      [`DELETE /api/v1/clients/${clientId}/fact-finds/documents/${payslip.id}`]: () => {
        items = [];
        return json(200, { data: { message: m['factFind.documentRemoved'] } });
      },
    });
    renderFactFind('/fact-find/documents', userOf('client'));
    const list = await screen.findByRole('list', { name: 'Documents of the fact find' });
    expect(within(list).getByText('47 KB, added by Charlotte Hughes on November 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Documents\s*1 document/u })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove payslip-march.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    expect(await screen.findByText(m['factFind.documentRemoved'])).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.className).toBe('fact-find-documents__lead'));
  });

  it('offers neither the chooser nor Remove to a reader the server does not let edit', async () => {
    stubServer({
      [`GET /api/v1/clients/${clientId}/fact-finds`]: () => json(200, { data: factFindOf({}, { actions: [] }) }),
      [documentsUrl]: () => page([payslip]),
    });
    renderFactFind('/fact-find/documents', userOf('client'));
    expect(await screen.findByRole('button', { name: 'Download payslip-march.pdf' })).toBeTruthy();
    expect(screen.queryByLabelText('Add a document')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove payslip-march.pdf' })).toBeNull();
  });
});

describe('the fact find on the adviser’s client page', () => {
  const renderCard = () =>
    renderRoutes(
      [{ path: '/clients/:clientId', element: <FactFindClientSection client={clientDetail} user={userOf('adviser')} /> }],
      `/clients/${clientId}`,
      {
        user: userOf('adviser'),
        practice,
      },
    );

  it('shows the sections complete, who saved it last, the changes since the adviser’s review, and the way to it', async () => {
    const view = factFindOf(
      { additionalComments: { comments: 'Retire by the sea' } },
      {
        version: 3,
        saved_at: '2026-11-22T10:00:00.000Z',
        saved_by: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
        review: {
          reviewed_version: 2,
          reviewed_at: '2026-11-21T10:00:00.000Z',
          changes: [{ section: 'additionalComments', path: '/comments', label: 'Comments', before: null, after: 'Retire by the sea' }],
        },
      },
    );
    stubServer({ [`GET /api/v1/clients/${clientId}/fact-finds`]: () => json(200, { data: view }) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Fact find' });
    expect(await within(card).findByText('1 of 10 sections complete')).toBeTruthy();
    expect(within(card).getByText(/^Last saved by Charlotte Hughes on November 22, 2026/u)).toBeTruthy();
    expect(within(card).getByText('1 change since your last review.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the fact find' }).getAttribute('href')).toBe(`/clients/${clientId}/fact-find`);
  });

  it('says the fact find is not started, and offers to fill it in', async () => {
    stubServer({
      [`GET /api/v1/clients/${clientId}/fact-finds`]: () => json(200, { data: factFindOf({}, { actions: ['edit', 'review'] }) }),
    });
    renderCard();
    expect(await screen.findByText('Not started: no section has been saved yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in the fact find' })).toBeTruthy();
  });
});
