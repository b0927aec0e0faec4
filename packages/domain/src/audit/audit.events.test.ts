import { describe, expect, it } from 'vitest';
import { blogAuditRows } from '../blog/blog.audit.rows.ts';
import { financialStrategyAuditRows } from '../financial-strategy/financial-strategy.audit.rows.ts';
import { helpAuditRows } from '../help/help.audit.rows.ts';
import { identityAuditRows } from '../identity/identity.audit.rows.ts';
import { verificationAuditRows } from '../identity/verification.audit.rows.ts';
import { libraryAuditRows } from '../library/library.audit.rows.ts';
import { maintenanceAuditRows } from '../maintenances/maintenances.audit.rows.ts';
import { meetingRoomAuditRows } from '../meetings/meetings.audit.rows.ts';
import { messagesAuditRows } from '../messages/messages.audit.rows.ts';
import { motivationAuditRows } from '../motivation/motivation.audit.rows.ts';
import { platformAdminAuditRows } from '../platform-admin/platform-admin.audit.rows.ts';
import { practiceResourcesAuditRows } from '../practice/practice-resources.audit.rows.ts';
import { supportAuditRows } from '../support/support.audit.rows.ts';
import { todosAuditRows } from '../todos/todos.audit.rows.ts';
import { documentRequestsAuditRows } from '../vault/document-requests.audit.rows.ts';
import { vaultAuditRows } from '../vault/vault.audit.rows.ts';
import { vaultLinksAuditRows } from '../vault/vault-links.audit.rows.ts';
import { type AuditEventInput, auditActions, auditMessages, auditSentence, describeAuditEvent } from './audit.events.ts';
import type { AuditRow } from './audit-row.ts';

const documentId = '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f';
const adviserId = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const report = {
  document_id: documentId,
  name: 'Suitability report',
  category: 'investment',
  note: 'Please read this first.',
  concealed: false,
  file_name: 'suitability-report.pdf',
  size_bytes: 2_202_010,
};
const envelope = { document_id: documentId, envelope_id: adviserId, name: 'Suitability report', file_name: 'suitability-report.pdf' };
const move = (from: string, to: string) => ({
  before: { status: from, version: 2 },
  after: { status: to, version: 3, effects: [] },
});

type Row = AuditRow;

/** One event of every action the catalogue names, and the sentence it reads as. */
const rows: Row[] = [
  // Cases
  {
    kind: 'client-case',
    action: 'created',
    after: { type: 'recommendation_pack_case', status: 'submitted', client_id: adviserId, name: 'Retirement plan' },
    expected: 'Priya Shah created the case “Retirement plan”',
  },
  {
    kind: 'client-case',
    action: 'edited',
    before: { initial_investment: 10_000, investment_duration: 10 },
    after: { initial_investment: 25_000, investment_duration: 15 },
    expected: 'Priya Shah changed the initial investment and investment duration',
  },
  {
    kind: 'client-case',
    action: 'answers_saved',
    actor: 'Charlotte Hughes',
    before: {},
    after: { q: ['o'] },
    expected: 'Charlotte Hughes saved answers to the questionnaire',
  },
  { kind: 'client-case', action: 'document_added', after: report, expected: 'Priya Shah uploaded Suitability report.pdf (2.1 MB)' },
  {
    kind: 'client-case',
    action: 'document_edited',
    before: report,
    after: { ...report, name: 'Suitability report v2' },
    expected: 'Priya Shah renamed Suitability report.pdf to Suitability report v2.pdf',
  },
  { kind: 'client-case', action: 'document_removed', before: report, expected: 'Priya Shah removed Suitability report.pdf' },
  {
    kind: 'client-case',
    action: 'document_version_added',
    after: { ...report, version: 2, previous_id: documentId },
    expected: 'Priya Shah uploaded version 2 of Suitability report.pdf',
  },
  {
    kind: 'client-case',
    action: 'document_form_saved',
    after: { document_id: documentId, name: 'Application form', file_name: 'application.pdf', fields: 4 },
    expected: 'Priya Shah filled in the form of Application form.pdf',
  },
  {
    kind: 'client-case',
    action: 'document_viewed',
    after: { document_id: documentId, name: 'Suitability report', file_name: 'suitability-report.pdf' },
    expected: 'Priya Shah opened Suitability report.pdf',
  },
  {
    kind: 'client-case',
    action: 'image_changed',
    before: { image_builtin: 'garden', image_id: null },
    after: { image_builtin: null, image_id: documentId },
    expected: 'Priya Shah changed the case image',
  },
  {
    kind: 'client-case',
    action: 'addendum_added',
    after: { addendum_id: documentId, text: 'We spoke again on the phone.' },
    expected: 'Priya Shah added an addendum: “We spoke again on the phone.”',
  },
  // Signing a case document
  {
    kind: 'client-case',
    action: 'signing_drafted',
    after: { ...envelope, signers: ['client', 'adviser'], placements: 3 },
    expected: 'Priya Shah prepared Suitability report.pdf for signing',
  },
  {
    kind: 'client-case',
    action: 'signing_sent',
    after: { ...envelope, signers: ['client'] },
    expected: 'Priya Shah sent Suitability report.pdf for signature',
  },
  {
    kind: 'client-case',
    action: 'signing_signed',
    actor: 'Charlotte Hughes',
    after: { ...envelope, signer: 'client', sha256_before: 'a'.repeat(64), sha256_after: 'b'.repeat(64) },
    expected: 'Charlotte Hughes signed Suitability report.pdf',
  },
  {
    kind: 'client-case',
    action: 'signing_declined',
    actor: 'Charlotte Hughes',
    after: { ...envelope, signer: 'client', reason: 'The figures are wrong.' },
    expected: 'Charlotte Hughes declined to sign Suitability report.pdf: “The figures are wrong.”',
  },
  {
    kind: 'client-case',
    action: 'signing_signed',
    actor: null,
    after: { ...envelope, signer: 'partner', signer_name: 'Sam Hughes', sha256_before: 'a'.repeat(64), sha256_after: 'b'.repeat(64) },
    expected: 'Sam Hughes signed Suitability report.pdf',
  },
  {
    kind: 'client-case',
    action: 'signing_declined',
    actor: null,
    after: { ...envelope, signer: 'partner', signer_name: 'Sam Hughes', reason: 'Not yet.' },
    expected: 'Sam Hughes declined to sign Suitability report.pdf: “Not yet.”',
  },
  {
    kind: 'client-case',
    action: 'signing_voided',
    after: { ...envelope, unsigned: 2 },
    expected: 'Priya Shah cancelled the signing of Suitability report.pdf',
  },
  {
    kind: 'client-case',
    action: 'signing_voided',
    after: { ...envelope, unsigned: 1, by_back_to_prepare: true },
    expected: 'Priya Shah cancelled the signing of Suitability report.pdf by taking the pack back to prepare',
  },
  {
    kind: 'client-case',
    action: 'signing_completed',
    after: { ...envelope, sha256: 'b'.repeat(64) },
    expected: 'Suitability report.pdf was signed by everyone and sealed',
  },
  {
    kind: 'client-case',
    action: 'submit',
    actor: 'Charlotte Hughes',
    ...move('building', 'submitted'),
    expected: 'Charlotte Hughes submitted the case',
  },
  { kind: 'client-case', action: 'send', ...move('submitted', 'reviewing_pack'), expected: 'Priya Shah sent the case to the client' },
  {
    kind: 'client-case',
    action: 'sendAgreed',
    ...move('submitted', 'accepted'),
    expected: 'Priya Shah sent the recommendation pack as already accepted',
  },
  {
    kind: 'client-case',
    action: 'sendConfirmed',
    ...move('submitted', 'confirmed'),
    expected: 'Priya Shah sent the recommendation pack as already confirmed',
  },
  {
    kind: 'client-case',
    action: 'backToPrepare',
    ...move('reviewing_pack', 'submitted'),
    expected: 'Priya Shah took the case back to prepare it again',
  },
  {
    kind: 'client-case',
    action: 'acceptForClient',
    ...move('reviewing_pack', 'accepted'),
    expected: 'Priya Shah accepted the recommendation pack for the client',
  },
  {
    kind: 'client-case',
    action: 'rejectForClient',
    ...move('accepted', 'rejected'),
    expected: 'Priya Shah marked the recommendation pack as not accepted',
  },
  {
    kind: 'client-case',
    action: 'accept',
    actor: 'Charlotte Hughes',
    ...move('reviewing_pack', 'accepted'),
    expected: 'Charlotte Hughes accepted the recommendation pack',
  },
  {
    kind: 'client-case',
    action: 'reject',
    actor: 'Charlotte Hughes',
    ...move('reviewing_pack', 'rejected'),
    expected: 'Charlotte Hughes rejected the recommendation pack',
  },
  {
    kind: 'client-case',
    action: 'confirm',
    ...move('accepted', 'confirmed'),
    expected: 'Priya Shah confirmed the recommendation pack and completed the case',
  },
  {
    kind: 'client-case',
    action: 'resend',
    ...move('rejected', 'reviewing_pack'),
    expected: 'Priya Shah sent the recommendation pack to the client again',
  },
  {
    kind: 'client-case',
    action: 'backToClient',
    ...move('submitted', 'building'),
    expected: 'Priya Shah sent the case back to the client',
  },
  { kind: 'client-case', action: 'complete', ...move('submitted', 'completed'), expected: 'Priya Shah completed the case' },
  { kind: 'client-case', action: 'review', ...move('submitted', 'accepted'), expected: 'Priya Shah completed the review' },
  { kind: 'client-case', action: 'reopen', ...move('completed', 'submitted'), expected: 'Priya Shah reopened the case for review' },
  { kind: 'client-case', action: 'cancel', ...move('submitted', 'cancelled'), expected: 'Priya Shah cancelled the case' },
  // Top-ups
  {
    kind: 'top-up',
    action: 'created',
    actor: 'Charlotte Hughes',
    after: { status: 'submitted', account_type: 'unit_trust', amount: 5_000, currency: 'GBP' },
    expected: 'Charlotte Hughes requested a top-up of £5,000 to the Unit Trust',
  },
  {
    kind: 'top-up',
    action: 'complete',
    before: { status: 'submitted' },
    after: { status: 'completed', comment: 'The money reached your bond today.' },
    expected: 'Priya Shah completed the top-up, noting “The money reached your bond today.”',
  },
  {
    kind: 'top-up',
    action: 'cancel',
    actor: 'Charlotte Hughes',
    before: { status: 'submitted' },
    after: { status: 'cancelled' },
    expected: 'Charlotte Hughes cancelled the top-up',
  },
  // A client's account: their own actions, staff's, and registering
  { kind: 'client', action: 'signed_in', actor: 'Charlotte Hughes', expected: 'Charlotte Hughes signed in' },
  { kind: 'client', action: 'password_reset', actor: 'Charlotte Hughes', expected: 'Charlotte Hughes reset their password' },
  { kind: 'client', action: 'confirmed', actor: 'Charlotte Hughes', expected: 'Charlotte Hughes confirmed their account' },
  {
    kind: 'client',
    action: 'authenticator_reset',
    actor: 'Charlotte Hughes',
    expected: 'Charlotte Hughes turned off their lost authenticator app',
  },
  {
    kind: 'client',
    action: 'email_changed',
    actor: 'Charlotte Hughes',
    before: { email: 'old@example.com' },
    after: { email: 'new@example.com' },
    expected: 'Charlotte Hughes changed the e-mail address to new@example.com',
  },
  {
    kind: 'client',
    action: 'profile_updated',
    actor: 'Charlotte Hughes',
    before: { first_name: 'Charlotte', last_name: 'Hughes', phone: null },
    after: { first_name: 'Charlotte', last_name: 'Hughes', phone: '+44 20 7946 0000' },
    expected: 'Charlotte Hughes changed their phone number',
  },
  { kind: 'client', action: 'password_changed', actor: 'Charlotte Hughes', expected: 'Charlotte Hughes changed their password' },
  {
    kind: 'client',
    action: 'email_change_requested',
    actor: 'Charlotte Hughes',
    before: { email: 'old@example.com' },
    after: { unconfirmed_email: 'new@example.com' },
    expected: 'Charlotte Hughes asked to change the e-mail address to new@example.com',
  },
  {
    kind: 'client',
    action: 'session_timeout_changed',
    actor: 'Charlotte Hughes',
    before: { minutes: 30 },
    after: { minutes: 60 },
    expected: 'Charlotte Hughes set the session timeout to 60 minutes',
  },
  {
    kind: 'client',
    action: 'two_factor_enabled',
    actor: 'Charlotte Hughes',
    before: { method: 'none' },
    after: { method: 'authenticator' },
    expected: 'Charlotte Hughes turned on two-factor sign-in with an authenticator app',
  },
  {
    kind: 'client',
    action: 'two_factor_disabled',
    actor: 'Charlotte Hughes',
    before: { method: 'email' },
    after: { method: 'none' },
    expected: 'Charlotte Hughes turned off two-factor sign-in',
  },
  { kind: 'client', action: 'avatar_updated', expected: 'Priya Shah changed the photo' },
  { kind: 'client', action: 'avatar_removed', actor: 'Charlotte Hughes', expected: 'Charlotte Hughes removed the photo' },
  {
    kind: 'client',
    action: 'virtual_background_updated',
    actor: 'Charlotte Hughes',
    expected: 'Charlotte Hughes changed the virtual background for meetings',
  },
  {
    kind: 'client',
    action: 'virtual_background_removed',
    actor: 'Charlotte Hughes',
    expected: 'Charlotte Hughes removed the virtual background for meetings',
  },
  {
    kind: 'client',
    action: 'deactivated',
    before: { status: 'active' },
    after: { status: 'deactivated' },
    expected: 'Priya Shah deactivated the account',
  },
  {
    kind: 'client',
    action: 'activated',
    actor: 'Sam Support',
    before: { status: 'deactivated' },
    after: { status: 'active' },
    expected: 'Sam Support reactivated the account',
  },
  { kind: 'client', action: 'invitation_resent', expected: 'Priya Shah sent the invitation again' },
  { kind: 'client', action: 'unlocked', expected: 'Priya Shah unlocked the account' },
  {
    kind: 'client',
    action: 'registered',
    actor: 'Charlotte Hughes',
    after: { invited: true, confirmed: true, adviser_id: adviserId },
    expected: 'Charlotte Hughes accepted the invitation and signed up',
  },
  {
    kind: 'client',
    action: 'registration_email_changed',
    actor: 'Charlotte Hughes',
    before: { email: 'typo@example.con' },
    after: { email: 'charlotte@example.com' },
    expected: 'Charlotte Hughes corrected the sign-up e-mail address to charlotte@example.com',
  },
  {
    kind: 'client',
    action: 'created',
    after: { adviser_id: adviserId, welcome_video: false },
    person: 'Tom Reed',
    expected: 'Priya Shah added the client, with Tom Reed as their adviser',
  },
  {
    kind: 'client',
    action: 'created_in_bulk',
    after: { adviser_id: adviserId, additional_adviser_ids: [] },
    person: 'Tom Reed',
    expected: 'Priya Shah added the client in a bulk import, with Tom Reed as their adviser',
  },
  { kind: 'client', action: 'prospect_invited', expected: 'Priya Shah invited the prospect' },
  { kind: 'client', action: 'invitation_cancelled', after: { status: 'deactivated' }, expected: 'Priya Shah cancelled the invitation' },
  {
    kind: 'client',
    action: 'prospect_assigned',
    actor: 'Dana Director',
    after: { adviser_id: adviserId },
    person: 'Priya Shah',
    expected: 'Dana Director assigned the prospect to Priya Shah',
  },
  {
    kind: 'client',
    action: 'additional_adviser_added',
    after: { adviser_id: adviserId, adviser_name: 'Tom Reed' },
    expected: 'Priya Shah added Tom Reed as an additional adviser',
  },
  {
    kind: 'client',
    action: 'additional_adviser_removed',
    before: { adviser_id: adviserId, adviser_name: 'Tom Reed' },
    expected: 'Priya Shah removed Tom Reed as an additional adviser',
  },
  {
    kind: 'client',
    action: 'adviser_changed',
    actor: 'Dana Director',
    before: { adviser_id: null },
    after: { adviser_id: adviserId, adviser_name: 'Tom Reed' },
    expected: 'Dana Director made Tom Reed the client’s adviser',
  },
  {
    kind: 'client',
    action: 'two_factor_reset',
    before: { method: 'authenticator' },
    after: { method: 'email' },
    expected: 'Priya Shah set the client’s two-factor sign-in to codes by e-mail',
  },
  { kind: 'client', action: 'password_reset_started', expected: 'Priya Shah sent the client a password reset link' },
  {
    kind: 'client',
    action: 'removed',
    before: { name: 'Charlotte Hughes', status: 'active' },
    expected: 'Priya Shah removed the client Charlotte Hughes',
  },
  {
    kind: 'client',
    action: 'letter_of_authority_uploaded',
    after: { size_bytes: 348_160 },
    expected: 'Priya Shah uploaded a letter of authority (340 KB)',
  },
  {
    kind: 'client',
    action: 'details_updated',
    before: { city: null, first_name: 'Charlotte' },
    after: { city: 'London', first_name: 'Lottie' },
    expected: 'Priya Shah changed the city and first name',
  },
  {
    kind: 'client',
    action: 'tags_updated',
    before: { tags: [] },
    after: { tags: ['VIP', 'Pension'] },
    expected: 'Priya Shah set the tags to “VIP” and “Pension”',
  },
  // Staff accounts
  { kind: 'user', action: 'signed_in', expected: 'Priya Shah signed in' },
  { kind: 'user', action: 'password_reset', expected: 'Priya Shah reset their password' },
  { kind: 'user', action: 'confirmed', expected: 'Priya Shah confirmed their account' },
  { kind: 'user', action: 'authenticator_reset', expected: 'Priya Shah turned off their lost authenticator app' },
  {
    kind: 'user',
    action: 'email_changed',
    before: { email: 'priya@old.example' },
    after: { email: 'priya@example.com' },
    expected: 'Priya Shah changed the e-mail address to priya@example.com',
  },
  {
    kind: 'user',
    action: 'profile_updated',
    before: { first_name: 'Priya', last_name: 'Sha', phone: null },
    after: { first_name: 'Priya', last_name: 'Shah', phone: null },
    expected: 'Priya Shah changed their last name',
  },
  { kind: 'user', action: 'password_changed', expected: 'Priya Shah changed their password' },
  {
    kind: 'user',
    action: 'email_change_requested',
    before: { email: 'priya@example.com' },
    after: { unconfirmed_email: 'priya@new.example' },
    expected: 'Priya Shah asked to change the e-mail address to priya@new.example',
  },
  {
    kind: 'user',
    action: 'session_timeout_changed',
    before: { minutes: null },
    after: { minutes: 15 },
    expected: 'Priya Shah set the session timeout to 15 minutes',
  },
  {
    kind: 'user',
    action: 'two_factor_enabled',
    before: { method: 'none' },
    after: { method: 'email' },
    expected: 'Priya Shah turned on two-factor sign-in with codes by e-mail',
  },
  {
    kind: 'user',
    action: 'two_factor_disabled',
    before: { method: 'authenticator' },
    after: { method: 'none' },
    expected: 'Priya Shah turned off two-factor sign-in',
  },
  { kind: 'user', action: 'avatar_updated', expected: 'Priya Shah changed the photo' },
  { kind: 'user', action: 'avatar_removed', expected: 'Priya Shah removed the photo' },
  { kind: 'user', action: 'virtual_background_updated', expected: 'Priya Shah changed the virtual background for meetings' },
  { kind: 'user', action: 'virtual_background_removed', expected: 'Priya Shah removed the virtual background for meetings' },
  {
    kind: 'user',
    action: 'deactivated',
    actor: 'Dana Director',
    before: { status: 'active' },
    after: { status: 'deactivated' },
    expected: 'Dana Director deactivated the account',
  },
  {
    kind: 'user',
    action: 'activated',
    actor: 'Sam Support',
    before: { status: 'deactivated' },
    after: { status: 'active' },
    expected: 'Sam Support reactivated the account',
  },
  { kind: 'user', action: 'invitation_resent', actor: 'Dana Director', expected: 'Dana Director sent the invitation again' },
  { kind: 'user', action: 'unlocked', actor: 'Dana Director', expected: 'Dana Director unlocked the account' },
  {
    kind: 'user',
    action: 'adviser_created',
    actor: 'Dana Director',
    after: { email: 'tom@example.com', first_name: 'Tom', last_name: 'Reed', can_remove_clients: false },
    expected: 'Dana Director invited Tom Reed as an adviser',
  },
  {
    kind: 'user',
    action: 'adviser_updated',
    actor: 'Dana Director',
    before: { first_name: 'Tom', job_title: null },
    after: { first_name: 'Thomas', job_title: 'Senior adviser' },
    expected: 'Dana Director changed the first name and job title',
  },
  {
    kind: 'user',
    action: 'can_remove_clients_granted',
    actor: 'Dana Director',
    expected: 'Dana Director allowed the adviser to remove clients',
  },
  {
    kind: 'user',
    action: 'can_remove_clients_revoked',
    actor: 'Dana Director',
    expected: 'Dana Director stopped the adviser removing clients',
  },
  {
    kind: 'user',
    action: 'settings_updated',
    before: { is_profile_visible: true },
    after: { is_profile_visible: false },
    expected: 'Priya Shah hid the adviser’s profile from clients',
  },
  { kind: 'user', action: 'signature_updated', expected: 'Priya Shah changed the signature' },
  { kind: 'user', action: 'signature_removed', expected: 'Priya Shah removed the signature' },
  {
    kind: 'user',
    action: 'admin_created',
    actor: 'Dana Director',
    after: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Lee', admin_level: 'prime' },
    expected: 'Dana Director invited Sam Lee as a practice admin',
  },
  {
    kind: 'user',
    action: 'admin_updated',
    actor: 'Dana Director',
    before: { admin_level: 'prime' },
    after: { admin_level: 'normal' },
    expected: 'Dana Director changed the admin level',
  },
  {
    kind: 'user',
    action: 'support_assigned',
    after: { admin_id: adviserId, rights: [] },
    person: 'Sam Lee',
    expected: 'Priya Shah made Sam Lee a supporting admin',
  },
  {
    kind: 'user',
    action: 'support_rights_changed',
    before: { admin_id: adviserId, rights: [] },
    after: { admin_id: adviserId, rights: ['deleteClients'] },
    person: 'Sam Lee',
    expected: 'Priya Shah changed what Sam Lee may do as a supporting admin',
  },
  {
    kind: 'user',
    action: 'support_unassigned',
    before: { admin_id: adviserId, rights: [] },
    person: 'Sam Lee',
    expected: 'Priya Shah removed Sam Lee as a supporting admin',
  },
  {
    kind: 'user',
    action: 'auto_follow_changed',
    before: { enabled: false },
    after: { enabled: true },
    expected: 'Priya Shah turned on following every new client automatically',
  },
  // Client tags
  { kind: 'client-tag', action: 'created', after: { name: 'VIP' }, expected: 'Priya Shah created the tag “VIP”' },
  {
    kind: 'client-tag',
    action: 'renamed',
    before: { name: 'VIP' },
    after: { name: 'Priority' },
    expected: 'Priya Shah renamed the tag “VIP” to “Priority”',
  },
  { kind: 'client-tag', action: 'deleted', before: { name: 'VIP' }, expected: 'Priya Shah deleted the tag “VIP”' },
  // The practice
  ...(
    [
      ['settings_general_updated', 'general'],
      ['settings_client_meeting_rooms_updated', 'client meeting rooms'],
      ['settings_client_media_updated', 'client media'],
      ['settings_requesting_advice_updated', 'requesting advice'],
      ['settings_prospect_onboarding_updated', 'prospect onboarding'],
      ['settings_landing_pages_updated', 'landing pages'],
      ['settings_faq_updated', 'FAQ'],
    ] as const
  ).map(
    ([action, section]): Row => ({
      kind: 'practice',
      action,
      actor: 'Dana Director',
      before: { trading_name: 'Harbour', colour_scheme: 'blue' },
      after: { trading_name: 'Harbour Wealth', colour_scheme: 'blue' },
      expected: `Dana Director changed the ${section} settings: trading name`,
    }),
  ),
  {
    kind: 'practice',
    action: 'file_uploaded',
    actor: 'Dana Director',
    after: { purpose: 'secondaryLogo', file_id: documentId, file_name: 'harbour-logo.png' },
    expected: 'Dana Director uploaded harbour-logo.png as the secondary logo',
  },
  {
    kind: 'practice',
    action: 'file_removed',
    actor: 'Dana Director',
    before: { purpose: 'disclosureForm', file_id: documentId, file_name: 'disclosure.pdf' },
    expected: 'Dana Director removed disclosure.pdf, the disclosure form',
  },
  {
    kind: 'practice-service',
    action: 'created',
    actor: 'Dana Director',
    after: { category: 'pensions', title: 'Pension review', description: '', charges: '', is_offered: true, position: 0 },
    expected: 'Dana Director added the service “Pension review”',
  },
  {
    kind: 'practice-service',
    action: 'updated',
    actor: 'Dana Director',
    before: { title: 'Pension review' },
    after: { title: 'Pension health check' },
    expected: 'Dana Director changed the service “Pension health check”',
  },
  {
    kind: 'practice-service',
    action: 'deleted',
    actor: 'Dana Director',
    before: { title: 'Pension review' },
    expected: 'Dana Director deleted the service “Pension review”',
  },
  // The tax health check
  {
    kind: 'client-case',
    action: 'tax_health_check_started',
    after: { check_id: documentId, version: 'current', tax_year: '2026/27' },
    expected: 'Priya Shah started the Tax Health Check for the 2026/27 tax year',
  },
  {
    kind: 'client-case',
    action: 'tax_health_check_partner_chosen',
    before: { with_partner: null },
    after: { with_partner: true },
    expected: 'Priya Shah chose to complete the Tax Health Check with the partner',
  },
  {
    kind: 'client-case',
    action: 'tax_health_check_answered',
    before: { answers: { TaxableIncome: ['B'] } },
    after: { answers: { TaxableIncome: ['C'], IsaInvested: ['A'] } },
    expected: 'Priya Shah answered 1 question and changed 1 answer in the Tax Health Check',
  },
  {
    kind: 'client-case',
    action: 'tax_health_check_completed',
    after: { with_partner: false, tax_year: '2026/27' },
    expected: 'Priya Shah completed the Tax Health Check alone',
  },
  {
    kind: 'client-case',
    action: 'tax_health_check_marked_complete',
    after: { tax_year: '2025/26' },
    expected: 'Priya Shah marked the unfinished Tax Health Check of the 2025/26 tax year complete',
  },
  // The risk assessment
  {
    kind: 'client-case',
    action: 'risk_assessment_started',
    actor: 'Charlotte Hughes',
    after: { assessment_id: documentId },
    expected: 'Charlotte Hughes started the risk assessment',
  },
  {
    kind: 'client-case',
    action: 'risk_assessment_answered',
    actor: 'Charlotte Hughes',
    before: { value: null },
    after: { assessment_id: documentId, question: 'time_horizon', number: 2, value: 4 },
    expected: 'Charlotte Hughes answered question 2 of the risk assessment',
  },
  {
    kind: 'client-case',
    action: 'risk_assessment_completed',
    actor: 'Charlotte Hughes',
    after: { assessment_id: documentId, score: 45, level: 'medium_high' },
    expected: 'Charlotte Hughes completed the risk assessment with a score of 45 (Medium-high)',
  },
  // The financial planning health check and goals
  {
    kind: 'client-case',
    action: 'financial_planning_answers_saved',
    actor: 'Charlotte Hughes',
    after: { tax_year: '2026/27', changed: 3 },
    expected: 'Charlotte Hughes changed 3 answers of the financial planning health check',
  },
  {
    kind: 'client-case',
    action: 'financial_planning_completed',
    actor: 'Charlotte Hughes',
    after: { tax_year: '2026/27' },
    expected: 'Charlotte Hughes completed the 2026/27 financial planning health check',
  },
  {
    kind: 'client-case',
    action: 'financial_planning_marked_complete',
    after: { tax_year: '2025/26' },
    expected: 'Priya Shah marked the 2025/26 financial planning health check complete after its tax year ended',
  },
  {
    kind: 'client-case',
    action: 'goal_added',
    actor: 'Charlotte Hughes',
    after: { goal_id: documentId, name: 'New kitchen', amount: 25000, amount_currency: 'GBP', duration: 3 },
    expected: 'Charlotte Hughes added the goal “New kitchen”: £25,000 in 3 years',
  },
  {
    kind: 'client-case',
    action: 'goal_updated',
    actor: 'Charlotte Hughes',
    before: { goal_id: documentId, name: 'New kitchen', amount: 25000, amount_currency: 'GBP', duration: 3 },
    after: { goal_id: documentId, name: 'Kitchen and garden', amount: 32000, amount_currency: 'GBP', duration: 3 },
    expected: 'Charlotte Hughes changed the goal “New kitchen” to “Kitchen and garden”',
  },
  {
    kind: 'client-case',
    action: 'goal_removed',
    actor: 'Charlotte Hughes',
    before: { goal_id: documentId, name: 'New kitchen', amount: 25000, amount_currency: 'GBP', duration: 3 },
    expected: 'Charlotte Hughes deleted the goal “New kitchen”',
  },
  {
    kind: 'client-case',
    action: 'goals_confirmed',
    actor: 'Charlotte Hughes',
    after: { goals: 2 },
    expected: 'Charlotte Hughes confirmed the goals',
  },
  {
    kind: 'client-case',
    action: 'goal_note_saved',
    after: { note: 'overview' },
    expected: 'Priya Shah updated the adviser’s overview note on the goals',
  },
  // Fact find
  {
    kind: 'client',
    action: 'fact_find_saved',
    actor: 'Charlotte Hughes',
    before: { version: 2 },
    after: { section: 'assetsLiabilities', version: 3, changed_fields: 4 },
    expected: 'Charlotte Hughes saved the assets and liabilities section of the fact find',
  },
  {
    kind: 'client',
    action: 'fact_find_reviewed',
    after: { version: 3 },
    expected: 'Priya Shah marked version 3 of the fact find as reviewed',
  },
  {
    kind: 'client',
    action: 'fact_find_document_added',
    after: { document_id: documentId, file_name: 'payslip.pdf', size_bytes: 2_202_010 },
    expected: 'Priya Shah added payslip.pdf (2.1 MB) to the fact find',
  },
  {
    kind: 'client',
    action: 'fact_find_document_removed',
    before: { document_id: documentId, file_name: 'payslip.pdf', size_bytes: 2_202_010 },
    expected: 'Priya Shah removed payslip.pdf from the fact find',
  },
  // Vulnerability observations (staff only) and the estate summary
  {
    kind: 'client',
    action: 'vulnerability_observation_recorded',
    after: {
      observation_id: documentId,
      driver: 'lifeEvents',
      observation: 'Recently bereaved',
      observed_on: '2026-03-02',
      adjustment: 'Longer meetings',
      review_on: null,
    },
    expected: 'Priya Shah recorded a vulnerability observation under life events',
  },
  {
    kind: 'client',
    action: 'vulnerability_observation_updated',
    before: { observation_id: documentId, adjustment: '', review_on: null },
    after: { observation_id: documentId, adjustment: 'Large print', review_on: '2026-09-01' },
    expected: 'Priya Shah changed the adjustment and review date of a vulnerability observation',
  },
  {
    kind: 'client',
    action: 'vulnerability_observation_removed',
    before: { observation_id: documentId, driver: 'health', observation: 'x', observed_on: '2026-03-02', adjustment: '', review_on: null },
    expected: 'Priya Shah removed a vulnerability observation under health',
  },
  {
    kind: 'client',
    action: 'estate_summary_saved',
    actor: 'Charlotte Hughes',
    before: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '11-22-33' } },
    after: { section: 'bankAccounts', entries: 1, fields: { '/rows/0/sort_code': '12-34-56' } },
    expected: 'Charlotte Hughes changed the sort code in the estate summary’s bank accounts',
  },
  // Areas that keep their rows beside their events
  ...messagesAuditRows,
  ...todosAuditRows,
  ...motivationAuditRows,
  ...financialStrategyAuditRows,
  ...meetingRoomAuditRows,
  ...identityAuditRows,
  ...verificationAuditRows,
  ...vaultAuditRows,
  ...vaultLinksAuditRows,
  ...blogAuditRows,
  ...practiceResourcesAuditRows,
  ...helpAuditRows,
  ...maintenanceAuditRows,
  ...documentRequestsAuditRows,
  ...supportAuditRows,
  ...libraryAuditRows,
  ...platformAdminAuditRows,
];

const eventOf = (row: Omit<Row, 'expected'>): AuditEventInput => ({
  entity_kind: row.kind,
  action: row.action,
  actor_name: row.actor === undefined ? 'Priya Shah' : row.actor,
  before: row.before ?? null,
  after: row.after ?? null,
  document: null,
  person_name: row.person ?? null,
});

/** A key (`file_name`, `firstName`), an id, a placeholder left unfilled or a JSON brace: what a sentence never shows. */
const rawText = /[a-z]+_[a-z_]+|[a-z]+[A-Z][a-z]+|[0-9a-f]{8}-[0-9a-f]{4}|\{\{|[{}[\]]/u;

describe('every audit action reads as a sentence', () => {
  it.each(rows)('$kind $action: "$expected"', (row) => {
    expect(auditSentence(eventOf(row))).toBe(row.expected);
    expect(auditSentence(eventOf(row))).not.toMatch(rawText);
  });

  it('the table above has a row for every action the catalogue names, and every template is used', () => {
    const tested = new Set(rows.map((row) => `${row.kind} ${row.action}`));
    const named = Object.entries(auditActions).flatMap(([kind, actions]) => actions.map((action) => `${kind} ${action}`));
    expect(named.filter((entry) => !tested.has(entry))).toEqual([]);
    for (const template of Object.values(auditMessages)) expect(template).not.toMatch(/[a-z]+_[a-z]+/u);
  });
});

describe('names the reader resolved, and events the catalogue does not know', () => {
  it('names a document from the reader when the event carries only its id (a batch-created pack)', () => {
    const event = {
      ...eventOf({ kind: 'client-case', action: 'document_added', after: { document_id: documentId, upload_id: adviserId } }),
      document: { name: 'Charges schedule', file_name: 'charges.pdf', size_bytes: 12 },
    };
    expect(auditSentence(event)).toBe('Priya Shah uploaded Charges schedule.pdf (12 bytes)');
  });

  it('reads older rows written in camelCase', () => {
    expect(auditSentence(eventOf({ kind: 'client', action: 'additional_adviser_added', after: { adviser: 'Tom Reed', adviserId } }))).toBe(
      'Priya Shah added Tom Reed as an additional adviser',
    );
    expect(
      auditSentence(eventOf({ kind: 'user', action: 'profile_updated', before: { firstName: 'Pri' }, after: { firstName: 'Priya' } })),
    ).toBe('Priya Shah changed their first name');
    expect(
      auditSentence(
        eventOf({ kind: 'practice', action: 'file_uploaded', after: { purpose: 'logo', fileId: documentId, fileName: 'logo.png' } }),
      ),
    ).toBe('Priya Shah uploaded logo.png as the logo');
  });

  it('an older status change reads as a move between statuses; an unknown action in words; a missing actor as someone', () => {
    expect(
      auditSentence(
        eventOf({ kind: 'client-case', action: 'status_changed', before: { status: 'submitted' }, after: { status: 'reviewing_pack' } }),
      ),
    ).toBe('Priya Shah moved the case from Submitted to Reviewing pack');
    expect(auditSentence(eventOf({ kind: 'top-up', action: 'amount_changed', before: { amount: 1 }, after: { amount: 2 } }))).toBe(
      'Amount changed by Priya Shah',
    );
    expect(auditSentence({ ...eventOf({ kind: 'client', action: 'signed_in' }), entity_kind: 'meeting-room' })).toBe(
      'Signed in by Priya Shah',
    );
    expect(auditSentence(eventOf({ kind: 'client', action: 'signed_in', actor: null }))).toBe('Someone signed in');
  });

  it('a known action whose payload lacks what it names still reads, without it', () => {
    expect(auditSentence(eventOf({ kind: 'client-case', action: 'created', after: { status: 'submitted' } }))).toBe(
      'Priya Shah created the case',
    );
    expect(auditSentence(eventOf({ kind: 'client-case', action: 'document_removed', before: 'not an object' }))).toBe(
      'Priya Shah removed a document',
    );
    expect(auditSentence(eventOf({ kind: 'top-up', action: 'created', after: [] }))).toBe('Priya Shah requested a top-up');
  });

  it('gives the web app a catalogue key and its values, so its own catalogue words the same sentence', () => {
    expect(describeAuditEvent(eventOf({ kind: 'client-case', action: 'accept', actor: 'Charlotte Hughes' }))).toEqual({
      key: 'audit.case.accept',
      params: { actor: 'Charlotte Hughes' },
    });
  });
});
