import { type BodyIn, riskToleranceEndpoints as endpoints, type RiskAssessmentView } from '@advice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { casesKey } from '../cases/cases.api.ts';

export const riskAssessmentKey = (caseId: string) => ['risk-assessment', caseId] as const;

/** The case's risk assessment (begun by the server on the first read). Errors are the page's to show. */
export function useRiskAssessment(caseId: string) {
  return useQuery({
    queryKey: riskAssessmentKey(caseId),
    queryFn: () => api.call(endpoints.getCaseRiskAssessment, { params: { id: caseId }, silent: true }),
  });
}

export type RiskProgress = BodyIn<typeof endpoints.saveRiskAssessmentProgress>;

/** Calls whose failures the page shows itself (beside the question, or in the summary's banner). */
export const riskAssessmentCalls = {
  saveProgress: (caseId: string, body: RiskProgress) =>
    api.call(endpoints.saveRiskAssessmentProgress, { params: { id: caseId }, body, silent: true }),
  generate: (assessment: Pick<RiskAssessmentView, 'id'>) =>
    api.call(endpoints.generateRiskAssessment, { params: { id: assessment.id }, silent: true }),
};

/** Puts the assessment the server answered with into the cache; a generated score also changes the case's sections. */
export function useStoreRiskAssessment() {
  const queryClient = useQueryClient();
  return async (view: RiskAssessmentView) => {
    queryClient.setQueryData(riskAssessmentKey(view.case_id), view);
    if (view.status === 'completed') await queryClient.invalidateQueries({ queryKey: casesKey });
  };
}
