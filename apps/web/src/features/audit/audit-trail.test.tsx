import type { AuditEventView } from '@advice/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pagination } from '../../lib/pagination.ts';
import { AuditTrail } from './audit-trail.tsx';
import { actionLabel } from './audit-wording.ts';

const event = (overrides: Partial<AuditEventView>): AuditEventView => ({
  id: crypto.randomUUID(),
  entity_kind: 'client-case',
  action: 'accept',
  actor_name: 'Charlotte Hughes',
  before: { status: 'reviewing_pack', version: 2 },
  after: { status: 'accepted', version: 3, effects: ['recordClientConsent'] },
  document: null,
  person_name: null,
  created_at: '2026-03-03T09:00:00.000Z',
  ...overrides,
});

const items = [
  event({}),
  event({
    action: 'document_added',
    actor_name: 'Priya Shah',
    before: null,
    after: {
      document_id: crypto.randomUUID(),
      name: 'Suitability report',
      category: 'investment',
      note: '',
      concealed: false,
      file_name: 'suitability-report.pdf',
      size_bytes: 2_202_010,
    },
  }),
  event({ action: 'status_changed', actor_name: null, before: { status: 'submitted' }, after: { status: 'reviewing_pack' } }),
];

function renderTrail() {
  const trail = {
    isPending: false,
    isError: false,
    data: { items, pagination: { total: items.length, totalPages: 1, prevPage: null, nextPage: null } },
  } as unknown as UseQueryResult<{ items: AuditEventView[]; pagination: Pagination }>;
  return render(
    <AuditTrail
      trail={trail}
      page={1}
      onPage={() => {}}
      title="Audit trail"
      emptyText="None yet."
      wording={{ describeAction: actionLabel }}
    />,
  );
}

const sentences = [
  'Charlotte Hughes accepted the recommendation pack',
  'Priya Shah uploaded Suitability report.pdf (2.1 MB)',
  'Someone moved the case from Submitted to Reviewing pack',
];

afterEach(() => vi.unstubAllGlobals());

describe('the audit trail', () => {
  it('reads each event as a sentence from the catalogue, never a key, an id or JSON', () => {
    renderTrail();
    const table = screen.getByRole('table', { name: 'Audit trail' });
    for (const sentence of sentences) expect(within(table).getByRole('cell', { name: sentence })).toBeTruthy();
    expect(table.textContent).not.toMatch(/file_name|size_bytes|document_id|[0-9a-f]{8}-[0-9a-f]{4}|[{}]/u);
  });

  it('on a phone, one card an event: what happened, the sentence and when', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    renderTrail();
    const cards = within(screen.getByRole('list', { name: 'Audit trail' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.audit-trail__sentence')?.textContent)).toEqual(sentences);
    expect(cards[0]?.textContent).toContain('Accept');
  });
});
