import { randomUUID } from 'node:crypto';
import {
  accountStatuses,
  adminLevels,
  agendaTemplateKinds,
  auditEntityKinds,
  bulkImportStatuses,
  caseDocumentCategories,
  caseSections,
  caseStatuses,
  caseTypes,
  clientGenders,
  clientKinds,
  documentRequestItemStatuses,
  envelopeStatuses,
  factFindSectionKeys,
  identityDocumentAccessLevels,
  identityDocumentTypes,
  identitySections,
  mailStatuses,
  maritalStatuses,
  mediaRegions,
  meetingRecordingStatuses,
  meetingRecordingTypes,
  meetingRoomStatuses,
  meetingSummaryStatuses,
  messageAttachmentKinds,
  messageBulkStatuses,
  messageCategories,
  messageKinds,
  motivationItemKinds,
  notificationKinds,
  oauthProviders,
  passcodeChannels,
  placementTypes,
  practiceFilePurposes,
  practiceTypes,
  questionnaireStatuses,
  riskAssessmentSteps,
  riskLevels,
  roles,
  serviceCategories,
  signatureModes,
  signerRoles,
  signerStatuses,
  signingEngines,
  signingEventKinds,
  taxHealthCheckVersions,
  topUpAccountTypeKeys,
  topUpStatuses,
  twoFactorMethods,
  uploadPurposes,
  userTokenKinds,
  vaultItemKinds,
  verificationAuthorities,
  verificationStatuses,
  vulnerabilityDrivers,
} from '@advice/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate, dropDatabase } from '../../testing/databases.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { withDatabase } from '../../testing/global-setup.ts';
import { createDb, createPool, type Db } from '../client.ts';
import {
  auditEvents,
  bulkImports,
  caseDocuments,
  caseSections as caseSectionRows,
  clientCases,
  documentRequestItems,
  documentRequests,
  factFindVersions,
  financialAudits,
  financialPlanningHealthChecks,
  identityDocuments,
  identitySectionLocks,
  identityVerifications,
  mailOutbox,
  meetingRecordings,
  meetingRecordingTracks,
  meetingRooms,
  meetingSummaries,
  messageAttachments,
  messageBulks,
  messages,
  motivationItems,
  notifications,
  oauthAccounts,
  practiceFiles,
  practiceServices,
  riskAssessments,
  signingEnvelopes,
  signingEvents,
  signingPlacements,
  signingSigners,
  smsOutbox,
  storedFiles,
  topUps,
  userTokens,
  vaultItems,
  vulnerabilityObservations,
} from './index.ts';

/** Every constrained column and the domain list its CHECK must equal, in the domain's order. */
const constrained: { table: string; column: string; values: readonly string[] }[] = [
  { table: 'users', column: 'role', values: roles },
  { table: 'users', column: 'admin_level', values: adminLevels },
  { table: 'users', column: 'status', values: accountStatuses },
  { table: 'users', column: 'two_factor_method', values: twoFactorMethods },
  { table: 'user_tokens', column: 'kind', values: userTokenKinds },
  { table: 'client_profiles', column: 'kind', values: clientKinds },
  { table: 'client_profiles', column: 'gender', values: clientGenders },
  { table: 'client_profiles', column: 'marital_status', values: maritalStatuses },
  { table: 'client_cases', column: 'type', values: caseTypes },
  { table: 'client_cases', column: 'status', values: caseStatuses },
  { table: 'case_sections', column: 'section', values: caseSections },
  { table: 'case_documents', column: 'category', values: caseDocumentCategories },
  { table: 'top_ups', column: 'account_type', values: topUpAccountTypeKeys },
  { table: 'top_ups', column: 'status', values: topUpStatuses },
  { table: 'stored_files', column: 'purpose', values: uploadPurposes },
  { table: 'practices', column: 'practice_type', values: practiceTypes },
  { table: 'practice_files', column: 'purpose', values: practiceFilePurposes },
  { table: 'practice_services', column: 'category', values: serviceCategories },
  { table: 'agenda_templates', column: 'kind', values: agendaTemplateKinds },
  { table: 'notifications', column: 'kind', values: notificationKinds },
  { table: 'bulk_imports', column: 'status', values: bulkImportStatuses },
  { table: 'mail_outbox', column: 'status', values: mailStatuses },
  { table: 'audit_events', column: 'entity_kind', values: auditEntityKinds },
  { table: 'fact_find_versions', column: 'section', values: factFindSectionKeys },
  { table: 'vulnerability_observations', column: 'driver', values: vulnerabilityDrivers },
  { table: 'risk_assessments', column: 'status', values: questionnaireStatuses },
  { table: 'risk_assessments', column: 'step', values: riskAssessmentSteps },
  { table: 'risk_assessments', column: 'level', values: riskLevels },
  { table: 'financial_audits', column: 'version', values: taxHealthCheckVersions },
  { table: 'financial_audits', column: 'status', values: questionnaireStatuses },
  { table: 'financial_planning_health_checks', column: 'status', values: questionnaireStatuses },
  { table: 'signing_envelopes', column: 'engine', values: signingEngines },
  { table: 'signing_envelopes', column: 'status', values: envelopeStatuses },
  { table: 'signing_signers', column: 'role', values: signerRoles },
  { table: 'signing_signers', column: 'status', values: signerStatuses },
  { table: 'signing_placements', column: 'signer_role', values: signerRoles },
  { table: 'signing_placements', column: 'type', values: placementTypes },
  { table: 'signing_placements', column: 'signature_mode', values: signatureModes },
  { table: 'signing_events', column: 'kind', values: signingEventKinds },
  { table: 'oauth_accounts', column: 'provider', values: oauthProviders },
  { table: 'signing_envelopes', column: 'passcode_channel', values: passcodeChannels },
  { table: 'sms_outbox', column: 'status', values: mailStatuses },
  { table: 'messages', column: 'kind', values: messageKinds },
  { table: 'messages', column: 'category', values: messageCategories },
  { table: 'message_attachments', column: 'kind', values: messageAttachmentKinds },
  { table: 'message_bulks', column: 'kind', values: messageKinds },
  { table: 'message_bulks', column: 'status', values: messageBulkStatuses },
  { table: 'motivation_items', column: 'kind', values: motivationItemKinds },
  { table: 'identity_documents', column: 'type', values: identityDocumentTypes },
  { table: 'identity_documents', column: 'access', values: identityDocumentAccessLevels },
  { table: 'identity_section_locks', column: 'section', values: identitySections },
  { table: 'identity_verifications', column: 'authority', values: verificationAuthorities },
  { table: 'identity_verifications', column: 'status', values: verificationStatuses },
  { table: 'vault_items', column: 'kind', values: vaultItemKinds },
  { table: 'document_request_items', column: 'status', values: documentRequestItemStatuses },
  { table: 'meeting_rooms', column: 'status', values: meetingRoomStatuses },
  { table: 'meeting_rooms', column: 'media_region', values: mediaRegions },
  { table: 'meeting_rooms', column: 'recording_type', values: meetingRecordingTypes },
  { table: 'meeting_summaries', column: 'status', values: meetingSummaryStatuses },
  { table: 'meeting_recordings', column: 'type', values: meetingRecordingTypes },
  { table: 'meeting_recordings', column: 'status', values: meetingRecordingStatuses },
  { table: 'meeting_recording_tracks', column: 'kind', values: meetingRecordingTypes },
];

const serverUrl = () => inject('databaseServerUrl');
let name: string;
let pool: pg.Pool;
let db: Db;

/** One valid row in every constrained table, for the refused inserts to copy. */
async function insertOneOfEach(): Promise<void> {
  const practice = await createPractice(db);
  const adviser = await createUser(db, { practiceId: practice.id, role: 'admin', adminLevel: 'prime' });
  const client = await createUser(db, { practiceId: practice.id, role: 'client', kind: 'prospect' });
  const caseId = randomUUID();
  const fileId = randomUUID();
  const documentId = randomUUID();
  const envelopeId = randomUUID();
  await db
    .insert(userTokens)
    .values({ id: randomUUID(), userId: client.id, kind: 'confirmation', tokenHash: 'hash', expiresAt: new Date() });
  await db
    .insert(clientCases)
    .values({ id: caseId, practiceId: practice.id, clientId: client.id, type: 'meeting_request', status: 'requested', name: 'Meeting' });
  await db.insert(caseSectionRows).values({ caseId, practiceId: practice.id, section: 'goals' });
  await db
    .insert(topUps)
    .values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, accountType: 'unit_trust', accountNumber: '1', amount: 100 });
  await db.insert(storedFiles).values({
    id: fileId,
    practiceId: practice.id,
    purpose: 'caseDocument',
    fileName: 'a.pdf',
    mediaType: 'application/pdf',
    storageKey: `k/${fileId}`,
  });
  await db.insert(caseDocuments).values({
    id: documentId,
    practiceId: practice.id,
    caseId,
    name: 'Terms',
    category: 'charges',
    fileId,
    fileName: 'a.pdf',
    sizeBytes: 1,
    contentType: 'application/pdf',
  });
  await db.insert(practiceFiles).values({
    id: randomUUID(),
    practiceId: practice.id,
    purpose: 'disclosureForm',
    fileId,
    contentType: 'application/pdf',
    fileName: 'a.pdf',
    sizeBytes: 1,
  });
  await db.insert(practiceServices).values({ id: randomUUID(), practiceId: practice.id, category: 'mortgages', title: 'Mortgages' });
  await db.insert(notifications).values({ id: randomUUID(), userId: client.id, kind: 'cases.shared', title: 'Shared', body: 'A pack' });
  await db.insert(bulkImports).values({ id: randomUUID(), practiceId: practice.id, createdBy: adviser.id });
  await db.insert(mailOutbox).values({
    id: randomUUID(),
    toAddress: 'a@example.test',
    fromAddress: 'b@example.test',
    subject: 's',
    text: 't',
    html: 'h',
    template: 'x',
  });
  await db.insert(auditEvents).values({ id: randomUUID(), entityKind: 'client', entityId: client.id, action: 'created' });
  await db
    .insert(factFindVersions)
    .values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, version: 1, section: 'health', answers: {} });
  await db.insert(vulnerabilityObservations).values({
    id: randomUUID(),
    practiceId: practice.id,
    clientId: client.id,
    driver: 'health',
    observation: 'Hard of hearing',
    observedOn: '2026-11-01',
  });
  await db.insert(riskAssessments).values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, level: 'medium' });
  await db
    .insert(financialAudits)
    .values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, version: 'current', taxYearStart: '2026-04-06' });
  await db
    .insert(financialPlanningHealthChecks)
    .values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, taxYearStart: '2026-04-06' });
  await db.insert(signingEnvelopes).values({
    id: envelopeId,
    practiceId: practice.id,
    clientId: client.id,
    caseId,
    documentId,
    originalFileId: fileId,
    originalSha256: 'a'.repeat(64),
  });
  await db.insert(signingSigners).values({
    id: randomUUID(),
    practiceId: practice.id,
    envelopeId,
    role: 'client',
    position: 1,
    userId: client.id,
    name: 'Client',
    email: 'c@example.test',
  });
  await db.insert(signingPlacements).values({
    id: randomUUID(),
    practiceId: practice.id,
    envelopeId,
    signerRole: 'client',
    type: 'addSignaturePlaceholder',
    page: 1,
    x: 0.1,
    y: 0.1,
    width: 0.2,
    height: 0.05,
    signatureMode: 'draw',
  });
  await db.insert(signingEvents).values({ id: randomUUID(), practiceId: practice.id, envelopeId, kind: 'drafted' });
  await db.insert(smsOutbox).values({ id: randomUUID(), toNumber: '+447700900123', text: 't', template: 'x' });
  await db.insert(oauthAccounts).values({
    id: randomUUID(),
    practiceId: practice.id,
    userId: adviser.id,
    provider: 'docusign',
    externalAccountId: 'account',
    accountName: 'Account',
    email: 'a@example.test',
    baseUri: 'https://example.test',
    accessToken: 'token',
    expiresAt: new Date(),
  });
  const messageId = randomUUID();
  await db.insert(messages).values({ id: messageId, practiceId: practice.id, clientId: client.id, kind: 'client_note', body: 'Hello' });
  await db
    .insert(messageAttachments)
    .values({ id: randomUUID(), practiceId: practice.id, messageId, kind: 'upload', fileId, name: 'a.pdf' });
  await db.insert(messageBulks).values({ id: randomUUID(), practiceId: practice.id, kind: 'client_note', total: 1 });
  await db
    .insert(motivationItems)
    .values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, kind: 'link', title: 'Home', url: 'https://example.test' });
  await db.insert(identityDocuments).values({
    id: randomUUID(),
    practiceId: practice.id,
    clientId: client.id,
    type: 'government_document',
    name: 'Passport',
  });
  await db.insert(identitySectionLocks).values({ clientId: client.id, section: 'personalDetails', practiceId: practice.id });
  await db.insert(identityVerifications).values({ id: randomUUID(), practiceId: practice.id, clientId: client.id, authority: 'singpass' });
  const vaultItemId = randomUUID();
  await db.insert(vaultItems).values({ id: vaultItemId, practiceId: practice.id, clientId: client.id, kind: 'will', name: 'Will' });
  const requestId = randomUUID();
  await db.insert(documentRequests).values({ id: requestId, practiceId: practice.id, clientId: client.id, title: 'Documents' });
  await db.insert(documentRequestItems).values({ id: randomUUID(), practiceId: practice.id, requestId, name: 'Passport' });
  const roomId = randomUUID();
  await db.insert(meetingRooms).values({
    id: roomId,
    practiceId: practice.id,
    clientId: client.id,
    name: 'Review',
    startAt: new Date(),
    durationMinutes: 60,
    mediaRegion: 'ie1',
  });
  await db.insert(meetingSummaries).values({ roomId, practiceId: practice.id, status: 'pending' });
  const recordingId = randomUUID();
  await db
    .insert(meetingRecordings)
    .values({ id: recordingId, practiceId: practice.id, roomId, type: 'video', status: 'recording', startedAt: new Date() });
  await db.insert(meetingRecordingTracks).values({
    id: randomUUID(),
    practiceId: practice.id,
    recordingId,
    participantId: `user_${client.id}`,
    participantName: 'Client',
    kind: 'audio',
  });
  await pool.query(`UPDATE client_profiles SET gender = 'other', marital_status = 'single' WHERE user_id = $1`, [client.id]);
}

beforeAll(async () => {
  name = await cloneTemplate(serverUrl(), inject('templateDatabase'));
  pool = createPool(withDatabase(serverUrl(), name), 2);
  db = createDb(pool);
  await insertOneOfEach();
});

afterAll(async () => {
  await pool?.end();
  if (name) await dropDatabase(serverUrl(), name);
});

/** Copies a valid row of the table with the column set to `value`: only the CHECK can refuse it before the keys do. */
async function insertCopyWith(table: string, column: string, value: string): Promise<unknown> {
  return pool.query(
    `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, to_jsonb(r) || jsonb_build_object($1::text, $2::text))).* FROM ${table} r LIMIT 1`,
    [column, value],
  );
}

async function checkConstraints(): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [row.name, row.definition]));
}

/** The column and values of `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` or, for one value, `CHECK ((col = 'a'::text))`. */
function listOf(definition: string): { column: string; values: string[] } | null {
  // PostgreSQL writes a list of one as a plain comparison: CHECK ((col = 'a'::text)).
  const single = /^CHECK \(\((\w+) = ('(?:[^']|'')*'::text)\)\)$/u.exec(definition);
  const match = single ? [single[0], single[1], single[2]] : /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/u.exec(definition);
  if (!match?.[1] || match[2] === undefined) return null;
  const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/gu)].map((m) => (m[1] ?? '').replaceAll("''", "'"));
  return { column: match[1], values };
}

describe('status, type and kind columns take only the domain values', () => {
  it.each(constrained)('$table.$column refuses a value outside the domain list (23514)', async ({ table, column }) => {
    await expect(insertCopyWith(table, column, 'not_a_domain_value')).rejects.toMatchObject({
      code: '23514',
      constraint: `${table}_${column}_check`,
    });
  });

  it.each(constrained)("$table.$column's CHECK lists exactly the domain's values", async ({ table, column, values }) => {
    const definition = (await checkConstraints()).get(`${table}_${column}_check`);
    expect(definition).toBeDefined();
    expect(listOf(definition ?? '')).toEqual({ column, values: [...values] });
  });

  it('has no other CHECK constraint than the listed ones', async () => {
    const names = [...(await checkConstraints()).keys()].sort();
    expect(names).toEqual(constrained.map(({ table, column }) => `${table}_${column}_check`).sort());
  });
});
