import { financialPlanningEndpoints as endpoints } from '@advice/domain';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { actorOf, requestInfo } from '../../http/request-info.ts';
import {
  completeFinancialPlanning,
  getFinancialPlanning,
  markFinancialPlanningComplete,
  saveFinancialPlanningAnswers,
} from './financial-planning.service.ts';
import { addGoal, confirmGoals, listGoals, removeGoal, saveGoalNotes, updateGoal } from './goals.service.ts';

/**
 * A case's financial planning health check (answered, completed, or marked complete by the adviser once its
 * tax year has ended) and the client's goals with their notes: two sections of an Online Advice Request.
 */
export async function financialPlanningRoutes(app: FastifyInstance): Promise<void> {
  const { runtime } = app;

  serve(app, endpoints.getFinancialPlanning, (request) => getFinancialPlanning(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.saveFinancialPlanningAnswers, (request) =>
    saveFinancialPlanningAnswers(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
  serve(app, endpoints.completeFinancialPlanning, (request) =>
    completeFinancialPlanning(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );
  serve(app, endpoints.markFinancialPlanningComplete, (request) =>
    markFinancialPlanningComplete(runtime, actorOf(request), request.params.id, requestInfo(request)),
  );

  serve(app, endpoints.listGoals, (request) => listGoals(runtime, actorOf(request), request.params.id));
  serve(app, endpoints.addGoal, (request) => addGoal(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)));
  serve(app, endpoints.updateGoal, (request) =>
    updateGoal(runtime, actorOf(request), request.params.id, request.params.goalId, request.body, requestInfo(request)),
  );
  serve(app, endpoints.removeGoal, (request) =>
    removeGoal(runtime, actorOf(request), request.params.id, request.params.goalId, requestInfo(request)),
  );
  serve(app, endpoints.confirmGoals, (request) => confirmGoals(runtime, actorOf(request), request.params.id, requestInfo(request)));
  serve(app, endpoints.saveGoalNotes, (request) =>
    saveGoalNotes(runtime, actorOf(request), request.params.id, request.body, requestInfo(request)),
  );
}
