import { answers, endpoint } from '../api/endpoint.ts';
import { caseSectionAccess } from '../cases/case-sections.ts';
import { idParam } from '../shared/fields.ts';
import { taxHealthCheckFeature } from './tax-health-check.rules.ts';
import { taxHealthCheckSaveBody, taxHealthCheckSavedSchema, taxHealthCheckViewSchema } from './tax-health-check.views.ts';

export * from './tax-health-check.messages.ts';
export * from './tax-health-check.ts';
export * from './tax-health-check.views.ts';
export * from './tax-year.ts';

const tag = 'financial-audits';

/**
 * A case's tax health check (spec 1 §7 `/client-cases/{id}/financial-audits`): its Online Advice Request's
 * financial-audit section, created on first read; the partner choice and answers saved step by step; the
 * completion once every question is answered; the adviser's mark on a past year's unfinished check.
 */
export const taxHealthCheckEndpoints = {
  getTaxHealthCheck: endpoint({
    method: 'GET',
    path: '/client-cases/:id/financial-audits',
    tag,
    feature: taxHealthCheckFeature,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(taxHealthCheckViewSchema),
  }),
  saveTaxHealthCheck: endpoint({
    method: 'PATCH',
    path: '/client-cases/:id/financial-audits',
    tag,
    feature: taxHealthCheckFeature,
    access: caseSectionAccess.answer,
    params: idParam,
    body: taxHealthCheckSaveBody,
    answer: answers.data(taxHealthCheckSavedSchema),
  }),
  completeTaxHealthCheck: endpoint({
    method: 'POST',
    path: '/client-cases/:id/financial-audits/complete',
    tag,
    feature: taxHealthCheckFeature,
    access: caseSectionAccess.answer,
    params: idParam,
    answer: answers.data(taxHealthCheckSavedSchema),
  }),
  markTaxHealthCheckComplete: endpoint({
    method: 'POST',
    path: '/client-cases/:id/financial-audits/mark-complete',
    tag,
    feature: taxHealthCheckFeature,
    access: caseSectionAccess.markComplete,
    params: idParam,
    answer: answers.data(taxHealthCheckSavedSchema),
  }),
};
