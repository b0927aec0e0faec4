import type { CaseActionView, CaseDetail, CaseSection } from '@advice/domain';
import { caseSectionLabels, caseSectionPages, caseSections } from '@advice/domain';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { RequireUser } from '../../app/guards.tsx';
import { json, markSignedIn, practiceOf, renderRoutes, userOf } from '../../test/harness.tsx';
import { casesRoutes } from './cases.area.tsx';

/** A scripted server and fixtures for the case pages' component tests. */

export const caseId = '6a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1a01';
export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a12';

export function action(name: CaseActionView['action'], to: CaseActionView['to'], extra: Partial<CaseActionView> = {}): CaseActionView {
  return {
    action: name,
    path: name.replace(/[A-Z]/gu, (c) => `-${c.toLowerCase()}`),
    to,
    label: name,
    confirm: true,
    irreversible: false,
    blocked_by: null,
    ...extra,
  };
}

export function caseOf(overrides: Partial<CaseDetail>): CaseDetail {
  return {
    documents: [],
    documents_editable: true,
    image_url: null,
    id: caseId,
    type: 'recommendation_pack_case',
    status: 'submitted',
    name: 'Pension review pack',
    client: { id: clientId, first_name: 'Oliver', last_name: 'Bennett' },
    adviser_id: null,
    estimated_case_size: null,
    version: 3,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    topics: [],
    initial_investment: 0,
    initial_investment_currency: null,
    monthly_contribution: 0,
    monthly_contribution_currency: null,
    investment_duration: null,
    cover_note: 'Please read the enclosed recommendation.',
    message: '',
    questions: [],
    answers: [],
    text_answers: [],
    previous_answers: null,
    sections: [],
    next_section: null,
    return_note: '',
    timeline: [
      { step: 'submitted', status: 'submitted', at: '2026-11-20T10:00:00.000Z' },
      { step: 'pack_shared', status: null, at: null },
      { step: 'accepted_or_rejected', status: null, at: null },
      { step: 'confirmed', status: null, at: null },
    ],
    actions: [],
    is_editable: true,
    notice: null,
    ...overrides,
  };
}

/** The request's sections, those in `complete` marked complete. */
export function sectionsOf(complete: readonly CaseSection[], sections: readonly CaseSection[] = caseSections): CaseDetail['sections'] {
  return sections.map((section) => ({
    section,
    label: caseSectionLabels[section],
    complete: complete.includes(section),
    page: caseSectionPages[section],
  }));
}

export type Sent = { url: string; method: string; body: unknown };

/**
 * A fake server: the signed-in user, the practice (with `features`), the case, other reads by URL, and
 * whatever answers a write gets.
 */
export function stubServer(
  role: 'adviser' | 'client',
  detail: CaseDetail,
  write: (sent: Sent) => Response = () => json(200, { data: detail }),
  reads: Record<string, () => Response> = {},
  features: string[] = [],
) {
  const sent: Sent[] = [];
  markSignedIn();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/v1/users/me') return json(200, { data: userOf(role, role === 'client' ? { id: clientId } : {}) });
    if (url === '/api/v1/practice') return json(200, { data: practiceOf({ features } as never) });
    if (method !== 'GET') {
      const entry = { url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(entry);
      return write(entry);
    }
    if (url === `/api/v1/client-cases/${detail.id}`) {
      sent.push({ url, method, body: undefined });
      return json(200, { data: detail });
    }
    const read = Object.entries(reads).find(([prefix]) => url.startsWith(prefix));
    if (read) {
      sent.push({ url, method, body: undefined });
      return read[1]();
    }
    return json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'Not found.' }] });
  });
  return sent;
}

export function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <RequireUser>
            <Outlet />
          </RequireUser>
        ),
        children: casesRoutes,
      },
    ],
    path,
  );
}

/** jsdom has <dialog> without its modal methods: open and close it as a browser would, closing with its event. */
export function stubDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
}
