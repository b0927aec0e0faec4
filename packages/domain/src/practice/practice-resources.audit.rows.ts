import type { AuditRow } from '../audit/audit-row.ts';

const review = { title: 'Annual review', kind: 'review', active: true, template: 'Changes\nPerformance\nNext steps' };
const charter = { title: 'Our promise to you', available_from: '2026-12-01', image: 'promise.png' };
const fees = { title: 'Fees', questions: ['What do you charge?'] };

/** One event of every action of the practice's resources and the sentence it reads as (audit.events.test.ts walks them). */
export const practiceResourcesAuditRows: AuditRow[] = [
  { kind: 'agenda-template', action: 'created', after: review, expected: 'Priya Shah added the agenda template “Annual review”' },
  {
    kind: 'agenda-template',
    action: 'updated',
    before: { ...review, title: 'Review' },
    after: { ...review, template: 'Your goals\nNext steps' },
    expected: 'Priya Shah changed the title and text of the agenda template “Annual review”',
  },
  {
    kind: 'agenda-template',
    action: 'updated',
    before: review,
    after: { ...review, active: false },
    expected: 'Priya Shah switched off the agenda template “Annual review”',
  },
  {
    kind: 'agenda-template',
    action: 'updated',
    before: review,
    after: review,
    expected: 'Priya Shah saved the agenda template “Annual review” unchanged',
  },
  { kind: 'agenda-template', action: 'deleted', before: review, expected: 'Priya Shah deleted the agenda template “Annual review”' },
  { kind: 'service-charter', action: 'created', after: charter, expected: 'Priya Shah added the service charter “Our promise to you”' },
  {
    kind: 'service-charter',
    action: 'updated',
    before: charter,
    after: { ...charter, available_from: null, image: null },
    expected: 'Priya Shah changed the availability date and image of the service charter “Our promise to you”',
  },
  { kind: 'service-charter', action: 'deleted', before: charter, expected: 'Priya Shah deleted the service charter “Our promise to you”' },
  { kind: 'faq-section', action: 'created', after: fees, expected: 'Priya Shah added the FAQ section “Fees”' },
  {
    kind: 'faq-section',
    action: 'updated',
    before: fees,
    after: { ...fees, questions: ['What do you charge?', 'When do I pay?'], answers_changed: true },
    expected: 'Priya Shah changed the questions and answers of the FAQ section “Fees”',
  },
  { kind: 'faq-section', action: 'updated', before: fees, after: fees, expected: 'Priya Shah saved the FAQ section “Fees” unchanged' },
  { kind: 'faq-section', action: 'deleted', before: fees, expected: 'Priya Shah deleted the FAQ section “Fees”' },
];
