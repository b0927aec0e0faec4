import type { Envelope, Role } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, userOf } from '../../test/harness.tsx';
import { adviserSigner, clientUserId, documentId, envelopeOf, signer, stubDialogsAndScrolling } from './sign.test-server.ts';
import { SignDocumentPage } from './sign-page.tsx';

vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ url, renderPageOverlay }: { url: string; renderPageOverlay?: (page: object) => React.ReactNode }) => (
    <div data-testid="pdf-viewer" data-url={url}>
      {[1, 2].map((pageNumber) => (
        <div key={pageNumber}>{renderPageOverlay?.({ pageNumber, width: 600, height: 800 })}</div>
      ))}
    </div>
  ),
}));

function renderPage(envelope: Envelope, role: Role = 'client') {
  const sent = stubFetch((request) => {
    if (request.method === 'GET' && request.url === `/api/v1/documents/${documentId}/signing`) return json(200, { data: envelope });
    if (request.url.endsWith('/signed.pdf'))
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Suitability report (signed).pdf"' },
      });
    return undefined;
  });
  const user = userOf(role, role === 'client' ? { id: clientUserId, first_name: 'Oliver', last_name: 'Bennett' } : {});
  renderRoutes([{ path: 'documents/:documentId/sign', element: <SignDocumentPage /> }], `/documents/${documentId}/sign`, {
    user,
    practice: practiceOf({ features: ['eSignature', 'docusign'] }),
  });
  return sent;
}

/** Sent through DocuSign: the server offers the signer no signing here (`actions` empty). */
const throughDocusign = (overrides: Partial<Envelope> = {}) => envelopeOf({ engine: 'docusign', actions: [], ...overrides });

beforeEach(stubDialogsAndScrolling);
afterEach(() => vi.unstubAllGlobals());

describe('the signer’s page of a request sent through DocuSign', () => {
  it('sends the signer to DocuSign’s e-mail with the progress, and shows no fields, no signing and no declining', async () => {
    renderPage(throughDocusign());
    expect(await screen.findByText('Signed through DocuSign')).toBeTruthy();
    expect(screen.getByText('This document is signed through DocuSign. Use the link in the e-mail DocuSign sent you.')).toBeTruthy();
    expect(screen.getByText('0 of 2 signed so far.')).toBeTruthy();
    expect(screen.getByText('Waiting for signatures')).toBeTruthy();
    const viewer = await screen.findByTestId('pdf-viewer');
    expect(viewer.querySelector('[data-field-id]')).toBeNull();
    expect(screen.queryByText('For you')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign here/u })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline to sign' })).toBeNull();
  });

  it('tells staff who do not sign that each signer signs from DocuSign’s e-mail', async () => {
    renderPage(
      throughDocusign({
        signers: [signer({ is_you: false, status: 'signed', signed_at: '2026-11-21T09:00:00.000Z' }), adviserSigner({ is_you: false })],
      }),
      'director',
    );
    expect(
      await screen.findByText('This document is signed through DocuSign: each signer uses the link in the e-mail DocuSign sends them.'),
    ).toBeTruthy();
    expect(screen.getByText('1 of 2 signed so far.')).toBeTruthy();
  });

  it('offers the signed PDF as usual once DocuSign has completed it', async () => {
    const sent = renderPage(
      throughDocusign({
        status: 'completed',
        completed_at: '2026-11-22T10:00:00.000Z',
        actions: ['downloadSigned', 'downloadCertificate'],
        signers: [signer({ status: 'signed', signed_at: '2026-11-21T09:00:00.000Z' }), adviserSigner({ status: 'signed' })],
        signed_url: `/api/v1/documents/${documentId}/signing/signed.pdf`,
        certificate_url: `/api/v1/documents/${documentId}/signing/certificate.pdf`,
      }),
    );
    expect(await screen.findByText(/It was signed through DocuSign\./u)).toBeTruthy();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:signed', revokeObjectURL: () => {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() => expect(sent.some((request) => request.url === `/api/v1/documents/${documentId}/signing/signed.pdf`)).toBe(true));
  });
});
