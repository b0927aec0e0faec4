import {
  type CurrentUser,
  type FinancialPlanningView,
  financialPlanningAnswerKeys,
  type GoalsView,
  missingFinancialPlanningAnswers,
} from '@advice/domain';
import { json, practiceOf, renderRoutes, userOf as signedIn, stubFetch, testPracticeId } from '../../test/harness.tsx';
import { caseOf } from '../cases/cases.test-server.tsx';
import { financialPlanningRoutes } from './financial-planning.area.tsx';

/** A scripted server and fixtures for the health check's and goals' component tests. */

export const caseId = '7a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b01';
export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1b12';

export function userOf(role: 'client' | 'adviser'): CurrentUser {
  return role === 'client' ? signedIn('client', { id: clientId }) : signedIn('adviser', { first_name: 'Amelia', last_name: 'Stone' });
}

export const detail = caseOf({
  id: caseId,
  type: 'online_advice_request',
  status: 'building',
  name: 'Online Advice Request',
  client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
});

export function healthCheckOf(overrides: Partial<FinancialPlanningView> = {}): FinancialPlanningView {
  const answers = overrides.answers ?? {};
  return {
    id: '7a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b02',
    case_id: caseId,
    client_id: clientId,
    tax_year: { start: '2026-04-06', label: '2026/27' },
    is_past_tax_year: false,
    status: 'in_progress',
    completed_at: null,
    is_marked_complete: false,
    answers,
    previous_answers: {},
    previous_completed_at: null,
    missing: missingFinancialPlanningAnswers(answers),
    currencies: ['GBP'],
    actions: ['edit', 'complete'],
    case_section_complete: false,
    ...overrides,
  };
}

export function goalsOf(overrides: Partial<GoalsView> = {}): GoalsView {
  return {
    case_id: caseId,
    client_id: clientId,
    goals: [],
    currencies: ['GBP'],
    notes: { overview: null, client: '', updated_at: null },
    max_goals: 50,
    actions: ['add', 'write_client_note'],
    case_section_complete: false,
    ...overrides,
  };
}

export const errorsOf = (status: number, errors: { detail: string; pointer?: string }[]) =>
  json(status, {
    errors: errors.map(({ detail, pointer }) => ({
      status: String(status),
      code: status === 400 ? 'request.invalid' : 'state.illegal_transition',
      title: 'Refused',
      detail,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  });

type Handler = (body: Record<string, unknown> | undefined) => Response;

/** Answers each `METHOD path` exactly (the case itself is always answered); records what was sent. */
export function stubServer(handlers: Record<string, Handler>) {
  return stubFetch(({ method, url, body }) => {
    if (method === 'GET' && url === `/api/v1/client-cases/${caseId}`) return json(200, { data: detail });
    return handlers[`${method} ${url}`]?.(body);
  });
}

export const practice = practiceOf({ id: testPracticeId, features: ['financialPlanningHealthCheck', 'financialPlanningGoals'] } as never);

export function renderAt(path: string, user: CurrentUser, features = practice) {
  return renderRoutes([{ hydrateFallbackElement: <p>Loading</p>, children: financialPlanningRoutes }], path, { user, practice: features })
    .router;
}

export const everyKey = financialPlanningAnswerKeys;
