import type { PracticeFilePurpose } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch, stubUploadTransport, userOf } from '../../../test/harness.tsx';
import { FileUpload } from './branding-images.tsx';

afterEach(() => vi.unstubAllGlobals());

const fileOf = (purpose: PracticeFilePurpose) => ({
  id: '5d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a77',
  purpose,
  file_name: 'upload.png',
  content_type: 'image/png',
  size_bytes: 2048,
  url: '/api/v1/practice-files/5d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a77',
});

function renderUpload(purpose: PracticeFilePurpose) {
  stubFetch(() => undefined);
  const sent: FormData[] = [];
  stubUploadTransport((form) => {
    sent.push(form);
    return { status: 201, body: { data: fileOf(purpose) } };
  });
  renderRoutes([{ path: '/', element: <FileUpload purpose={purpose} label="Upload" /> }], '/', { user: userOf('director') });
  return sent;
}

const choose = (file: File) =>
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

describe('a practice file upload', () => {
  it.each([
    ['logo', 'logo.png', 'image/png', 'Logo saved'],
    ['favicon', 'favicon.png', 'image/png', 'Favicon saved'],
    ['dashboardTile', 'tile.png', 'image/png', 'Tile image uploaded'],
    ['disclosureForm', 'Terms.pdf', 'application/pdf', 'Disclosure form added'],
  ] as const)('a %s says what it saved, not “Document uploaded”', async (purpose, name, type, toast) => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 1200, height: 800, close: () => undefined }));
    const sent = renderUpload(purpose);
    choose(new File(['x'], name, { type }));
    expect(await screen.findByText(toast)).toBeTruthy();
    expect(screen.queryByText('Document uploaded')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('refuses a logo narrower than its place before sending it, beside the drop zone', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 80, height: 30, close: () => undefined }));
    const sent = renderUpload('logo');
    choose(new File(['x'], 'tiny.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“tiny.png” is 80 × 30 px; an image here must be at least 120 px wide.');
    await waitFor(() => expect(sent).toEqual([]));
  });
});
