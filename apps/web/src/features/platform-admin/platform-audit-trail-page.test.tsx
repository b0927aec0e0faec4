import type { PlatformAuditEvent } from '@advice/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPage, practiceWithFeatures, renderArea, stubServer, userOf } from '../../test/harness.tsx';
import { platformAdminRoutes } from './platform-admin.area.tsx';

afterEach(() => vi.unstubAllGlobals());

const path = '/super_administrator/audit-trail';
const superAdmin = userOf('super_admin', { practice_id: null });

const event = (overrides: Partial<PlatformAuditEvent>): PlatformAuditEvent => ({
  id: crypto.randomUUID(),
  entity_kind: 'maintenance',
  action: 'maintenance_created',
  actor_name: 'Sara Mills',
  before: null,
  after: {
    maintenance_id: crypto.randomUUID(),
    title: 'Database upgrade',
    message: 'The portal will be unavailable while we upgrade its database.',
    starts_at: '2027-05-03T21:00:00.000Z',
    ends_at: '2027-05-03T23:00:00.000Z',
    notice_hours: 48,
    scope: 'all',
    practices: [],
  },
  document: null,
  person_name: null,
  practice: null,
  created_at: '2026-11-03T09:00:00.000Z',
  ...overrides,
});

const events = [
  event({
    entity_kind: 'practice',
    action: 'feature_flags_updated',
    before: { blog: true },
    after: { blog: false },
    practice: { id: crypto.randomUUID(), name: 'Harbour Wealth' },
  }),
  event({}),
];

function renderPage(items: PlatformAuditEvent[], user = superAdmin) {
  stubServer({ 'GET /api/v1/platform-audit-trail': () => listPage(items) });
  renderArea(platformAdminRoutes, path, { user, practice: practiceWithFeatures([]) });
}

describe('the platform audit trail', () => {
  it('reads each event as its sentence, with when and the practice it happened in (or platform-wide)', async () => {
    renderPage(events);
    const table = await screen.findByRole('table', { name: 'Platform audit trail' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Feature flags updated', 'Sara Mills (platform support) turned off Blog', 'Harbour Wealth'],
      ['Maintenance created', 'Sara Mills scheduled the maintenance “Database upgrade” for all practices', 'Platform-wide'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Practice' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|[{}]/u);
  });

  it('on a phone, each card says when and where after its sentence', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    renderPage(events);
    const cards = within(await screen.findByRole('list', { name: 'Platform audit trail' })).getAllByRole('listitem');
    expect(cards[0]?.querySelector('.audit-trail__meta')?.textContent).toMatch(/· Harbour Wealth$/u);
    expect(cards[1]?.querySelector('.audit-trail__meta')?.textContent).toMatch(/· Platform-wide$/u);
  });

  it('says what will appear there while nothing has been recorded', async () => {
    renderPage([]);
    await screen.findByText('Nothing recorded yet');
    expect(screen.getByText(/Every change a super or support admin makes .* will appear here\./u)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Platform audit trail' })).toBeTruthy();
  });

  it('sends anyone but a platform admin to their own home', async () => {
    renderPage(events, userOf('director'));
    await screen.findByRole('heading', { name: 'Elsewhere' });
  });
});
