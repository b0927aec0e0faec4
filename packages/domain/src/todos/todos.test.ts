import { describe, expect, it } from 'vitest';
import { auditSentence } from '../audit/audit.events.ts';
import { todoNotices } from './todos.notices.ts';
import { earliestTodayIso, isDueDateAllowed, isTodoOverdue, todoBody, todoPatch, todosMessages } from './todos.ts';

const noon = new Date('2026-04-21T12:00:00Z');

describe('a due date', () => {
  it('may be none, today or later anywhere on Earth, or the date the to-do already has', () => {
    expect(earliestTodayIso(noon)).toBe('2026-04-21');
    expect(earliestTodayIso(new Date('2026-04-21T11:59:00Z'))).toBe('2026-04-20');
    expect(isDueDateAllowed(null, null, noon)).toBe(true);
    expect(isDueDateAllowed('2026-04-21', null, noon)).toBe(true);
    expect(isDueDateAllowed('2026-04-20', null, noon)).toBe(false);
    expect(isDueDateAllowed('2026-04-20', '2026-04-20', noon)).toBe(true);
    expect(isDueDateAllowed('2026-04-19', '2026-04-20', noon)).toBe(false);
  });

  it('makes a to-do overdue once it is before today, until it is completed', () => {
    expect(isTodoOverdue({ due_on: '2026-04-20', completed: false }, '2026-04-21')).toBe(true);
    expect(isTodoOverdue({ due_on: '2026-04-21', completed: false }, '2026-04-21')).toBe(false);
    expect(isTodoOverdue({ due_on: '2026-04-20', completed: true }, '2026-04-21')).toBe(false);
    expect(isTodoOverdue({ due_on: null, completed: false }, '2026-04-21')).toBe(false);
  });
});

describe('the to-do body', () => {
  it('needs a title, takes notes and a due date, and reads an empty date as none', () => {
    expect(todoBody.parse({ title: '  Send payslips ', due_on: '' })).toEqual({ title: 'Send payslips', notes: '', due_on: null });
    const refused = todoBody.safeParse({ title: ' ', due_on: '2020-01-01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'This field is required'],
      ['due_on', todosMessages['todos.dueInPast']],
    ]);
    expect(todoBody.safeParse({ title: 'x', due_on: '2026-02-30' }).error?.issues[0]?.message).toBe(todosMessages['todos.dateFormat']);
  });

  it('takes any of its fields in a change, and completing on its own', () => {
    expect(todoPatch.parse({ completed: true })).toEqual({ completed: true });
    // The stored date decides whether a past date may stay, so the change's schema checks the format only.
    expect(todoPatch.parse({ due_on: '2020-01-01' })).toEqual({ due_on: '2020-01-01' });
    expect(todoPatch.safeParse({ title: '' }).success).toBe(false);
  });
});

describe('to-do audit events', () => {
  const event = (action: string, payload: { before?: unknown; after?: unknown }) => ({
    entity_kind: 'client',
    action,
    actor_name: 'Priya Shah',
    before: payload.before ?? null,
    after: payload.after ?? null,
    document: null,
    person_name: null,
  });

  it('read without a title when an older payload lacks one, and an unchanged save says so', () => {
    expect(auditSentence(event('todo_created', { after: {} }))).toBe('Priya Shah added a to-do');
    expect(auditSentence(event('todo_completed', { after: {} }))).toBe('Priya Shah completed a to-do');
    expect(auditSentence(event('todo_reopened', { after: {} }))).toBe('Priya Shah reopened a to-do');
    expect(auditSentence(event('todo_deleted', { before: {} }))).toBe('Priya Shah deleted a to-do');
    expect(auditSentence(event('todo_updated', { before: { notes: 'a' }, after: { notes: 'b' } }))).toBe(
      'Priya Shah changed the notes of a to-do',
    );
    expect(auditSentence(event('todo_updated', { before: { title: 'A' }, after: { title: 'A' } }))).toBe(
      'Priya Shah saved a to-do unchanged',
    );
  });
});

describe('to-do notices', () => {
  it('tell the client of their staff’s change, and the staff of the client’s, each with their own page', () => {
    const facts = { clientId: 'c1', clientName: 'Olivia Hart', actorName: 'Priya Shah', titles: ['Send payslips'] as const };
    expect(todoNotices['todos.created'].client(facts)).toEqual({
      title: 'New to-do',
      body: 'Priya Shah added “Send payslips” to your to-do list.',
      link: '/todos',
    });
    expect(todoNotices['todos.completed'].staff(facts)).toEqual({
      title: 'To-do completed',
      body: 'Olivia Hart completed “Send payslips” on their to-do list.',
      link: '/clients/c1/todos',
    });
  });

  it('tell of several to-dos added at once in one notice, quoting three and counting the rest', () => {
    const facts = { clientId: 'c1', clientName: 'Olivia Hart', actorName: 'Priya Shah' };
    expect(todoNotices['todos.created'].client({ ...facts, titles: ['Send payslips', 'Book the valuation'] })).toEqual({
      title: 'New to-dos',
      body: 'Priya Shah added 2 to-dos to your to-do list: “Send payslips” and “Book the valuation”.',
      link: '/todos',
    });
    const five = ['Send payslips', 'Book the valuation', 'Sign the form', 'Call the bank', 'Read the report'] as const;
    expect(todoNotices['todos.created'].client({ ...facts, titles: five }).body).toBe(
      'Priya Shah added 5 to-dos to your to-do list: “Send payslips”, “Book the valuation”, “Sign the form” and 2 more.',
    );
    expect(todoNotices['todos.created'].staff({ ...facts, titles: five.slice(0, 3) as [string, ...string[]] }).body).toBe(
      'Olivia Hart added 3 to-dos to their to-do list: “Send payslips”, “Book the valuation” and “Sign the form”.',
    );
  });
});
