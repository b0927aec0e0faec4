import type { ClientDetail, CurrentUser, FinancialStrategy, PublicPractice } from '@advice/domain';
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
import { financialStrategyRoutes } from './financial-strategy.area.tsx';

/** A scripted server and fixtures for the financial strategy pages' component tests. */

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
export const strategyId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const listUrl = `/api/v1/clients/${clientId}/financial-strategies`;
export const documentUrl = `${listUrl}/${strategyId}/document`;

export const withFeature = (features: string[] = ['financialStrategy']): PublicPractice =>
  practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);

export const pdfDocument = {
  file_name: 'Retirement plan.pdf',
  content_type: 'application/pdf',
  size_bytes: 2_202_010,
  uploaded_at: '2026-03-02T10:00:00.000Z',
  download_url: documentUrl,
};

export function strategyOf(overrides: Partial<FinancialStrategy> = {}): FinancialStrategy {
  return {
    id: strategyId,
    client_id: clientId,
    title: 'Retirement plan',
    summary: 'Drawing down from 60, keeping two years of spending in cash.',
    status: 'draft',
    document: null,
    shared_at: null,
    shared_by: null,
    opened_at: null,
    created_by: { id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11', name: 'Priya Shah' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
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
export function renderStrategies(path: string, user: CurrentUser, practice: PublicPractice = withFeature()) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...financialStrategyRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    { user, practice },
  ).router;
}

export const theClient = userOf('client', { id: clientId });
export { userOf };
