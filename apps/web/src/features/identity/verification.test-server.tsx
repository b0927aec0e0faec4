import type { ClientDetail, CurrentUser, PublicPractice, Verification } from '@advice/domain';
import {
  clientActionsSeenBy,
  clientDetailOf,
  json,
  practiceOf,
  renderRoutes,
  type SentRequest,
  type Standing,
  stubFetch,
  testPracticeId,
  userOf,
} from '../../test/harness.tsx';
import { verificationRoutes } from './verification.area.tsx';

/** A scripted server and fixtures for the identity verification pages' component tests. */

// jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const verificationId = '3c5a7e9b-1d2f-4a6c-8e0b-2d4f6a8c0e1a';
export const listUrl = `/api/v1/clients/${clientId}/identity-verifications`;
export const oneUrl = `${listUrl}/${verificationId}`;

export const withFeatures = (features: string[] = ['singpass', 'iamSmart']): PublicPractice =>
  practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);

export const singpassDetails = {
  authority: 'singpass' as const,
  uid: 'G5996852M',
  name: 'CHEN MEI LING',
  alias: 'MAY CHEN',
  hanyu_pinyin_name: 'CHEN MEILING',
  hanyu_pinyin_alias: 'CHEN MEI',
  married_name: '',
  sex: 'FEMALE',
  dob: '1990-03-14',
  nationality: 'CHINESE',
  country_of_birth: 'CHINA',
  address: '102 BEDOK NORTH AVENUE 4, #09-131, SINGAPORE 460102',
  pass_type: 'Employment Pass',
  pass_status: 'Live',
  pass_expiry_date: '2027-08-31',
};

export function verificationOf(overrides: Partial<Verification> = {}): Verification {
  return {
    id: verificationId,
    client_id: clientId,
    authority: 'singpass',
    status: 'in_progress',
    cover_note: 'Before we open your ISA, please confirm who you are.',
    details: null,
    created_by: { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', name: 'Priya Shah' },
    created_at: '2026-03-01T10:00:00.000Z',
    submitted_at: null,
    completed_at: null,
    completed_by: null,
    cancelled_at: null,
    cancelled_by: null,
    actions: [],
    ...overrides,
  };
}

export const page = (items: unknown[]) => json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });

/** Answers `METHOD path` (the query left out) with its handler, else a 404; records what was sent. */
export function stubServer(handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] {
  return stubFetch((request) => handlers[`${request.method} ${new URL(request.url, 'http://localhost').pathname}`]?.(request));
}

/** The client's page as the server describes it to a member of staff standing to them so. */
export function clientSeenBy(viewer: CurrentUser, standing: Standing): ClientDetail {
  return clientDetailOf({ id: clientId, actions: clientActionsSeenBy(viewer, standing) });
}

/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export function renderVerifications(path: string, user: CurrentUser, practice: PublicPractice = withFeatures()) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...verificationRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice },
  ).router;
}

export const theClient = userOf('client', { id: clientId, first_name: 'Olivia', last_name: 'Hart' });
export { userOf };
