import { motivationMessages as say } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import {
  fileOf,
  itemId,
  itemOf,
  itemsUrl,
  page,
  refusal,
  renderMotivation,
  stubServer,
  stubUploads,
  userOf,
} from './motivation.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const field = (name: string) => screen.getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`, 'u') });
const chooseKind = (kind: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'What are you adding?' }), { target: { value: kind } });
const submit = (name = 'Add to the motivation centre') => fireEvent.click(screen.getByRole('button', { name }));
const choose = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });
const fileInputIn = (name: string) => {
  const input = group(name).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input in ${name}`);
  return input;
};
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const pdf = (name = 'plan.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The message shown beside a field: its error, which the field names among what describes it. */
function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

describe('the item form', () => {
  it('shows the domain’s rules beside each field before anything is sent', async () => {
    const sent = stubServer({});
    renderMotivation('/motivation-centre/new', client);
    await screen.findByRole('heading', { name: 'Add to the motivation centre', level: 2 });

    fireEvent.change(field('Web address'), { target: { value: 'ftp://example.com/club' } });
    submit();
    await waitFor(() => expect(errorBeside(field('Title'))).toBe(say['motivation.titleRequired']));
    expect(errorBeside(field('Web address'))).toBe(say['motivation.urlInvalid']);

    fireEvent.change(field('Title'), { target: { value: 'Retirement plan' } });
    chooseKind('pdf');
    fireEvent.change(field('Link to a PDF'), { target: { value: '' } });
    submit();
    expect(await within(group('PDF file')).findByText(say['motivation.pdfNeither'])).toBeTruthy();

    fireEvent.change(field('Link to a PDF'), { target: { value: 'https://example.com/plan.docx' } });
    submit();
    await waitFor(() => expect(errorBeside(field('Link to a PDF'))).toBe(say['motivation.pdfUrlNotPdf']));

    choose(fileInputIn('PDF file'), [pdf()]);
    fireEvent.change(field('Link to a PDF'), { target: { value: 'https://example.com/plan.pdf' } });
    submit();
    await waitFor(() => expect(errorBeside(field('Link to a PDF'))).toBe(say['motivation.pdfBoth']));

    chooseKind('gallery');
    submit();
    expect(await within(group('Main image')).findByText(say['motivation.mainImageRequired'])).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses a chosen file of the wrong type at once, beside its field', async () => {
    stubServer({});
    renderMotivation('/motivation-centre/new', client);
    await screen.findByRole('heading', { name: 'Add to the motivation centre', level: 2 });
    chooseKind('pdf');
    choose(fileInputIn('PDF file'), [new File(['x'], 'notes.docx', { type: 'application/msword' })]);
    expect(await within(group('PDF file')).findByText('“notes.docx” is a .docx file. Upload a PDF file.')).toBeTruthy();
    chooseKind('gallery');
    choose(fileInputIn('More photos'), [jpeg('one.jpg'), new File(['x'], 'two.pdf', { type: 'application/pdf' })]);
    expect(
      await within(group('More photos')).findByText('“two.pdf” is a .pdf file. Upload a PNG, JPG, GIF, BMP or ICO file.'),
    ).toBeTruthy();
    expect(within(group('More photos')).getByText('one.jpg')).toBeTruthy();
  });

  it('uploads a gallery’s images one by one, the main one first and the rest in the order shown, then saves the item naming them, and opens it', async () => {
    const saved = itemOf({ kind: 'gallery', title: 'Cottage', url: null });
    const sent = stubServer({
      [`POST ${itemsUrl}`]: () => json(201, { data: { ...saved, message: say['motivation.added'] } }),
      [`GET ${itemsUrl}/${itemId}`]: () => json(200, { data: saved }),
      [`GET ${itemsUrl}/${itemId}/comments`]: () => page([]),
    });
    const uploads = stubUploads();
    const { router } = renderMotivation('/motivation-centre/new', client);
    await screen.findByRole('heading', { name: 'Add to the motivation centre', level: 2 });
    chooseKind('gallery');
    fireEvent.change(field('Title'), { target: { value: 'Cottage' } });
    choose(fileInputIn('Main image'), [jpeg('front.jpg')]);
    choose(fileInputIn('More photos'), [jpeg('garden.jpg'), jpeg('beach.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Move beach.jpg earlier' }));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe(`/motivation-centre/${itemId}`));
    expect(uploads.map((upload) => [upload.url, upload.field, upload.file.name])).toEqual([
      [`${itemsUrl}/image-uploads`, 'images', 'front.jpg'],
      [`${itemsUrl}/image-uploads`, 'images', 'beach.jpg'],
      [`${itemsUrl}/image-uploads`, 'images', 'garden.jpg'],
    ]);
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      kind: 'gallery',
      title: 'Cottage',
      url: null,
      file_id: null,
      main_image_id: '9a8b7c6d-0000-4000-8000-000000000001',
      image_ids: ['9a8b7c6d-0000-4000-8000-000000000002', '9a8b7c6d-0000-4000-8000-000000000003'],
    });
    expect(await screen.findByText(say['motivation.added'])).toBeTruthy();
  });

  it('shows the server’s refusal beside the field it names, and an upload’s beside the file’s field', async () => {
    stubServer({ [`POST ${itemsUrl}`]: () => refusal(400, say['motivation.urlInvalid'], '/url') });
    stubUploads(() => ({
      status: 422,
      body: {
        errors: [{ status: '422', code: 'upload.unreadable', title: 'x', detail: 'The PDF cannot be read.', source: { pointer: '/file' } }],
      },
    }));
    renderMotivation('/motivation-centre/new', client);
    await screen.findByRole('heading', { name: 'Add to the motivation centre', level: 2 });
    fireEvent.change(field('Title'), { target: { value: 'Club' } });
    fireEvent.change(field('Web address'), { target: { value: 'https://club.example.com' } });
    submit();
    await waitFor(() => expect(errorBeside(field('Web address'))).toBe(say['motivation.urlInvalid']));

    chooseKind('pdf');
    fireEvent.change(field('Link to a PDF'), { target: { value: '' } });
    choose(fileInputIn('PDF file'), [pdf()]);
    submit();
    expect(await within(group('PDF file')).findByText('The PDF cannot be read.')).toBeTruthy();
  });

  it('edits an item with its saved files, keeping them by their ids without uploading them again', async () => {
    const gallery = itemOf({
      kind: 'gallery',
      title: 'Cottage',
      url: null,
      main_image: fileOf('11111111-1111-4111-8111-111111111111', 'front.jpg'),
      images: [fileOf('22222222-2222-4222-8222-222222222222', 'garden.jpg'), fileOf('33333333-3333-4333-8333-333333333333', 'beach.jpg')],
    });
    const sent = stubServer({
      [`GET ${itemsUrl}/${itemId}`]: () => json(200, { data: gallery }),
      [`PATCH ${itemsUrl}/${itemId}`]: () => json(200, { data: { ...gallery, message: say['motivation.updated'] } }),
      [`GET ${itemsUrl}/${itemId}/comments`]: () => page([]),
    });
    const uploads = stubUploads();
    renderMotivation(`/motivation-centre/edit/${itemId}`, client);
    await screen.findByRole('heading', { name: 'Edit “Cottage”' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove garden.jpg' }));
    submit('Save');
    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    expect(uploads).toEqual([]);
    expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      kind: 'gallery',
      main_image_id: '11111111-1111-4111-8111-111111111111',
      image_ids: ['33333333-3333-4333-8333-333333333333'],
    });
  });
});
