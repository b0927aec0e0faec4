import { answers, endpoint } from '../api/endpoint.ts';
import { caseSectionAccess } from '../cases/case-sections.ts';
import { idParam } from '../shared/fields.ts';
import { financialPlanningSaveBody, financialPlanningSavedSchema, financialPlanningViewSchema } from './financial-planning.schemas.ts';
import { goalBody, goalIdParams, goalNotesBody, goalsSavedSchema, goalsViewSchema } from './goals.schemas.ts';

export * from './financial-planning.content.ts';
export * from './financial-planning.figures.ts';
export * from './financial-planning.messages.ts';
export * from './financial-planning.rules.ts';
export * from './financial-planning.schemas.ts';
export * from './goals.schemas.ts';
export * from './tax-year.ts';

const tag = 'financial-planning';
const healthCheck = 'financialPlanningHealthCheck' as const;
const goals = 'financialPlanningGoals' as const;

/**
 * A case's financial planning health check and goals (spec 1 §7 `/financial-plannings`, `/client-cases/{id}/goals`):
 * both are sections of an Online Advice Request, so both live under the case, as its fact find does. The
 * health check is the case's own (created when first opened); the goals are the client's, listed from any
 * of their requests.
 */
export const financialPlanningEndpoints = {
  getFinancialPlanning: endpoint({
    method: 'GET',
    path: '/client-cases/:id/financial-plannings',
    tag,
    feature: healthCheck,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(financialPlanningViewSchema),
  }),
  saveFinancialPlanningAnswers: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id/financial-plannings',
    tag,
    feature: healthCheck,
    access: caseSectionAccess.answer,
    params: idParam,
    body: financialPlanningSaveBody,
    answer: answers.data(financialPlanningSavedSchema),
  }),
  completeFinancialPlanning: endpoint({
    method: 'POST',
    path: '/client-cases/:id/financial-plannings/complete',
    tag,
    feature: healthCheck,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(financialPlanningSavedSchema),
  }),
  markFinancialPlanningComplete: endpoint({
    method: 'POST',
    path: '/client-cases/:id/financial-plannings/mark-complete',
    tag,
    feature: healthCheck,
    access: caseSectionAccess.markComplete,
    params: idParam,
    answer: answers.data(financialPlanningSavedSchema),
  }),
  listGoals: endpoint({
    method: 'GET',
    path: '/client-cases/:id/goals',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(goalsViewSchema),
  }),
  addGoal: endpoint({
    method: 'POST',
    path: '/client-cases/:id/goals',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: idParam,
    body: goalBody,
    answer: answers.data(goalsSavedSchema, 201),
  }),
  updateGoal: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id/goals/:goalId',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: goalIdParams,
    body: goalBody,
    answer: answers.data(goalsSavedSchema),
  }),
  removeGoal: endpoint({
    method: 'DELETE',
    path: '/client-cases/:id/goals/:goalId',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: goalIdParams,
    answer: answers.data(goalsSavedSchema),
  }),
  confirmGoals: endpoint({
    method: 'POST',
    path: '/client-cases/:id/goals/confirm',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(goalsSavedSchema),
  }),
  saveGoalNotes: endpoint({
    method: 'PUT',
    path: '/client-cases/:id/goals/notes',
    tag,
    feature: goals,
    access: caseSectionAccess.answer,
    params: idParam,
    body: goalNotesBody,
    answer: answers.data(goalsSavedSchema),
  }),
};
