import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type CaseDocumentAudit,
  type CaseStatus,
  type CaseType,
  type ClientCaseRequestBody,
  caseTypeLabels,
  isShownToClientOnCreate,
  machineOf,
} from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { type caseDocuments, clientCases } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { CaseRow } from './cases.queries.ts';

/** What a new case holds besides what its type decides (status, visibility) and who it is for. */
export type NewCaseFields = Omit<
  typeof clientCases.$inferInsert,
  'id' | 'practiceId' | 'clientId' | 'adviserId' | 'type' | 'status' | 'name' | 'shownToClient' | 'createdBy'
> & {
  /** The name staff gave it; a case the client requests is named by its type ('Online Advice Request'). */
  name?: string | undefined;
};

/**
 * Writes a new case of `type` for a client, and its `created` audit event, in the caller's
 * transaction: the status it starts in and whether the client sees it at once come from the type's
 * machine, its name (unless staff gave one) from the type's label. Every way a case is made
 * (a client's request, staff preparing one, a batch, registering) goes through here.
 */
export async function insertCaseOfType(
  tx: Tx,
  input: {
    actor: Pick<Actor, 'userId'>;
    practiceId: string;
    client: { id: string; adviserId: string | null };
    type: CaseType;
    fields?: NewCaseFields;
    /** Made for many clients at once (batch-created packs). */
    isBatch?: boolean;
    ip: string | null;
  },
): Promise<CaseRow> {
  const { actor, practiceId, client, type, fields = {} } = input;
  const status: CaseStatus = machineOf(type).initial;
  const name = fields.name ?? caseTypeLabels[type];
  const [created] = await tx
    .insert(clientCases)
    .values({
      ...fields,
      id: randomUUID(),
      practiceId,
      clientId: client.id,
      adviserId: client.adviserId,
      type,
      status,
      name,
      shownToClient: isShownToClientOnCreate(type),
      createdBy: actor.userId,
    })
    .returning();
  if (!created) throw new Error('case insert returned nothing');
  await writeAudit(tx, {
    actor,
    practiceId,
    entityKind: 'client-case',
    entityId: created.id,
    action: 'created',
    after: { type, status, client_id: client.id, name, ...(input.isBatch ? { batch: true as const } : {}) },
    ip: input.ip,
  });
  return created;
}

/** A case document as its audit events record it (added, edited, removed). */
export function caseDocumentAuditOf(row: typeof caseDocuments.$inferSelect): CaseDocumentAudit {
  return {
    document_id: row.id,
    name: row.name,
    category: row.category,
    note: row.noteForClient,
    concealed: row.concealedFromClient,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    signature_required: row.signatureRequired,
    e_signature: row.eSignature,
    auto_email_on_update: row.autoEmailOnUpdate,
  };
}

/** An Online Advice Request's fields from what the client asked for (the request form, or the sign-up wizard). */
export function onlineAdviceRequestFields(
  body: Omit<Extract<ClientCaseRequestBody, { type: 'online_advice_request' }>, 'type'>,
): NewCaseFields {
  return {
    topics: [...new Set(body.topics)],
    initialInvestment: body.initial_investment,
    initialInvestmentCurrency: body.initial_investment_currency,
    monthlyContribution: body.monthly_contribution,
    monthlyContributionCurrency: body.monthly_contribution_currency,
    investmentDuration: body.investment_duration,
    projectionType: body.projection_type,
  };
}
