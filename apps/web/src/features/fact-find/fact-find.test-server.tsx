import { type CurrentUser, type FactFindAnswers, factFindSectionLabels, factFindSectionStates, type PublicPractice } from '@advice/domain';
import { clientDetailOf, json, practiceOf, renderRoutes, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import type { LoadedFactFind } from './fact-find.api.ts';
import { factFindRoutes } from './fact-find.area.tsx';

/** A scripted server and fixtures for the fact-find pages' component tests. */

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
export const caseId = '5d2e8a61-7c1b-4f0e-9a3d-2b6c4e8f1a33';
const adviserId = '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';

/** The fixtures' client, or a member of staff of their practice. */
export function userOf(role: 'client' | 'adviser' | 'admin'): CurrentUser {
  if (role === 'client') return signedIn(role, { id: clientId });
  return signedIn(role, { id: adviserId, first_name: 'Amelia', last_name: 'Stone', admin_level: role === 'admin' ? 'normal' : null });
}

export const practice: PublicPractice = practiceOf({ id: testPracticeId, mailbox_enabled: false, features: [] });

/** The client's fact find as the server answers it: to the client by default, to staff with `review` and `guidance`. */
export function factFindOf(answers: FactFindAnswers = {}, overrides: Partial<LoadedFactFind> = {}): LoadedFactFind {
  const currencies = ['GBP'];
  return {
    client_id: clientId,
    version: 0,
    saved_at: null,
    saved_by: null,
    include_partner: answers.personalDetails?.include_partner === true,
    answers,
    sections: factFindSectionStates(answers, currencies).map((state) => ({ ...state, label: factFindSectionLabels[state.key] })),
    currencies,
    actions: ['edit'],
    review: null,
    guidance: null,
    ...overrides,
  };
}

export const clientDetail = clientDetailOf({ id: clientId, first_name: 'Charlotte', last_name: 'Hughes' });

const errorsOf = (status: number, code: string, errors: { detail: string; pointer?: string }[]) =>
  json(status, {
    errors: errors.map(({ detail, pointer }) => ({
      status: String(status),
      code,
      title: 'Refused',
      detail,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  });

export { errorsOf };

type Handler = (body: Record<string, unknown> | undefined) => Response;

/**
 * Answers each request with the handler of the longest `METHOD path` prefix it matches, recording what was
 * sent; the documents and versions lists answer empty unless a test says otherwise.
 */
export function stubServer(handlers: Record<string, Handler>) {
  const defaults: Record<string, Handler> = {
    [`GET /api/v1/clients/${clientId}/fact-finds/documents`]: () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' }),
    [`GET /api/v1/clients/${clientId}/fact-finds/versions`]: () => json(200, { data: [] }, { 'x-total': '0', 'x-total-pages': '1' }),
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientDetail }),
  };
  const all = { ...defaults, ...handlers };
  return stubFetch(({ method, url, body }) => {
    const match = Object.keys(all)
      .filter((key) => `${method} ${url}`.startsWith(key))
      .sort((a, b) => b.length - a.length)[0];
    return match ? (all[match]?.(body) ?? json(500, {})) : undefined;
  });
}

/** Renders the area's routes at `path` for a signed-in user of the practice. */
export function renderFactFind(path: string, user: CurrentUser) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...factFindRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice },
  ).router;
}
