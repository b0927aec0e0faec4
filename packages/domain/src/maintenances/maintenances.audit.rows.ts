import type { AuditRow } from '../audit/audit-row.ts';

const maintenanceId = '3f6c2a1e-9b4d-4e7f-8a2b-5c6d7e8f9a0b';
const named = { maintenance_id: maintenanceId, title: 'Database upgrade' };
const content = {
  ...named,
  message: 'The portal will be unavailable while we upgrade its database.',
  starts_at: '2027-05-03T21:00:00.000Z',
  ends_at: '2027-05-03T23:00:00.000Z',
  notice_hours: 48,
};

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const maintenanceAuditRows: AuditRow[] = [
  {
    kind: 'maintenance',
    action: 'maintenance_created',
    actor: 'Sara Mills',
    after: { ...content, scope: 'all', practices: [] },
    expected: 'Sara Mills scheduled the maintenance “Database upgrade” for all practices',
  },
  {
    kind: 'maintenance',
    action: 'maintenance_created',
    actor: 'Sara Mills',
    after: { ...content, scope: 'chosen', practices: ['Demo Practice', 'Second Practice'] },
    expected: 'Sara Mills scheduled the maintenance “Database upgrade” for Demo Practice and Second Practice',
  },
  {
    kind: 'maintenance',
    action: 'maintenance_updated',
    actor: 'Sara Mills',
    before: { ...named, starts_at: content.starts_at, scope: 'all', practices: [] },
    after: {
      ...named,
      starts_at: '2027-05-04T21:00:00.000Z',
      scope: 'chosen',
      practices: ['Demo Practice'],
      fields: ['starts_at', 'scope', 'practices'],
    },
    expected: 'Sara Mills changed the start and practices of the maintenance “Database upgrade”',
  },
  {
    kind: 'maintenance',
    action: 'maintenance_deleted',
    actor: 'Sara Mills',
    before: named,
    expected: 'Sara Mills deleted the maintenance “Database upgrade”',
  },
];
