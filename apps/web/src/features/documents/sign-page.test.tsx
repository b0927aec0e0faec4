import type { Envelope, FeatureFlag, Role } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, type SentRequest, stubFetch, userOf } from '../../test/harness.tsx';
import {
  adviserSigner,
  clientUserId,
  documentId,
  envelopeOf,
  ids,
  placement,
  pngData,
  signer,
  stubCanvas,
  stubDialogsAndScrolling,
} from './sign.test-server.ts';
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

type Answers = { envelope: Envelope | null; write?: (request: SentRequest) => Response; reads?: Record<string, unknown> };

function renderPage(answers: Answers, { role = 'client', features = [] }: { role?: Role; features?: FeatureFlag[] } = {}) {
  const sent = stubFetch((request) => {
    if (request.method === 'GET' && request.url === `/api/v1/documents/${documentId}/signing`) return json(200, { data: answers.envelope });
    if (request.method === 'GET') return json(200, { data: answers.reads?.[request.url] ?? {} });
    return answers.write?.(request);
  });
  const user = userOf(role, role === 'client' ? { id: clientUserId, first_name: 'Oliver', last_name: 'Bennett' } : {});
  renderRoutes([{ path: 'documents/:documentId/sign', element: <SignDocumentPage /> }], `/documents/${documentId}/sign`, {
    user,
    practice: practiceOf({ features: ['eSignature', ...features] }),
  });
  return sent;
}

const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

beforeEach(stubDialogsAndScrolling);
afterEach(() => vi.unstubAllGlobals());

const fieldButton = (number: number) => screen.getByRole('button', { name: new RegExp(`field ${number} of 3`, 'u') });

async function typeSignature(number: number, name: string, { forOthers = false } = {}) {
  fireEvent.click(fieldButton(number));
  const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Type' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your name as you sign it' }), { target: { value: name } });
  if (forOthers) fireEvent.click(within(dialog).getByRole('checkbox', { name: /other signature field/u }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the signer’s page', () => {
  it('numbers the reader’s fields by page, then top to bottom, and offers none of the other signer’s', async () => {
    renderPage({ envelope: envelopeOf() });
    expect(await screen.findByRole('button', { name: 'Signature, field 1 of 3: sign here' })).toBeTruthy();
    const policy = screen.getByRole('textbox', { name: 'Policy number' });
    expect(policy.parentElement?.textContent).toContain('2');
    expect(screen.getByRole('button', { name: 'Signature, field 3 of 3: sign here' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /sign here/u })).toHaveLength(2);
    expect(screen.getByText('Field 1 of 3')).toBeTruthy();
    expect(screen.getByText('0 of 3 required fields filled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign document' })).toBeNull();
  });

  it('“Next field” moves to the next field still to fill and focuses it', async () => {
    stubCanvas();
    renderPage({ envelope: envelopeOf() }, { features: ['typeToSign'] });
    const next = await screen.findByRole('button', { name: 'Next field' });
    fireEvent.click(next);
    expect(document.activeElement).toBe(fieldButton(1));
    await typeSignature(1, 'Oliver Bennett');
    fireEvent.click(screen.getByRole('button', { name: 'Next field' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Policy number' }));
    expect(screen.getByText('Field 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next field' }));
    expect(document.activeElement).toBe(fieldButton(3));
    expect(screen.getByText('Field 3 of 3')).toBeTruthy();
  });

  it('offers typing a signature only when the practice has the typeToSign flag, and no saved signature to a client', async () => {
    renderPage({ envelope: envelopeOf() });
    fireEvent.click(await screen.findByRole('button', { name: /field 1 of 3/u }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
    const modes = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent);
    expect(modes).toEqual(['Draw', 'Upload']);
    expect(within(dialog).getByText(/Using a keyboard\? Choose Upload instead\./u)).toBeTruthy();
  });

  it('offers Type with the flag and an adviser’s saved signature when they have one', async () => {
    const envelope = envelopeOf({
      signers: [
        signer({ status: 'signed', is_you: false, signed_at: '2026-11-21T09:00:00.000Z' }),
        adviserSigner({ status: 'pending', is_you: true }),
      ],
      placements: [placement({ id: ids.adviserSignature, signer: 'adviser' })],
    });
    renderPage(
      { envelope, reads: { [`/api/v1/advisers/${userOf('adviser').id}`]: { has_signature: true } } },
      { role: 'adviser', features: ['typeToSign'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Signature, field 1 of 1: sign here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual(['Draw', 'Type', 'Use saved signature', 'Upload']),
    );
  });

  it('refuses an uploaded image over the signature policy’s size with its message, and applies nothing', async () => {
    renderPage({ envelope: envelopeOf() });
    fireEvent.click(await screen.findByRole('button', { name: /field 1 of 3/u }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Upload' }));
    const file = new File(['x'], 'signature.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: 3 * 1_048_576 });
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '“signature.png” is 3 MB; the largest file you can upload here is 2 MB.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose an image of your signature first.');
  });

  it('sends each field’s value in PATCH /sign, then shows the answer: signed, and who signs next', async () => {
    stubCanvas();
    const signedEnvelope = envelopeOf({
      signers: [signer({ status: 'signed', signed_at: '2026-11-22T15:05:00.000Z' }), adviserSigner({ status: 'pending' })],
      actions: [],
    });
    const sent = renderPage({ envelope: envelopeOf(), write: () => json(200, { data: signedEnvelope }) }, { features: ['typeToSign'] });
    await screen.findByRole('button', { name: /field 1 of 3/u });
    await typeSignature(1, 'Oliver Bennett', { forOthers: true });
    expect(screen.getByRole('button', { name: /field 3 of 3: signed/u })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Policy number' }), { target: { value: '  PN-12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign document' }));

    expect(await screen.findByText('Document signed')).toBeTruthy();
    const signature = { mode: 'type', image: pngData };
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/v1/sign',
        body: {
          document_id: documentId,
          fields: [
            { id: ids.firstPageSignature, signature },
            { id: ids.policyNumber, text: 'PN-12345' },
            { id: ids.secondPageSignature, signature },
          ],
        },
      }),
    ]);
    expect(await screen.findByText('You have signed')).toBeTruthy();
    expect(screen.getByText(/Charlotte Hughes signs next/u)).toBeTruthy();
  });

  it('shows the server’s error at the field it points at and in a summary that leads to it', async () => {
    stubCanvas();
    const refusal = {
      errors: [
        {
          status: '400',
          code: 'validation',
          title: 'Invalid',
          detail: 'The signature must be a PNG or JPEG image of at most 256 KB.',
          source: { pointer: '/fields/0/signature' },
        },
      ],
    };
    renderPage({ envelope: envelopeOf(), write: () => json(400, refusal) }, { features: ['typeToSign'] });
    await screen.findByRole('button', { name: /field 1 of 3/u });
    await typeSignature(1, 'Oliver Bennett', { forOthers: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Policy number' }), { target: { value: 'PN-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign document' }));

    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('button', { name: 'Field 1: The signature must be a PNG or JPEG image of at most 256 KB.' });
    const field = fieldButton(1);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The signature must be a PNG or JPEG image of at most 256 KB.',
    );
    fireEvent.click(link);
    expect(document.activeElement).toBe(field);
  });

  it('asks for a passcode first where the practice requires one, and shows the server’s refusal beside it', async () => {
    stubCanvas();
    const wrong = {
      errors: [
        {
          status: '422',
          code: 'signing.passcode',
          title: 'Wrong',
          detail: 'That passcode is wrong or has expired. Ask for a new one.',
          source: { pointer: '/passcode' },
        },
      ],
    };
    const sent = renderPage(
      {
        envelope: envelopeOf({ require_passcode: true }),
        write: (request) =>
          request.url.endsWith('/passcode')
            ? json(200, { data: { message: 'Passcode sent', expires_at: '2026-11-22T15:15:00.000Z' } })
            : json(422, wrong),
      },
      { features: ['typeToSign'] },
    );
    await screen.findByRole('button', { name: /field 1 of 3/u });
    await typeSignature(1, 'Oliver Bennett', { forOthers: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Policy number' }), { target: { value: 'PN-1' } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(writes(sent)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Enter the passcode we sent you.');

    fireEvent.click(screen.getByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByText('Passcode sent')).toBeTruthy();
    expect(writes(sent)[0]).toMatchObject({ method: 'POST', url: `/api/v1/documents/${documentId}/signing/passcode` });
    const input = screen.getByRole('textbox', { name: 'Passcode' });
    fireEvent.change(input, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign document' }));

    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(writes(sent)[1]).toMatchObject({ method: 'PATCH', body: expect.objectContaining({ passcode: '123456' }) });
    expect(screen.getByText('That passcode is wrong or has expired. Ask for a new one.')).toBeTruthy();
  });

  it('says the passcode comes by e-mail, or by text to the masked number, and toasts where the server sent it', async () => {
    stubCanvas();
    const sent = renderPage(
      {
        envelope: envelopeOf({ require_passcode: true, passcode_channel: 'phone', passcode_phone: '•••• 0123' }),
        write: () => json(200, { data: { message: 'Passcode sent in a text to •••• 0456.', expires_at: '2026-11-22T15:15:00.000Z' } }),
      },
      { features: ['typeToSign'] },
    );
    await screen.findByRole('button', { name: /field 1 of 3/u });
    await typeSignature(1, 'Oliver Bennett', { forOthers: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Policy number' }), { target: { value: 'PN-1' } });

    expect(screen.getByText(/we will text a 6-digit passcode to your mobile \(•••• 0123\)/u)).toBeTruthy();
    expect(screen.queryByText(/e-mail you/u)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByText('Passcode sent in a text to •••• 0456.')).toBeTruthy();
    expect(screen.getByText(/enter the passcode we texted you at •••• 0123\. It works for 10 minutes\./u)).toBeTruthy();
    expect(writes(sent)).toEqual([expect.objectContaining({ method: 'POST', url: `/api/v1/documents/${documentId}/signing/passcode` })]);
  });

  it('says “we e-mailed you” when the passcode goes by e-mail', async () => {
    stubCanvas();
    renderPage(
      {
        envelope: envelopeOf({ require_passcode: true }),
        write: () => json(200, { data: { message: 'Passcode sent', expires_at: '2026-11-22T15:15:00.000Z' } }),
      },
      { features: ['typeToSign'] },
    );
    await screen.findByRole('button', { name: /field 1 of 3/u });
    await typeSignature(1, 'Oliver Bennett', { forOthers: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Policy number' }), { target: { value: 'PN-1' } });
    expect(screen.getByText(/we will e-mail you a 6-digit passcode/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a passcode' }));
    expect(await screen.findByText(/enter the passcode we e-mailed you\. It works for 10 minutes\./u)).toBeTruthy();
    expect(screen.queryByText(/texted/u)).toBeNull();
  });

  it('needs a reason to decline, then sends it and shows the declined request', async () => {
    const declined = envelopeOf({
      status: 'declined',
      signers: [signer({ status: 'declined' }), adviserSigner()],
      events: [
        {
          id: '3e1f7f0e-4a55-4f43-9b5e-0a1f2f0c6a01',
          kind: 'declined',
          at: '2026-11-22T15:05:00.000Z',
          actor_name: 'Oliver Bennett',
          sha256_before: null,
          sha256_after: null,
        },
      ],
      actions: [],
    });
    const sent = renderPage({ envelope: envelopeOf(), write: () => json(200, { data: declined }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Say why you are declining, so the practice can help.');
    expect(writes(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why are you declining?' }), {
      target: { value: 'The fees are not what we agreed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await screen.findByText('You declined to sign')).toBeTruthy();
    expect(writes(sent)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `/api/v1/documents/${documentId}/signing/decline`,
        body: { reason: 'The fees are not what we agreed.' },
      }),
    ]);
    expect(await screen.findByText(/You declined to sign on November 22, 2026/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sign here/u })).toBeNull();
  });
});

describe('the signer’s page in each state', () => {
  it('tells a signer whose turn has not come who signs before them, and offers no field', async () => {
    renderPage({
      envelope: envelopeOf({
        signers: [signer({ is_you: false, name: 'Oliver Bennett' }), adviserSigner({ is_you: true })],
        actions: [],
      }),
    });
    expect(await screen.findByText('It is not your turn to sign yet. You will get an e-mail when it is.')).toBeTruthy();
    expect(screen.getByText('Signing before you: Oliver Bennett.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sign here/u })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your fields' })).toBeNull();
  });

  it('says a voided request can no longer be signed and shows no fields', async () => {
    renderPage({ envelope: envelopeOf({ status: 'voided', voided_at: '2026-11-23T10:00:00.000Z', actions: [] }) });
    expect(await screen.findByText('This signing request was cancelled, so the document can no longer be signed.')).toBeTruthy();
    expect(screen.queryByTestId('pdf-viewer')).toBeNull();
    expect(screen.queryByRole('button', { name: /sign here/u })).toBeNull();
  });

  it('says who declined a request, and when', async () => {
    renderPage({
      envelope: envelopeOf({
        status: 'declined',
        signers: [signer({ status: 'signed', signed_at: '2026-11-21T09:00:00.000Z' }), adviserSigner({ status: 'declined' })],
        events: [
          {
            id: '3e1f7f0e-4a55-4f43-9b5e-0a1f2f0c6a02',
            kind: 'declined',
            at: '2026-11-22T15:05:00.000Z',
            actor_name: 'Charlotte Hughes',
            sha256_before: null,
            sha256_after: null,
          },
        ],
        actions: [],
      }),
    });
    expect(await screen.findByText(/Charlotte Hughes declined to sign on November 22, 2026/u)).toBeTruthy();
  });

  it('shows a completed request’s date, each signer’s time and the two downloads, with the signed PDF in the viewer', async () => {
    const sent = renderPage({
      envelope: envelopeOf({
        status: 'completed',
        completed_at: '2026-11-23T16:30:00.000Z',
        signers: [
          signer({ status: 'signed', signed_at: '2026-11-22T15:05:00.000Z' }),
          adviserSigner({ status: 'signed', signed_at: '2026-11-23T16:30:00.000Z' }),
        ],
        actions: ['downloadSigned', 'downloadCertificate'],
        signed_url: `/api/v1/documents/${documentId}/signing/signed.pdf`,
        certificate_url: `/api/v1/documents/${documentId}/signing/certificate.pdf`,
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Signed by everyone on November 23, 2026' });
    expect(within(panel).getByText('Oliver Bennett (you)')).toBeTruthy();
    expect(within(panel).getAllByText(/^Signed November 2[23], 2026, \d+:\d\d [ap]m$/u)).toHaveLength(2);
    expect(screen.getByTestId('pdf-viewer').dataset.url).toBe(`/api/v1/documents/${documentId}/signing/signed.pdf`);
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download signed PDF' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Download signing certificate' }));
    await waitFor(() => expect(downloads.sort()).toEqual(['certificate.pdf', 'signed.pdf']));
    expect(sent.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        `/api/v1/documents/${documentId}/signing/signed.pdf`,
        `/api/v1/documents/${documentId}/signing/certificate.pdf`,
      ]),
    );
  });

  it('tells a signer who has signed who is next', async () => {
    renderPage({
      envelope: envelopeOf({
        signers: [signer({ status: 'signed', signed_at: '2026-11-22T15:05:00.000Z' }), adviserSigner({ status: 'pending' })],
        placements: [placement({ filled: true }), placement({ id: ids.adviserSignature, signer: 'adviser', page: 2 })],
        actions: [],
      }),
    });
    expect(await screen.findByText('You have signed')).toBeTruthy();
    expect(screen.getByText(/^You signed on November 22, 2026/u)).toBeTruthy();
    expect(screen.getByText(/Charlotte Hughes signs next/u)).toBeTruthy();
  });

  it('shows staff who do not sign whom the request waits for', async () => {
    renderPage(
      {
        envelope: envelopeOf({ signers: [signer({ is_you: false }), adviserSigner()], actions: [] }),
      },
      { role: 'director' },
    );
    expect(await screen.findByText('0 of 2 signed. Waiting for Oliver Bennett to sign.')).toBeTruthy();
  });

  it('says so when the document has no signing request', async () => {
    renderPage({ envelope: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This document has no signing request.' })).toBeTruthy();
  });
});
