import type { AuditRow } from '../audit/audit-row.ts';

const itemId = '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e70';
const brochureId = '7d0a3f2e-4b5c-4d6e-8f70-1a2b3c4d5e71';
const item = { item_id: itemId, title: 'Pensions explained', pdf: 'pensions.pdf', pdf_url: null, link_url: null, display_until: null };
const brochure = {
  brochure_id: brochureId,
  title: 'Investing for beginners',
  pdf: null,
  pdf_url: null,
  link_url: 'https://example.com/isa',
};

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const libraryAuditRows: AuditRow[] = [
  {
    kind: 'library-item',
    action: 'library_item_created',
    after: item,
    expected: 'Priya Shah added “Pensions explained” to the library',
  },
  {
    kind: 'library-item',
    action: 'library_item_created',
    after: { ...item, display_until: '2027-03-31' },
    expected: 'Priya Shah added “Pensions explained” to the library, shown until 31 March 2027',
  },
  {
    kind: 'library-item',
    action: 'library_item_updated',
    before: { item_id: itemId, title: 'Pensions', display_until: null },
    after: { item_id: itemId, title: 'Pensions explained', display_until: '2027-03-31', fields: ['title', 'description', 'display_until'] },
    expected: 'Priya Shah changed the title, description and display-until date of the library item “Pensions explained”',
  },
  {
    kind: 'library-item',
    action: 'library_item_updated',
    before: { item_id: itemId, title: 'Pensions explained' },
    after: { item_id: itemId, title: 'Pensions explained', fields: [] },
    expected: 'Priya Shah edited the library item “Pensions explained”',
  },
  {
    kind: 'library-item',
    action: 'library_item_deleted',
    before: { item_id: itemId, title: 'Pensions explained' },
    expected: 'Priya Shah deleted the library item “Pensions explained”',
  },
  {
    kind: 'library-item',
    action: 'library_item_expired_removed',
    actor: null,
    before: { item_id: itemId, title: 'Pensions explained', display_until: '2026-10-01' },
    expected: 'The library item “Pensions explained” was removed a month after it stopped being shown on 1 October 2026',
  },
  {
    kind: 'brochure',
    action: 'brochure_created',
    after: brochure,
    expected: 'Priya Shah added the pre-approved brochure “Investing for beginners”',
  },
  {
    kind: 'brochure',
    action: 'brochure_updated',
    before: { brochure_id: brochureId, title: 'Investing for beginners', link_url: 'https://example.com/isa' },
    after: { brochure_id: brochureId, title: 'Investing for beginners', link_url: null, pdf: 'beginners.pdf', fields: ['pdf', 'link_url'] },
    expected: 'Priya Shah changed the PDF file and link of the pre-approved brochure “Investing for beginners”',
  },
  {
    kind: 'brochure',
    action: 'brochure_updated',
    before: { brochure_id: brochureId, title: 'Investing for beginners' },
    after: { brochure_id: brochureId, title: 'Investing for beginners', fields: [] },
    expected: 'Priya Shah edited the pre-approved brochure “Investing for beginners”',
  },
  {
    kind: 'brochure',
    action: 'brochure_deleted',
    before: { brochure_id: brochureId, title: 'Investing for beginners' },
    expected: 'Priya Shah deleted the pre-approved brochure “Investing for beginners”',
  },
  {
    kind: 'brochure',
    action: 'brochure_shown',
    after: { brochure_id: brochureId, title: 'Investing for beginners' },
    expected: 'Priya Shah showed the brochure “Investing for beginners” to the practice’s clients',
  },
  {
    kind: 'brochure',
    action: 'brochure_hidden',
    after: { brochure_id: brochureId, title: 'Investing for beginners' },
    expected: 'Priya Shah hid the brochure “Investing for beginners” from the practice’s clients',
  },
];
