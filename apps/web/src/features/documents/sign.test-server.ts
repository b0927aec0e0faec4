import type { Envelope, EnvelopePlacement, EnvelopeSigner } from '@advice/domain';
import { vi } from 'vitest';

/** The signer's pages' tests: one sent envelope, its signers and fields, and what jsdom lacks to sign in it. */

export const documentId = '5b1f7f0e-4a55-4f43-9b5e-0a1f2f0c2a01';
export const caseId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a01';
export const clientUserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a12';
export const ids = {
  firstPageSignature: '9c1f7f0e-4a55-4f43-9b5e-0a1f2f0c3a01',
  policyNumber: '9c1f7f0e-4a55-4f43-9b5e-0a1f2f0c3a02',
  secondPageSignature: '9c1f7f0e-4a55-4f43-9b5e-0a1f2f0c3a03',
  adviserSignature: '9c1f7f0e-4a55-4f43-9b5e-0a1f2f0c3a04',
};
export const pngData =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function placement(overrides: Partial<EnvelopePlacement>): EnvelopePlacement {
  return {
    id: ids.firstPageSignature,
    signer: 'client',
    type: 'addSignaturePlaceholder',
    page: 1,
    x: 0.1,
    y: 0.2,
    width: 0.3,
    height: 0.06,
    label: '',
    required: true,
    text: null,
    filled: false,
    ...overrides,
  };
}

export function signer(overrides: Partial<EnvelopeSigner>): EnvelopeSigner {
  return {
    id: '8d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4a01',
    role: 'client',
    name: 'Oliver Bennett',
    position: 1,
    status: 'pending',
    signed_at: null,
    is_you: true,
    ...overrides,
  };
}

export const adviserSigner = (overrides: Partial<EnvelopeSigner> = {}) =>
  signer({
    id: '8d1f7f0e-4a55-4f43-9b5e-0a1f2f0c4a02',
    role: 'adviser',
    name: 'Charlotte Hughes',
    position: 2,
    status: 'waiting',
    is_you: false,
    ...overrides,
  });

/** A sent envelope the client signs first and the adviser second; the client's fields listed out of order on purpose. */
export function envelopeOf(overrides: Partial<Envelope> = {}): Envelope {
  return {
    id: '7a1f7f0e-4a55-4f43-9b5e-0a1f2f0c5a01',
    document_id: documentId,
    case_id: caseId,
    document_name: 'Suitability report',
    engine: 'embedded',
    status: 'sent',
    signers: [signer({}), adviserSigner()],
    placements: [
      placement({ id: ids.secondPageSignature, page: 2, y: 0.1 }),
      placement({ id: ids.adviserSignature, signer: 'adviser', page: 2, y: 0.5 }),
      placement({ id: ids.policyNumber, type: 'addTextPlaceholder', label: 'Policy number', y: 0.5 }),
      placement({ id: ids.firstPageSignature, y: 0.2 }),
    ],
    reminder_every_days: 0,
    require_passcode: false,
    passcode_channel: 'email',
    passcode_phone: null,
    message: '',
    locked: false,
    original_sha256: 'a'.repeat(64),
    signed_sha256: null,
    sent_at: '2026-11-20T10:00:00.000Z',
    completed_at: null,
    voided_at: null,
    events: [],
    actions: ['sign', 'decline'],
    document_url: `/api/v1/client-cases/${caseId}/documents/${documentId}/download`,
    signed_url: null,
    certificate_url: null,
    ...overrides,
  };
}

/** jsdom draws nothing: a canvas that measures and answers a fixed PNG, enough for a typed signature. */
export function stubCanvas() {
  const context = { font: '', fillStyle: '', textBaseline: '', measureText: () => ({ width: 200 }), fillText: () => {} };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(pngData);
}

/** jsdom has no modal dialogs and no scrolling: enough of both for the signature pad and "Next field". */
export function stubDialogsAndScrolling() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
