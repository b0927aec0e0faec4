import type { SharedDocument } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { renderPages, stubServer } from './vault-links.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'Zq3-token_abc';
const url = `/api/v1/shared-documents/${token}`;
const state = (overrides: Partial<SharedDocument>): SharedDocument => ({
  status: 'needs_passcode',
  recipient_hint: 'j•••@law.example',
  expires_at: '2099-05-01T10:00:00.000Z',
  document: null,
  ...overrides,
});
const fail = (status: number, code: string, detail: string, pointer?: string) =>
  json(status, { errors: [{ status: String(status), code, title: 'Refused', detail, ...(pointer ? { source: { pointer } } : {}) }] });

describe('the page a share link opens', () => {
  it('says a link that matches nothing does not work', async () => {
    stubServer({ [`GET ${url}`]: () => fail(404, 'token.invalid', 'This link does not work.') });
    renderPages(`/shared-document/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
  });

  it('says when the link expired, and that a revoked one no longer works', async () => {
    stubServer({
      [`GET ${url}`]: () => json(200, { data: state({ status: 'expired', recipient_hint: null, expires_at: '2026-03-01T10:00:00.000Z' }) }),
    });
    const expired = renderPages(`/shared-document/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByText(/It stopped working on March 1, 2026/u)).toBeTruthy();
    expired.unmount();

    stubServer({ [`GET ${url}`]: () => json(200, { data: state({ status: 'revoked', recipient_hint: null }) }) });
    renderPages(`/shared-document/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
  });

  it('asks for a passcode, shows a wrong one beside its field, and opens the document with the right one', async () => {
    const sent = stubServer({
      [`GET ${url}`]: () => json(200, { data: state({}) }),
      [`POST ${url}/passcode`]: () =>
        json(200, { data: { message: 'We sent a passcode to j•••@law.example.', expires_at: '2099-01-01T00:00:00Z' } }),
      [`POST ${url}/verify`]: (request) =>
        request.body?.passcode === '123456'
          ? json(200, {
              data: state({
                status: 'open',
                document: {
                  name: 'Will 2024',
                  file_name: 'will-2024.pdf',
                  media_type: 'application/pdf',
                  size_bytes: 2048,
                  shared_by: 'Amelia Clarke',
                },
              }),
            })
          : fail(400, 'request.invalid', 'That passcode is wrong or has expired. Ask for a new one.', '/passcode'),
    });
    renderPages(`/shared-document/${token}`);
    expect(await screen.findByText(/We will e-mail it to j•••@law.example/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByText('We sent a passcode to j•••@law.example.')).toBeTruthy();

    const field = screen.getByLabelText(/Passcode/u);
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(await screen.findByText('Enter the 6 digits of the passcode.')).toBeTruthy();
    expect(sent.filter((request) => request.url.endsWith('/verify'))).toEqual([]);

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(await screen.findByText('That passcode is wrong or has expired. Ask for a new one.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/Passcode/u).getAttribute('aria-invalid')).toBe('true'));

    fireEvent.change(screen.getByLabelText(/Passcode/u), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(await screen.findByRole('heading', { name: 'Will 2024' })).toBeTruthy();
    expect(screen.getByText('Shared with you by Amelia Clarke')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download will-2024.pdf' })).toBeTruthy();
    expect(sent.filter((request) => request.url.endsWith('/verify')).map((request) => request.body)).toEqual([
      { passcode: '654321' },
      { passcode: '123456' },
    ]);
  });

  it('shows the link as stopped when it is revoked while the page is open', async () => {
    let revoked = false;
    stubServer({
      [`GET ${url}`]: () => json(200, { data: state(revoked ? { status: 'revoked', recipient_hint: null } : {}) }),
      [`POST ${url}/passcode`]: () => {
        revoked = true;
        return fail(410, 'token.expired', 'This link no longer works.');
      },
    });
    renderPages(`/shared-document/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
  });
});
