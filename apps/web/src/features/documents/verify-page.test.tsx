import { createHash, webcrypto } from 'node:crypto';
import type { VerifyResult } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch } from '../../test/harness.tsx';
import { VerifyDocumentPage } from './verify-page.tsx';

const pdfText = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

const verified: VerifyResult = {
  verified: true,
  practice_name: 'Hughes & Bennett Wealth',
  completed_at: '2026-11-23T16:30:00.000Z',
  signers: [
    { name: 'Oliver Bennett', signed_at: '2026-11-22T15:05:00.000Z' },
    { name: 'Charlotte Hughes', signed_at: '2026-11-23T16:30:00.000Z' },
  ],
};
const notVerified: VerifyResult = { verified: false, practice_name: null, completed_at: null, signers: [] };

function renderPage(answer: VerifyResult) {
  const sent = stubFetch((request) => (request.method === 'POST' ? json(200, { data: answer }) : json(200, { data: {} })));
  renderRoutes([{ path: 'verify-document', element: <VerifyDocumentPage /> }], '/verify-document', {
    practice: practiceOf({ name: 'Demo Practice' }),
  });
  return sent;
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

// jsdom has no SubtleCrypto: Node's Web Crypto hashes as a browser would.
beforeEach(() => vi.stubGlobal('crypto', webcrypto));
afterEach(() => vi.unstubAllGlobals());

describe('the verify page', () => {
  it('sends the SHA-256 the browser works out, never the file, and shows a verified document’s practice, date and signers', async () => {
    const sent = renderPage(verified);
    expect(screen.getByText(/Your file never leaves this device/u)).toBeTruthy();
    fireEvent.change(fileInput(), {
      target: { files: [new File([pdfText], 'Suitability report (signed).pdf', { type: 'application/pdf' })] },
    });

    const result = await screen.findByRole('region', { name: 'Verified' });
    expect(posts(sent)).toEqual([expect.objectContaining({ url: '/api/v1/documents/verify', body: { sha256: sha256Of(pdfText) } })]);
    expect(within(result).getByText('This is a signed document of Hughes & Bennett Wealth, completed on November 23, 2026.')).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oliver Bennett on November 22, 2026', 'Charlotte Hughes on November 23, 2026']);
    expect(within(result).getByText(sha256Of(pdfText))).toBeTruthy();
    expect(within(result).getByText('Suitability report (signed).pdf')).toBeTruthy();
    expect(document.activeElement).toBe(within(result).getByRole('heading', { name: 'Verified' }));
  });

  it('says a dropped file that is not a completed signed document fails, and why a copy may', async () => {
    const sent = renderPage(notVerified);
    const changed = `${pdfText} `;
    fireEvent.drop(fileInput().parentElement as HTMLElement, {
      dataTransfer: { files: [new File([changed], 'copy.pdf', { type: 'application/pdf' })] },
    });

    const result = await screen.findByRole('region', { name: 'Not verified' });
    expect(posts(sent)[0]?.body).toEqual({ sha256: sha256Of(changed) });
    expect(
      within(result).getByText(
        'This file is not a completed signed document of Demo Practice. Even one changed byte makes a document fail. Ask the practice for a copy.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'Check another document' }));
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });

  it('checks a pasted fingerprint as the schema reads it (trimmed, lower case)', async () => {
    const sent = renderPage(notVerified);
    const hash = sha256Of(pdfText);
    fireEvent.change(screen.getByRole('textbox', { name: 'SHA-256 fingerprint' }), { target: { value: `  ${hash.toUpperCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('region', { name: 'Not verified' });
    expect(posts(sent)[0]?.body).toEqual({ sha256: hash });
  });

  it('shows the schema’s message beside a fingerprint that is not one, and sends nothing', async () => {
    const sent = renderPage(verified);
    const field = screen.getByRole('textbox', { name: 'SHA-256 fingerprint' });
    fireEvent.change(field, { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a SHA-256 fingerprint: 64 characters, 0–9 and a–f.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posts(sent)).toEqual([]);
  });

  it('refuses a file that is not a PDF before hashing it', async () => {
    const sent = renderPage(verified);
    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a PDF file: this file is not a PDF.'));
    expect(posts(sent)).toEqual([]);
  });
});
