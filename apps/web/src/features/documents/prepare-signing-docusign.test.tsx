import type { CaseDocument, Envelope, OAuthAccount } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireUser } from '../../app/guards.tsx';
import { json, renderRoutes } from '../../test/harness.tsx';
import { caseId, caseOf, type Sent, stubDialogs, stubServer } from '../cases/cases.test-server.tsx';
import { documentsRoutes } from './documents.area.tsx';

vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({
    title,
    onLoad,
    renderPageOverlay,
  }: {
    title: string;
    onLoad?: (info: { pageCount: number }) => void;
    renderPageOverlay?: (page: { pageNumber: number; width: number; height: number }) => ReactNode;
  }) => {
    useEffect(() => onLoad?.({ pageCount: 1 }), [onLoad]);
    return (
      <section aria-label={title}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as the real viewer's pages. */}
        <div className="pdf-viewer__pages" tabIndex={0}>
          <section data-page={1}>{renderPageOverlay?.({ pageNumber: 1, width: 600, height: 800 })}</section>
        </div>
      </section>
    );
  },
}));

const adviserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
const documentId = '7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c2001';
const signingUrl = `/api/v1/documents/${documentId}/signing`;
const pagePath = `/client-cases/${caseId}/documents/${documentId}/signing`;

const pdf: CaseDocument = {
  id: documentId,
  case_id: caseId,
  name: 'Suitability report',
  category: 'investment',
  category_label: 'Investment',
  note: '',
  concealed: false,
  signature_required: true,
  e_signature: true,
  auto_email_on_update: false,
  version: 1,
  previous_version_id: null,
  superseded_by_id: null,
  file_name: 'Suitability report.pdf',
  content_type: 'application/pdf',
  size_bytes: 240_000,
  signing: null,
  uploaded_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  download_url: `/api/v1/client-cases/${caseId}/documents/${documentId}/download`,
};

const account = (id: string, name: string): OAuthAccount => ({
  id,
  provider: 'docusign',
  account_name: name,
  email: 'charlotte@docusign.example',
  connected_at: '2026-11-01T10:00:00.000Z',
});
const accounts = [
  account('3d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4001', 'Practice Signing'),
  account('3d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4002', 'Pensions Team'),
];

/** What the server answers once the document went through DocuSign. */
function sentThroughDocusign(body: { signers: { role: 'client' | 'adviser' }[] }): Envelope {
  return {
    id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3001',
    document_id: documentId,
    case_id: caseId,
    document_name: 'Suitability report',
    engine: 'docusign',
    docusign_account: 'Pensions Team',
    status: 'sent',
    signers: body.signers.map((signer, index) => ({
      id: `9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c310${index}`,
      role: signer.role,
      name: signer.role === 'client' ? 'Oliver Bennett' : 'Charlotte Hughes',
      position: index + 1,
      status: index === 0 ? 'pending' : 'waiting',
      signed_at: null,
      is_you: signer.role === 'adviser',
    })),
    placements: [],
    reminder_every_days: 0,
    require_passcode: false,
    passcode_channel: 'email',
    passcode_phone: null,
    message: '',
    locked: false,
    original_sha256: 'a'.repeat(64),
    signed_sha256: null,
    sent_at: '2026-11-22T10:00:00.000Z',
    completed_at: null,
    voided_at: null,
    events: [],
    actions: ['void'],
    document_url: `/api/v1/client-cases/${caseId}/documents/${documentId}/download`,
    signed_url: null,
    certificate_url: null,
  };
}

function serve(features: string[], connected: OAuthAccount[]) {
  let current: Envelope | null = null;
  const sent = stubServer(
    'adviser',
    caseOf({ adviser_id: adviserId, documents: [pdf] }),
    (request: Sent) => {
      if (request.url !== '/api/v1/docusign/envelopes') return json(500, {});
      current = sentThroughDocusign(request.body as { signers: { role: 'client' | 'adviser' }[] });
      return json(201, { data: current });
    },
    {
      [signingUrl]: () => json(200, { data: current }),
      '/api/v1/users/': () => json(200, { data: connected }),
    },
    features,
  );
  return sent;
}

function renderPage() {
  return renderRoutes(
    [
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: documentsRoutes,
      },
    ],
    pagePath,
  );
}

async function placeSignatureFields() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add signature field' }));
  fireEvent.click(screen.getByRole('radio', { name: /^Adviser · /u }));
  fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
}

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

describe('sending a document with DocuSign from the prepare page', () => {
  it('sends the same signers and fields through the chosen account, then says which account it went through', async () => {
    const sent = serve(['eSignature', 'docusign'], accounts);
    renderPage();
    await placeSignatureFields();
    expect(screen.getByRole('spinbutton', { name: /Remind every/u })).toBeTruthy();

    fireEvent.click(await screen.findByRole('radio', { name: 'Send with DocuSign' }));
    expect(screen.queryByRole('spinbutton', { name: /Remind every/u })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /passcode/u })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'DocuSign account' }), { target: { value: accounts[1]?.id } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message to the signers' }), { target: { value: 'Please sign.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Send with DocuSign' }));
    const dialog = screen.getByRole('dialog', { name: 'Send with DocuSign?' });
    expect(within(dialog).getByText(/from Pensions Team when it is their turn/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send with DocuSign' }));

    expect(await screen.findByText('Sent with DocuSign (Pensions Team)')).toBeTruthy();
    const writes = sent.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/v1/docusign/envelopes']);
    expect(writes[0]?.body).toEqual({
      document_id: documentId,
      oauth_account_id: accounts[1]?.id,
      signers: [{ role: 'client' }, { role: 'adviser' }],
      placements: [
        expect.objectContaining({ signer: 'client', type: 'addSignaturePlaceholder', page: 1 }),
        expect.objectContaining({ signer: 'adviser', type: 'addSignaturePlaceholder', page: 1 }),
      ],
      message: 'Please sign.',
    });
    expect(screen.getByText('Sent for signature through DocuSign', { selector: '[data-sonner-toast] *' })).toBeTruthy();
  });

  it('links to account settings to connect an account when the adviser has none', async () => {
    serve(['eSignature', 'docusign'], []);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Connect one in account settings' });
    expect(link.getAttribute('href')).toBe('/account-settings#document-signing');
    expect(screen.queryByRole('radio', { name: 'Send with DocuSign' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeTruthy();
  });

  it('offers no choice, and asks for no accounts, while the practice does not have DocuSign', async () => {
    const sent = serve(['eSignature'], accounts);
    renderPage();
    await placeSignatureFields();
    expect(screen.queryByRole('heading', { name: 'How it is signed' })).toBeNull();
    await waitFor(() => expect(sent.some((request) => request.url.startsWith('/api/v1/users/'))).toBe(false));
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeTruthy();
  });
});
