import type { CaseDocument, Envelope, EnvelopePlacement, EnvelopeSigner } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireUser } from '../../app/guards.tsx';
import { json, renderRoutes } from '../../test/harness.tsx';
import { caseId, caseOf, clientId, type Sent, stubDialogs, stubServer } from '../cases/cases.test-server.tsx';
import { documentsRoutes } from './documents.area.tsx';

/** The viewer without pdf.js: two pages, each with what the page lays over it. */
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
    useEffect(() => onLoad?.({ pageCount: 2 }), [onLoad]);
    return (
      <section aria-label={title}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as the real viewer's pages. */}
        <div className="pdf-viewer__pages" tabIndex={0}>
          {[1, 2].map((pageNumber) => (
            <section key={pageNumber} data-page={pageNumber}>
              {renderPageOverlay?.({ pageNumber, width: 600, height: 800 })}
            </section>
          ))}
        </div>
      </section>
    );
  },
}));

const adviserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
const documentId = '7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c2001';
const envelopeId = '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3001';
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

const clientSigner: EnvelopeSigner = {
  id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3101',
  role: 'client',
  name: 'Oliver Bennett',
  position: 1,
  status: 'waiting',
  signed_at: null,
  is_you: false,
};
const adviserSigner: EnvelopeSigner = {
  ...clientSigner,
  id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3102',
  role: 'adviser',
  name: 'Charlotte Hughes',
  position: 2,
  is_you: true,
};

const placement = (id: string, signer: 'client' | 'adviser', extra: Partial<EnvelopePlacement> = {}): EnvelopePlacement => ({
  id,
  signer,
  type: 'addSignaturePlaceholder',
  page: 1,
  x: 0.35,
  y: 0.47,
  width: 0.3,
  height: 0.06,
  label: '',
  required: true,
  text: null,
  filled: false,
  ...extra,
});

function envelopeOf(overrides: Partial<Envelope> = {}): Envelope {
  return {
    id: envelopeId,
    document_id: documentId,
    case_id: caseId,
    document_name: 'Suitability report',
    engine: 'embedded',
    status: 'draft',
    signers: [
      {
        id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3101',
        role: 'client',
        name: 'Oliver Bennett',
        position: 1,
        status: 'waiting',
        signed_at: null,
        is_you: false,
      },
      {
        id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3102',
        role: 'adviser',
        name: 'Charlotte Hughes',
        position: 2,
        status: 'waiting',
        signed_at: null,
        is_you: true,
      },
    ],
    placements: [
      placement('9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3201', 'client'),
      placement('9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3202', 'adviser', { page: 2 }),
    ],
    reminder_every_days: 3,
    require_passcode: false,
    passcode_channel: 'email',
    passcode_phone: null,
    message: '',
    locked: false,
    original_sha256: 'a'.repeat(64),
    signed_sha256: null,
    sent_at: null,
    completed_at: null,
    voided_at: null,
    events: [],
    actions: ['edit', 'send', 'void'],
    document_url: `/api/v1/documents/${documentId}/signing/original.pdf`,
    signed_url: null,
    certificate_url: null,
    ...overrides,
  };
}

/** The case with its one PDF, the document's envelope as `current()` says, and writes answered by `write`. */
function serve(current: () => Envelope | null, write: (sent: Sent) => Response = () => json(200, { data: current() })) {
  return stubServer(
    'adviser',
    caseOf({ adviser_id: adviserId, documents: [pdf] }),
    write,
    { [signingUrl]: () => json(200, { data: current() }) },
    ['eSignature'],
  );
}

function renderPage(path = pagePath) {
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
    path,
  );
}

const writes = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.url}`);

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

describe('preparing a document for signing', () => {
  it('places signature fields for two signers and a text field, moves one from the keyboard, and saves their fractions', async () => {
    let saved: Envelope | null = null;
    const sent = serve(
      () => saved,
      () => {
        saved = envelopeOf();
        return json(200, { data: saved });
      },
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prepare “Suitability report” for signing' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
    const clientBox = await screen.findByRole('button', { name: 'Client signature, page 1' });
    await waitFor(() => expect(document.activeElement).toBe(clientBox));
    fireEvent.keyDown(clientBox, { key: 'ArrowRight' });
    fireEvent.keyDown(clientBox, { key: 'ArrowDown', shiftKey: true });

    fireEvent.click(screen.getByRole('radio', { name: /^Adviser · Charlotte Hughes/u }));
    fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add text field' }));
    expect(screen.getByRole('button', { name: 'Adviser: Date, page 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes(sent)).toEqual([`PUT ${signingUrl}`]));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      engine: 'embedded',
      signers: [{ role: 'client' }, { role: 'adviser' }],
      placements: [
        {
          id: expect.any(String),
          signer: 'client',
          type: 'addSignaturePlaceholder',
          page: 1,
          x: 0.36,
          y: 0.47,
          width: 0.3,
          height: 0.07,
          label: '',
          required: true,
        },
        {
          id: expect.any(String),
          signer: 'adviser',
          type: 'addSignaturePlaceholder',
          page: 1,
          x: 0.35,
          y: 0.54,
          width: 0.3,
          height: 0.06,
          label: '',
          required: true,
        },
        {
          id: expect.any(String),
          signer: 'adviser',
          type: 'addTextPlaceholder',
          page: 1,
          x: 0.4,
          y: 0.63,
          width: 0.2,
          height: 0.04,
          label: 'Date',
          required: true,
        },
      ],
      reminder_every_days: 3,
      require_passcode: false,
      passcode_channel: 'email',
      message: '',
    });
    expect(await screen.findByText('Signing draft saved')).toBeTruthy();
  });

  it('shows the domain’s problem beside a signer with no signature field and saves nothing; the server’s beside the field it names', async () => {
    const sent = serve(
      () => null,
      () =>
        json(400, {
          errors: [
            {
              status: '400',
              code: 'validation.invalid',
              title: 'Invalid',
              detail: 'This field is on a page the document does not have.',
              source: { pointer: '/placements/1/page' },
            },
          ],
        }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add signature field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Fix 1 thing before saving or sending')).toBeTruthy();
    const adviser = screen.getByRole('radio', { name: /^Adviser/u }).closest('li') as HTMLElement;
    expect(within(adviser).getByText('Place at least one signature field for each signer.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /^Adviser/u }));
    fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
    expect(screen.queryByText('Place at least one signature field for each signer.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const problem = await screen.findByText('This field is on a page the document does not have.', { selector: '.ui-field__error' });
    expect(within(problem.closest('li') as HTMLElement).getByRole('button', { name: 'Page 1 · Adviser signature' })).toBeTruthy();
    const box = screen.getByRole('button', { name: 'Adviser signature, page 1' });
    expect(document.getElementById(box.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(
      'This field is on a page the document does not have.',
    );
  });

  it('asks before leaving with a field placed and not saved', async () => {
    serve(() => null);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add signature field' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    expect(screen.getByRole('button', { name: 'Client signature, page 1' })).toBeTruthy();
  });

  it('sends after a confirmation naming the signers in order, then shows each signer’s status and cancels the request', async () => {
    let current: Envelope = envelopeOf();
    const sentEnvelope = envelopeOf({
      status: 'sent',
      sent_at: '2026-11-22T10:00:00.000Z',
      locked: true,
      actions: ['void'],
      signers: [
        { ...clientSigner, status: 'signed', signed_at: '2026-11-22T11:00:00.000Z' },
        { ...adviserSigner, status: 'pending' },
      ],
      events: [
        {
          id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3301',
          kind: 'sent',
          at: '2026-11-22T10:00:00.000Z',
          actor_name: 'Charlotte Hughes',
          sha256_before: null,
          sha256_after: null,
        },
        {
          id: '9e1f7f0e-4a55-4f43-9b5e-0a1f2f0c3302',
          kind: 'signed',
          at: '2026-11-22T11:00:00.000Z',
          actor_name: 'Oliver Bennett',
          sha256_before: null,
          sha256_after: null,
        },
      ],
    });
    const sent = serve(
      () => current,
      (request) => {
        if (request.url.endsWith('/send')) current = sentEnvelope;
        if (request.url.endsWith('/void'))
          current = { ...sentEnvelope, status: 'voided', voided_at: '2026-11-23T09:00:00.000Z', actions: [] };
        return json(200, { data: current });
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    const dialog = screen.getByRole('dialog', { name: 'Send for signature?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Client · Oliver Bennett', 'Adviser · Charlotte Hughes']);
    expect(writes(sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for signature' }));

    expect(await screen.findByText('Awaiting signatures · 1 of 2 signed')).toBeTruthy();
    expect(writes(sent)).toEqual([`PUT ${signingUrl}`, `POST ${signingUrl}/send`]);
    expect(screen.getByText('Sent for signature', { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Signing of “Suitability report”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Client signature/u })).toBeNull();
    const signers = screen.getByRole('region', { name: 'Signers' });
    expect(within(signers).getByText('Signed')).toBeTruthy();
    expect(within(signers).getByText('Asked to sign')).toBeTruthy();
    const events = screen.getByRole('region', { name: 'What happened' });
    expect(within(events).getByText('Signed')).toBeTruthy();
    expect(within(events).getByText(/^Oliver Bennett ·/u)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel signing request' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel this signing request?' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel signing request' }));
    expect(await screen.findByText('This signing request was cancelled')).toBeTruthy();
    expect(writes(sent).at(-1)).toBe(`POST ${signingUrl}/void`);
    expect(screen.getByRole('button', { name: 'Prepare a new signing request' })).toBeTruthy();
  });

  it('offers the signed PDF and its certificate once everyone has signed', async () => {
    const done = envelopeOf({
      status: 'completed',
      actions: ['downloadSigned', 'downloadCertificate'],
      signed_sha256: 'b'.repeat(64),
      signed_url: `${signingUrl}/signed.pdf`,
      certificate_url: `${signingUrl}/certificate.pdf`,
    });
    serve(() => done);
    renderPage();
    expect(await screen.findByText('Everyone has signed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download signed PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download signing certificate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel signing request' })).toBeNull();
  });

  it('does not ask for the client’s details while the passcode goes by e-mail', async () => {
    const sent = serve(() => null);
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Ask each signer for a one-time passcode/u }));
    expect((screen.getByRole('radio', { name: 'By e-mail' }) as HTMLInputElement).checked).toBe(true);
    expect(sent.some((s) => s.url.startsWith('/api/v1/clients/'))).toBe(false);
  });

  it('between e-mail and text, names a client without a phone number beside them and saves nothing until e-mail is chosen', async () => {
    const sent = stubServer(
      'adviser',
      caseOf({ adviser_id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a99', documents: [pdf] }),
      () => json(200, { data: envelopeOf({ require_passcode: true }) }),
      {
        [signingUrl]: () => json(200, { data: null }),
        [`/api/v1/clients/${clientId}`]: () => json(200, { data: { id: clientId, phone: null } }),
      },
      ['eSignature'],
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add signature field' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Adviser/u }));
    fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
    expect(screen.queryByRole('group', { name: 'Send the passcode' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ask each signer for a one-time passcode/u }));
    const choice = screen.getByRole('group', { name: 'Send the passcode' });
    fireEvent.click(within(choice).getByRole('radio', { name: 'By text message' }));
    await waitFor(() => expect(sent.some((s) => s.url === `/api/v1/clients/${clientId}`)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const client = (await screen.findByRole('radio', { name: /^Client/u })).closest('li') as HTMLElement;
    expect(
      await within(client).findByText('Add the client’s phone number (their account details) before asking for a passcode by phone.'),
    ).toBeTruthy();
    // The adviser is not the reader: their number is the server's to check.
    const adviser = screen.getByRole('radio', { name: /^Adviser/u }).closest('li') as HTMLElement;
    expect(within(adviser).queryByText(/phone number/u)).toBeNull();
    expect(writes(sent)).toEqual([]);

    fireEvent.click(within(choice).getByRole('radio', { name: 'By e-mail' }));
    expect(within(client).queryByText(/phone number/u)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes(sent)).toEqual([`PUT ${signingUrl}`]));
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ require_passcode: true, passcode_channel: 'email' });
  });

  it('asks for the partner’s mobile by the domain’s rule, sends it, and shows the server’s refusal of texts beside the choice', async () => {
    const refusal =
      'Passcodes by text message are not available on this site: no text-message service is set up. Choose e-mail, or ask the portal’s administrator to set one up.';
    const sent = stubServer(
      'adviser',
      caseOf({ adviser_id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a99', documents: [pdf] }),
      () =>
        json(422, {
          errors: [
            { status: '422', code: 'rule.violated', title: 'Not allowed', detail: refusal, source: { pointer: '/passcode_channel' } },
          ],
        }),
      {
        [signingUrl]: () => json(200, { data: null }),
        [`/api/v1/clients/${clientId}`]: () => json(200, { data: { id: clientId, phone: '07700 900123' } }),
      },
      ['eSignature'],
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a partner' }));
    for (const role of ['Client', 'Partner', 'Adviser']) {
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${role}`, 'u') }));
      fireEvent.click(screen.getByRole('button', { name: 'Add signature field' }));
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Partner’s full name' }), { target: { value: 'Amelia Bennett' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Partner’s e-mail address' }), { target: { value: 'amelia@example.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Partner’s mobile number/u }), { target: { value: '07700-900' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ask each signer for a one-time passcode/u }));
    fireEvent.click(screen.getByRole('radio', { name: 'By text message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const partner = screen.getByRole('radio', { name: /^Partner/u }).closest('li') as HTMLElement;
    expect(await within(partner).findByText(/^Enter a mobile number of 7 to 15 digits/u)).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^Partner’s mobile number/u }), { target: { value: '+44 7700 900456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const choice = screen.getByRole('group', { name: 'Send the passcode' });
    expect(await within(choice).findByText(refusal)).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      require_passcode: true,
      passcode_channel: 'phone',
      signers: [
        { role: 'client' },
        { role: 'partner', name: 'Amelia Bennett', email: 'amelia@example.test', phone: '+44 7700 900456' },
        { role: 'adviser' },
      ],
    });
  });

  it('says the page does not exist for a document that is not on the case', async () => {
    serve(() => null);
    renderPage(`/client-cases/${caseId}/documents/7c1f7f0e-4a55-4f43-9b5e-0a1f2f0c9999/signing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
