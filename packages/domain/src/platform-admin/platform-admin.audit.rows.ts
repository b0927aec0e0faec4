import type { AuditRow } from '../audit/audit-row.ts';

const userId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const platformAdminAuditRows: AuditRow[] = [
  {
    kind: 'practice',
    action: 'practice_created',
    actor: 'Sara Mills',
    after: {
      name: 'Harbour Wealth',
      hosts: ['portal.harbour.example'],
      practice_type: 'independent',
      director_name: 'Dana Ward',
      director_email: 'dana@harbour.example',
    },
    expected: 'Sara Mills (platform support) created the practice Harbour Wealth and invited Dana Ward as its director',
  },
  {
    kind: 'practice',
    action: 'practice_configured',
    actor: 'Sara Mills',
    before: { hosts: ['harbour.example'], practice_type: 'independent' },
    after: { hosts: ['harbour.example', 'portal.harbour.example'], practice_type: 'wealthManagement' },
    expected: 'Sara Mills (platform support) changed the practice’s host names and practice type (now Wealth management)',
  },
  {
    kind: 'practice',
    action: 'practice_configured',
    actor: 'Sara Mills',
    before: {},
    after: {},
    expected: 'Sara Mills (platform support) saved the practice unchanged',
  },
  {
    kind: 'practice',
    action: 'practice_suspended',
    actor: 'Sara Mills',
    before: { status: 'active' },
    after: { status: 'suspended' },
    expected: 'Sara Mills (platform support) suspended the practice',
  },
  {
    kind: 'practice',
    action: 'practice_reactivated',
    actor: 'Sara Mills',
    before: { status: 'suspended' },
    after: { status: 'active' },
    expected: 'Sara Mills (platform support) reactivated the practice',
  },
  {
    kind: 'practice',
    action: 'feature_flags_updated',
    actor: 'Sara Mills',
    before: { blog: true },
    after: { blog: false },
    expected: 'Sara Mills (platform support) turned off Blog',
  },
  {
    kind: 'practice',
    action: 'feature_flags_updated',
    actor: 'Ben Carter',
    before: { blog: false, customizable_faq: true, notes: false },
    after: { blog: true, customizable_faq: false, notes: true },
    expected: 'Ben Carter (platform support) turned off Editable FAQ and turned on Blog and Notes',
  },
  {
    kind: 'practice',
    action: 'account_reactivated',
    actor: 'Sara Mills',
    before: { status: 'deactivated' },
    after: { user_id: userId, name: 'Priya Shah', role: 'adviser', reason: 'Deactivated by mistake (ticket SR-1042)', status: 'active' },
    expected: 'Sara Mills (platform support) reactivated the account of Priya Shah (Adviser): Deactivated by mistake (ticket SR-1042)',
  },
];
