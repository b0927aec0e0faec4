import { factFindMessages as m } from '@advice/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedTextOf, group, renderSectionForm } from './section-forms.test-utils.tsx';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('investment and tax planning form', () => {
  it('asks each person’s questions in their own column, starting the partner’s answers when one is given', () => {
    const form = renderSectionForm('investmentTaxPlan', { includePartner: true });
    type(group('Partner').getByLabelText('Dividends received in a year'), '4000');
    const clientWill = group('Client').getByRole('group', { name: 'Has made a will' });
    fireEvent.click(within(clientWill).getByLabelText('Yes'));
    expect(form.latest().partner).toMatchObject({ dividends: { amount: 4000, currency: 'GBP' }, will_made: null });
    expect(form.latest().client).toMatchObject({ will_made: 'yes' });
    expect(form.latest().client?.dividends).toBeNull();
  });

  it('without a partner, has the client’s column alone and ISAs need no investor', () => {
    const form = renderSectionForm('investmentTaxPlan');
    expect(screen.queryByRole('group', { name: 'Partner' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add an ISA' }));
    expect(screen.queryByRole('group', { name: 'Investor' })).toBeNull();
    type(group('ISA 1').getByLabelText('Amount invested this tax year'), '20000');
    expect(form.latest().isas?.[0]).toMatchObject({ investor: 'you', amount: { amount: 20_000, currency: 'GBP' } });
  });

  it('shows an ISA’s refused investor beside its choice', () => {
    renderSectionForm('investmentTaxPlan', {
      includePartner: true,
      value: { isas: [{ id: 'i1', type: 'cash' }] },
      errors: new Map([['/isas/0/investor', m['factFind.isas']]]),
    });
    expect(describedTextOf(group('Investor').getByLabelText('Partner'))).toBe(m['factFind.isas']);
  });
});
