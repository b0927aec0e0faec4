import type { Envelope } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch } from '../../test/harness.tsx';
import { envelopeOf, placement, pngData, signer, stubCanvas, stubDialogsAndScrolling } from './sign.test-server.ts';
import { SignByLinkPage } from './sign-link-page.tsx';

vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ url, renderPageOverlay }: { url: string; renderPageOverlay?: (page: object) => React.ReactNode }) => (
    <div data-testid="pdf-viewer" data-url={url}>
      {[1, 2].map((pageNumber) => (
        <div key={pageNumber}>{renderPageOverlay?.({ pageNumber, width: 600, height: 800 })}</div>
      ))}
    </div>
  ),
}));

const token = 'q7Xk2mVb9Zt4Rw8Lp1Ns6Yh3Jc5Df0Ga7Ue2Io9Kx4B';
const base = `/api/v1/signing-links/${token}`;
const partnerField = '9c1f7f0e-4a55-4f43-9b5e-0a1f2f0c3a11';

const client = signer({ status: 'signed', is_you: false, signed_at: '2026-11-21T09:00:00.000Z' });
const partner = (overrides: Parameters<typeof signer>[0] = {}) =>
  signer({ id: '8d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4a03', role: 'partner', name: 'Sam Partner', position: 2, ...overrides });

/** The envelope as a partner's link answers it: the client has signed, it is the partner's turn. */
function linkEnvelopeOf(overrides: Partial<Envelope> = {}): Envelope {
  return envelopeOf({
    signers: [client, partner()],
    placements: [placement({ filled: true }), placement({ id: partnerField, signer: 'partner', page: 2 })],
    document_url: `${base}/document.pdf`,
    ...overrides,
  });
}

type Answers = { envelope?: Envelope; status?: number; write?: (request: SentRequest) => Response };

/** The link's page with nobody signed in, as a partner opens it from their mail. */
function renderLinkPage(answers: Answers, features: ('typeToSign' | 'eSignature')[] = []) {
  const sent = stubFetch((request) => {
    if (request.method === 'GET' && request.url === base) {
      if (answers.status)
        return json(answers.status, { errors: [{ status: String(answers.status), code: 'token.invalid', title: 'Link not valid' }] });
      return json(200, { data: answers.envelope });
    }
    if (request.method === 'GET') return json(200, { data: {} });
    return answers.write?.(request);
  });
  renderRoutes([{ path: 'sign/:token', element: <SignByLinkPage /> }], `/sign/${token}`, {
    practice: practiceOf({ features: ['eSignature', ...features] }),
  });
  return sent;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

beforeEach(stubDialogsAndScrolling);
afterEach(() => vi.unstubAllGlobals());

describe('signing through a link mailed to a partner', () => {
  it('takes the partner through their field with the pad, the passcode and signing, all through the link', async () => {
    stubCanvas();
    const signed = linkEnvelopeOf({ signers: [client, partner({ status: 'signed', signed_at: '2026-11-22T15:05:00.000Z' })], actions: [] });
    const sent = renderLinkPage(
      {
        envelope: linkEnvelopeOf({ require_passcode: true }),
        write: (request) =>
          request.url.endsWith('/passcode')
            ? json(200, { data: { message: 'Passcode sent', expires_at: '2026-11-22T15:15:00.000Z' } })
            : json(200, { data: signed }),
      },
      ['typeToSign'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Signature, field 1 of 1: sign here' }));
    expect(screen.queryByRole('link', { name: 'Back to documents' })).toBeNull();
    expect(screen.getByTestId('pdf-viewer').dataset.url).toBe(`${base}/document.pdf`);
    const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Draw', 'Type', 'Upload']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Type' }));
    expect((within(dialog).getByRole('textbox', { name: 'Your name as you sign it' }) as HTMLInputElement).value).toBe('Sam Partner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByText('Passcode sent')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Passcode' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign document' }));

    expect(await screen.findByText('You have signed')).toBeTruthy();
    expect(writes(sent)).toEqual([
      expect.objectContaining({ method: 'POST', url: `${base}/passcode` }),
      expect.objectContaining({
        method: 'PATCH',
        url: `${base}/sign`,
        body: { fields: [{ id: partnerField, signature: { mode: 'type', image: pngData } }], passcode: '123456' },
      }),
    ]);
    // The link opens the document only to sign: once signed, the page says so and shows no document.
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
  });

  it('declines through the link with a reason', async () => {
    const declined = linkEnvelopeOf({ status: 'declined', signers: [client, partner({ status: 'declined' })], actions: [] });
    const sent = renderLinkPage({ envelope: linkEnvelopeOf(), write: () => json(200, { data: declined }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why are you declining?' }), { target: { value: 'Not read it yet.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await screen.findByText(/You declined to sign/u, { selector: 'p' })).toBeTruthy();
    expect(writes(sent)).toEqual([
      expect.objectContaining({ method: 'POST', url: `${base}/decline`, body: { reason: 'Not read it yet.' } }),
    ]);
  });
});

describe('a signing link in each state', () => {
  it('says a link that does not work is not valid, without asking anyone to sign in', async () => {
    renderLinkPage({ status: 404 });
    expect(await screen.findByRole('heading', { level: 1, name: 'This signing link does not work' })).toBeTruthy();
    expect(screen.getByText(/Open the whole link from the most recent e-mail/u)).toBeTruthy();
  });

  it('says a cancelled request can no longer be signed', async () => {
    renderLinkPage({ envelope: linkEnvelopeOf({ status: 'voided', voided_at: '2026-11-23T10:00:00.000Z', actions: [] }) });
    expect(await screen.findByText('This signing request was cancelled, so the document can no longer be signed.')).toBeTruthy();
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
  });

  it('tells a partner who has signed who is next, with no document or field', async () => {
    const adviser = signer({
      id: '8d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4a02',
      role: 'adviser',
      name: 'Charlotte Hughes',
      position: 3,
      is_you: false,
    });
    renderLinkPage({
      envelope: linkEnvelopeOf({
        signers: [client, partner({ status: 'signed', signed_at: '2026-11-22T15:05:00.000Z' }), adviser],
        actions: [],
      }),
    });
    expect(await screen.findByText('You have signed')).toBeTruthy();
    expect(screen.getByText(/Charlotte Hughes signs next/u)).toBeTruthy();
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign here/u })).toBeNull();
  });

  it('offers a completed request’s downloads through the link', async () => {
    const sent = renderLinkPage({
      envelope: linkEnvelopeOf({
        status: 'completed',
        completed_at: '2026-11-23T16:30:00.000Z',
        signers: [client, partner({ status: 'signed', signed_at: '2026-11-23T16:30:00.000Z' })],
        actions: ['downloadSigned', 'downloadCertificate'],
        signed_url: `${base}/signed.pdf`,
        certificate_url: `${base}/certificate.pdf`,
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Signed by everyone on November 23, 2026' });
    expect(within(panel).getByText('Sam Partner (you)')).toBeTruthy();
    expect((await screen.findByTestId('pdf-viewer')).dataset.url).toBe(`${base}/signed.pdf`);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(panel).getByRole('button', { name: 'Download signed PDF' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download signing certificate' }));
    await waitFor(() =>
      expect(sent.map((request) => request.url)).toEqual(expect.arrayContaining([`${base}/signed.pdf`, `${base}/certificate.pdf`])),
    );
  });
});
