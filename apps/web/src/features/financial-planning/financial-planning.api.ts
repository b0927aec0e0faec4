import { type BodyIn, financialPlanningEndpoints as endpoints, type FinancialPlanningView, type GoalsView } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { caseKey } from '../cases/cases.api.ts';

export const healthCheckKey = (caseId: string) => ['financial-planning', 'health-check', caseId] as const;
export const goalsKey = (caseId: string) => ['financial-planning', 'goals', caseId] as const;

/** The case's health check (created when first opened). Errors are the page's to show. */
export function useHealthCheck(caseId: string) {
  return useQuery({
    queryKey: healthCheckKey(caseId),
    queryFn: () => api.call(endpoints.getFinancialPlanning, { params: { id: caseId }, silent: true }),
  });
}

/** The client's goals as this case's section shows them, with the notes the viewer may read. */
export function useGoals(caseId: string) {
  return useQuery({
    queryKey: goalsKey(caseId),
    queryFn: () => api.call(endpoints.listGoals, { params: { id: caseId }, silent: true }),
  });
}

type Answers = BodyIn<typeof endpoints.saveFinancialPlanningAnswers>['answers'];

/** Calls whose failures the pages show beside the fields or as toasts, so they are silent here. */
export const healthCheckCalls = {
  save: (caseId: string, answers: Answers) =>
    api.call(endpoints.saveFinancialPlanningAnswers, { params: { id: caseId }, body: { answers }, silent: true }),
  complete: (caseId: string) => api.call(endpoints.completeFinancialPlanning, { params: { id: caseId }, silent: true }),
  markComplete: (caseId: string) => api.call(endpoints.markFinancialPlanningComplete, { params: { id: caseId }, silent: true }),
};

export type GoalInput = BodyIn<typeof endpoints.addGoal>;

export const goalCalls = {
  add: (caseId: string, body: GoalInput) => api.call(endpoints.addGoal, { params: { id: caseId }, body, silent: true }),
  update: (caseId: string, goalId: string, body: GoalInput) =>
    api.call(endpoints.updateGoal, { params: { id: caseId, goalId }, body, silent: true }),
  remove: (caseId: string, goalId: string) => api.call(endpoints.removeGoal, { params: { id: caseId, goalId }, silent: true }),
  confirm: (caseId: string) => api.call(endpoints.confirmGoals, { params: { id: caseId }, silent: true }),
  saveNotes: (caseId: string, body: BodyIn<typeof endpoints.saveGoalNotes>) =>
    api.call(endpoints.saveGoalNotes, { params: { id: caseId }, body, silent: true }),
};

/**
 * Keeps what the server answered: the section's view at once, and the case, whose overview shows each
 * section's completion.
 */
export function useStoreSection() {
  const queryClient = useQueryClient();
  return {
    healthCheck: async (view: FinancialPlanningView) => {
      queryClient.setQueryData(healthCheckKey(view.case_id), view);
      await queryClient.invalidateQueries({ queryKey: caseKey(view.case_id) });
    },
    goals: async (view: GoalsView) => {
      queryClient.setQueryData(goalsKey(view.case_id), view);
      await queryClient.invalidateQueries({ queryKey: caseKey(view.case_id) });
    },
  };
}
