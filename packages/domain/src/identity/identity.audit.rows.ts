import type { AuditRow } from '../audit/audit-row.ts';

const requestId = '5b0f1c2e-8a4d-4c3b-9e1f-2a3b4c5d6e7f';
const passport = { access: 'normal', name: 'Passport' };
const restricted = { access: 'restricted' };

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const identityAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'identity_details_saved',
    actor: 'Charlotte Hughes',
    before: { nationalities: ['United Kingdom'], residencies: [] },
    after: { nationalities: ['United Kingdom', 'Singapore'], residencies: ['Singapore'] },
    expected: 'Charlotte Hughes changed the nationalities and residencies in the identification',
  },
  {
    kind: 'client',
    action: 'identity_details_saved',
    before: { nationalities: ['United Kingdom'], residencies: [] },
    after: { nationalities: ['United Kingdom'], residencies: [] },
    expected: 'Priya Shah saved the personal details of the identification',
  },
  {
    kind: 'client',
    action: 'identity_document_added',
    after: { ...passport, type: 'government_document' },
    expected: 'Priya Shah added the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_document_added',
    after: { ...restricted, type: 'government_document' },
    expected: 'Priya Shah added a restricted identity document',
  },
  {
    kind: 'client',
    action: 'identity_document_updated',
    before: passport,
    after: { ...passport, changed: ['number', 'expires_on'] },
    expected: 'Priya Shah changed the number and expiry date of the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_document_updated',
    before: restricted,
    after: { ...restricted, changed: ['access'] },
    expected: 'Priya Shah changed the access level of a restricted identity document',
  },
  {
    kind: 'client',
    action: 'identity_document_file_uploaded',
    after: { ...passport, file_name: 'passport.pdf', size_bytes: 2_202_010, replaced: false },
    expected: 'Priya Shah uploaded passport.pdf (2.1 MB) as the scan of the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_document_file_uploaded',
    after: { ...passport, file_name: 'passport-2.jpg', size_bytes: 340_000, replaced: true },
    expected: 'Priya Shah replaced the scan of the identity document “Passport” with passport-2.jpg (332 KB)',
  },
  {
    kind: 'client',
    action: 'identity_document_file_uploaded',
    after: { ...restricted, size_bytes: 340_000, replaced: false },
    expected: 'Priya Shah uploaded a scan of a restricted identity document',
  },
  {
    kind: 'client',
    action: 'identity_document_removed',
    before: { ...passport, type: 'government_document' },
    expected: 'Priya Shah removed the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_document_removed',
    before: { ...restricted, type: 'other_document' },
    expected: 'Priya Shah removed a restricted identity document',
  },
  {
    kind: 'client',
    action: 'identity_section_locked',
    after: { section: 'personalDetails' },
    expected: 'Priya Shah locked the personal details of the identification',
  },
  {
    kind: 'client',
    action: 'identity_section_unlocked',
    before: { section: 'identityDocuments' },
    expected: 'Priya Shah unlocked the identity documents of the identification',
  },
  {
    kind: 'client',
    action: 'identity_copy_requested',
    after: { ...passport, request_id: requestId, note: 'The certified copy, please' },
    expected: 'Priya Shah asked for a physical copy of the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_copy_requested',
    after: { ...restricted, request_id: requestId },
    expected: 'Priya Shah asked for a physical copy of a restricted identity document',
  },
  {
    kind: 'client',
    action: 'identity_copy_received',
    after: { ...passport, request_id: requestId },
    expected: 'Priya Shah received the physical copy of the identity document “Passport”',
  },
  {
    kind: 'client',
    action: 'identity_copy_received',
    after: { access: 'normal', request_id: requestId },
    expected: 'Priya Shah received the physical copy of an identity document',
  },
];
