import { answers, endpoint } from '../api/endpoint.ts';
import { caseSectionAccess } from '../cases/case-sections.ts';
import { idParam } from '../shared/fields.ts';
import { riskAssessmentGeneratedSchema, riskAssessmentViewSchema, riskProgressBody } from './risk-tolerance.schemas.ts';

export * from './risk-tolerance.content.ts';
export * from './risk-tolerance.messages.ts';
export * from './risk-tolerance.schemas.ts';
export * from './risk-tolerance.scoring.ts';

const tag = 'risk-assessment';
const feature = 'riskTolerance';

/**
 * The risk tolerance assessment of an Online Advice Request (spec 1 §7 `/client-cases/{id}/risk-assessments`,
 * `POST /risk-assessment/{id}/generate`): read (begun on the first read), answered one question at a time
 * with the progress kept on the server, and scored once every question is answered.
 */
export const riskToleranceEndpoints = {
  getCaseRiskAssessment: endpoint({
    method: 'GET',
    path: '/client-cases/:id/risk-assessments',
    tag,
    feature,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(riskAssessmentViewSchema),
  }),
  saveRiskAssessmentProgress: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id/risk-assessments',
    tag,
    feature,
    access: caseSectionAccess.answer,
    params: idParam,
    body: riskProgressBody,
    answer: answers.data(riskAssessmentViewSchema),
  }),
  generateRiskAssessment: endpoint({
    method: 'POST',
    path: '/risk-assessment/:id/generate',
    tag,
    feature,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(riskAssessmentGeneratedSchema),
  }),
};
