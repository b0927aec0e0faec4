import { factFindMessages as m } from '@advice/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedTextOf, group, renderSectionForm } from './section-forms.test-utils.tsx';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('occupation and earnings form', () => {
  it('without a partner, asks no earner or source and records each new row as the client’s', () => {
    const form = renderSectionForm('occupationEarnings');
    fireEvent.click(screen.getByRole('button', { name: 'Add an occupation' }));
    expect(document.activeElement).toBe(group('Occupation 1').getByLabelText('Occupation'));
    expect(screen.queryByRole('group', { name: 'Earner' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add an income' }));
    expect(screen.queryByRole('group', { name: 'Received by' })).toBeNull();
    type(group('Income 1').getByLabelText('Yearly amount'), '85000');
    expect(form.latest().occupations?.[0]?.earner).toBe('you');
    expect(form.latest().incomes?.[0]).toMatchObject({
      value: { amount: 85_000, currency: 'GBP' },
      source: { source: 'you', split: null },
    });
  });

  it('with a partner, asks whose each row is, and a joint income’s shares', () => {
    const form = renderSectionForm('occupationEarnings', { includePartner: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add an occupation' }));
    const earner = group('Occupation 1');
    expect(document.activeElement).toBe(earner.getByLabelText('Client'));
    fireEvent.click(earner.getByLabelText('Partner'));
    expect(form.latest().occupations?.[0]?.earner).toBe('partner');

    fireEvent.click(screen.getByRole('button', { name: 'Add an expenditure' }));
    fireEvent.click(group('Paid by').getByLabelText('Joint'));
    type(group('Expenditure 1').getByLabelText('Client’s share (%)'), '70');
    expect(screen.getByText(m['factFind.jointSplit'])).toBeTruthy();
    type(group('Expenditure 1').getByLabelText('Partner’s share (%)'), '30');
    expect(screen.queryByText(m['factFind.jointSplit'])).toBeNull();
    expect(form.latest().expenditures?.[0]?.source).toEqual({ source: 'joint', split: { you: 70, partner: 30 } });
  });

  it('shows the save rules’ messages on the row’s fields', () => {
    renderSectionForm('occupationEarnings', {
      includePartner: true,
      value: { incomes: [{ id: 'i1' }] },
      errors: new Map([
        ['/incomes/0/value', m['factFind.incomes']],
        ['/incomes/0/source', m['factFind.incomes']],
      ]),
    });
    expect(describedTextOf(group('Income 1').getByLabelText('Yearly amount'))).toContain(m['factFind.incomes']);
    expect(describedTextOf(group('Received by').getByLabelText('Joint'))).toBe(m['factFind.incomes']);
  });
});
