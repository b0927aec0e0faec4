import {
  type CurrentUser,
  type EstateSummary,
  type EstateSummarySections,
  emptyEstateSummarySection,
  estateSummarySections,
  type PublicPractice,
} from '@advice/domain';
import { json, practiceOf, renderRoutes, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import { estateSummaryRoutes } from './estate-summary.area.tsx';

/** A scripted server and helpers for the estate summary pages' component tests. */

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

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const summaryUrl = `/api/v1/clients/${clientId}/estate-summary`;

/** The fixtures' client (Charlotte Hughes), or her adviser. */
export function userOf(role: 'client' | 'adviser'): CurrentUser {
  if (role === 'client') return signedIn(role, { id: clientId });
  return signedIn(role, { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', first_name: 'Priya', last_name: 'Shah' });
}

export function practiceWith(features: string[]): PublicPractice {
  return practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);
}

/** Every section empty, as a new client's summary reads. */
export function emptySections(): EstateSummarySections {
  return Object.fromEntries(estateSummarySections.map((section) => [section, emptyEstateSummarySection(section)])) as EstateSummarySections;
}

export function summaryOf(overrides: Partial<EstateSummary> = {}): EstateSummary {
  return {
    client_id: clientId,
    sections: emptySections(),
    version: 3,
    currencies: ['GBP', 'EUR'],
    updated_at: '2026-03-02T10:15:00.000Z',
    updated_by: { id: clientId, name: 'Charlotte Hughes' },
    actions: ['estateSummary.edit'],
    ...overrides,
  };
}

/** An error answer as the server sends it. */
export function refusal(status: number, code: string, detail: string, pointer?: string): Response {
  return json(status, {
    errors: [{ status: String(status), code, title: 'Refused', detail, ...(pointer ? { source: { pointer } } : {}) }],
  });
}

/** Answers each request with the handler of the longest `METHOD path` prefix it matches, recording what was sent. */
export function stubServer(handlers: Record<string, (body: Record<string, unknown> | undefined) => Response>) {
  return stubFetch(({ method, url, body }) => {
    const match = Object.keys(handlers)
      .filter((key) => `${method} ${url}`.startsWith(key))
      .sort((a, b) => b.length - a.length)[0];
    return match ? (handlers[match]?.(body) ?? json(500, {})) : undefined;
  });
}

/** Renders the area's routes at `path` for a signed-in user of the practice; any other address is "Elsewhere". */
export function renderEstateSummary(path: string, user: CurrentUser, practice: PublicPractice = practiceWith(['estateSummary'])) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...estateSummaryRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice },
  ).router;
}
