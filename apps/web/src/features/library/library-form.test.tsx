import { type LibraryItem, libraryMessages as say } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, listPage, practiceWithFeatures, renderArea, stubServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { libraryRoutes } from './library.area.tsx';

supportDialogs();
afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const client = userOf('client');
const itemId = '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e70';
const item: LibraryItem = {
  id: itemId,
  title: 'Pensions explained',
  description: 'How a pension grows.',
  pdf: null,
  pdf_url: null,
  link_url: 'https://www.example.com/pensions',
  display_until: '2020-01-01',
  state: 'expired',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'u') });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the item' }));

function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

function render(path: string, user = adviser, features = ['brochureLibrary', 'preApprovedBrochures']) {
  const sent = stubServer({
    [`GET /api/v1/practice-library-contents/${itemId}`]: () => json(200, { data: item }),
    [`PATCH /api/v1/practice-library-contents/${itemId}`]: () => json(200, { data: { ...item, message: say['library.saved'] } }),
    'GET /api/v1/practice-library-contents': () => listPage([]),
    'GET /api/v1/practice-brochures': () => listPage([]),
  });
  renderArea(libraryRoutes, path, { user, practice: practiceWithFeatures(features) });
  return sent;
}

describe('the library item form', () => {
  it('shows the domain’s rules beside each field before anything is sent', async () => {
    const sent = render('/practice-library-content/new');
    await screen.findByRole('heading', { name: 'Add an item', level: 1 });
    save();
    await waitFor(() => expect(errorBeside(field('Title'))).toBe(say['library.titleRequired']));

    fireEvent.change(field('PDF URL'), { target: { value: 'https://example.com/guide.docx' } });
    fireEvent.change(field('Link'), { target: { value: 'https://example.com' } });
    save();
    await waitFor(() => expect(errorBeside(field('PDF URL'))).toBe(say['library.pdfUrlNotPdf']));
    expect(errorBeside(field('Link'))).toBe(say['library.pdfOrLink']);

    fireEvent.change(field('PDF URL'), { target: { value: '' } });
    const date = screen.getByLabelText(/^Display until/u);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    save();
    await waitFor(() => expect(errorBeside(date)).toBe(say['library.dateInPast']));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('an expired item shows as expired to staff, and its own past date is not refused on an edit', async () => {
    const sent = render(`/practice-library-content/${itemId}`);
    expect(await screen.findByText('Expired')).toBeTruthy();
    const date = await screen.findByLabelText(/^Display until/u);
    expect(errorBeside(date)).toBe('');
    save();
    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
  });

  it('the staff pages are the not-found page for a client', async () => {
    render('/practice-library-content', client);
    expect(await screen.findByRole('heading', { name: /not found/iu })).toBeTruthy();
  });

  it('with the library off, its pages are the not-found page', async () => {
    render('/library', client, ['messages']);
    expect(await screen.findByRole('heading', { name: /not found/iu })).toBeTruthy();
  });
});
