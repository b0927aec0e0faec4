import { z } from 'zod';
import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema, paginationQuery } from '../shared/fields.ts';
import {
  financialStrategyBody,
  financialStrategyListQuery,
  financialStrategyNextSteps,
  financialStrategyPatch,
  financialStrategySavedSchema,
  financialStrategySchema,
} from './financial-strategy.ts';

const tag = 'financial-strategy';
const feature = 'financialStrategy';
/** The client (the shared ones only) and their staff; the relation table decides per client. */
const viewers = { roles: clientRolesFor('financialStrategy.view') } as const;
/** Staff write strategies and upload their documents; a client never does. */
const managers = { roles: clientRolesFor('financialStrategy.manage') } as const;
/** Sharing: a supporting admin only with the adviser's right, which the service checks per client. */
const sharers = { roles: clientRolesFor('financialStrategy.share') } as const;
const strategyParams = z.object({ id: z.uuid(), strategyId: z.uuid() });

/**
 * A strategy that waits on a member of staff before the client can see it, as their home lists it: its
 * document still to upload, or only the share left.
 */
export const financialStrategyToShareSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  client: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() }),
  next_step: z.enum(financialStrategyNextSteps),
  updated_at: z.string(),
});
export type FinancialStrategyToShare = z.infer<typeof financialStrategyToShareSchema>;

/** A client's financial strategies (spec 1 §7 `/clients/{id}/financial-strategies`): documents, sharing, audit trail. */
export const financialStrategyEndpoints = {
  listFinancialStrategies: endpoint({
    method: 'GET',
    path: '/clients/:id/financial-strategies',
    tag,
    feature,
    access: viewers,
    params: idParam,
    query: financialStrategyListQuery,
    answer: answers.page(financialStrategySchema),
  }),
  createFinancialStrategy: endpoint({
    method: 'POST',
    path: '/clients/:id/financial-strategies',
    tag,
    feature,
    access: managers,
    params: idParam,
    body: financialStrategyBody,
    answer: answers.data(financialStrategySavedSchema, 201),
  }),
  getFinancialStrategy: endpoint({
    method: 'GET',
    path: '/clients/:id/financial-strategies/:strategyId',
    tag,
    feature,
    access: viewers,
    params: strategyParams,
    answer: answers.data(financialStrategySchema),
  }),
  updateFinancialStrategy: endpoint({
    method: 'PATCH',
    path: '/clients/:id/financial-strategies/:strategyId',
    tag,
    feature,
    access: managers,
    params: strategyParams,
    body: financialStrategyPatch,
    answer: answers.data(financialStrategySavedSchema),
  }),
  deleteFinancialStrategy: endpoint({
    method: 'DELETE',
    path: '/clients/:id/financial-strategies/:strategyId',
    tag,
    feature,
    access: managers,
    params: strategyParams,
    answer: answers.data(messageSchema),
  }),
  /** Uploads the strategy's document, replacing the one it had (whose file the orphan sweep then removes). */
  uploadFinancialStrategyDocument: endpoint({
    method: 'PUT',
    path: '/clients/:id/financial-strategies/:strategyId/document',
    tag,
    feature,
    access: managers,
    params: strategyParams,
    upload: { purpose: 'financialStrategyDocument' },
    answer: answers.data(financialStrategySavedSchema),
  }),
  /** The document as a download (the PDF viewer reads it too); the client's opening is recorded. */
  downloadFinancialStrategyDocument: endpoint({
    method: 'GET',
    path: '/clients/:id/financial-strategies/:strategyId/document',
    tag,
    feature,
    access: viewers,
    params: strategyParams,
    answer: answers.file,
  }),
  shareFinancialStrategy: endpoint({
    method: 'POST',
    path: '/clients/:id/financial-strategies/:strategyId/share',
    tag,
    feature,
    access: sharers,
    params: strategyParams,
    answer: answers.data(financialStrategySavedSchema),
  }),
  unshareFinancialStrategy: endpoint({
    method: 'POST',
    path: '/clients/:id/financial-strategies/:strategyId/unshare',
    tag,
    feature,
    access: sharers,
    params: strategyParams,
    answer: answers.data(financialStrategySavedSchema),
  }),
  /** The strategy's events as sentences, newest first: a staff page. */
  listFinancialStrategyAuditTrail: endpoint({
    method: 'GET',
    path: '/clients/:id/financial-strategies/:strategyId/audit-trail',
    tag,
    feature,
    access: { roles: clientRolesFor('client.viewAuditTrail') },
    params: strategyParams,
    query: paginationQuery,
    answer: answers.page(auditEventSchema),
  }),
  /** Strategies not yet shared, of the clients the viewer may manage them for: their home's panel. */
  listFinancialStrategiesToShare: endpoint({
    method: 'GET',
    path: '/financial-strategies/to-share',
    tag,
    feature,
    access: managers,
    query: paginationQuery,
    answer: answers.page(financialStrategyToShareSchema),
  }),
};
