import type { AuditRow } from '../audit/audit-row.ts';

const itemId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
const commentId = '6c9f2e1d-3a4b-4c5d-9e0f-1a2b3c4d5e6f';

/** One event of every action of this area and the sentence it reads as (audit.events.test.ts walks them). */
export const motivationAuditRows: AuditRow[] = [
  {
    kind: 'client',
    action: 'motivation_item_added',
    after: { item_id: itemId, kind: 'gallery', title: 'Our cottage in Cornwall' },
    expected: 'Priya Shah added the photo gallery “Our cottage in Cornwall” to the motivation centre',
  },
  {
    kind: 'client',
    action: 'motivation_item_updated',
    before: { item_id: itemId, title: 'Retirement', url: null, pdf: 'plan.pdf' },
    after: { item_id: itemId, title: 'Retire at 60', url: 'https://example.com/plan.pdf', pdf: null },
    expected: 'Priya Shah changed the title, link and PDF of “Retire at 60” in the motivation centre',
  },
  {
    kind: 'client',
    action: 'motivation_item_removed',
    before: { item_id: itemId, kind: 'link', title: 'Sailing club' },
    expected: 'Priya Shah removed the link “Sailing club” from the motivation centre',
  },
  {
    kind: 'client',
    action: 'motivation_comment_added',
    after: { item_id: itemId, comment_id: commentId, title: 'Sailing club' },
    expected: 'Priya Shah commented on “Sailing club” in the motivation centre',
  },
  {
    kind: 'client',
    action: 'motivation_comment_removed',
    before: { item_id: itemId, comment_id: commentId, title: 'Sailing club' },
    expected: 'Priya Shah deleted a comment on “Sailing club” in the motivation centre',
  },
];
