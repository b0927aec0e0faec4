import { factFindMessages as m } from '@advice/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedTextOf, group, renderSectionForm } from './section-forms.test-utils.tsx';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('assets and liabilities form', () => {
  it('adds assets as numbered rows and removes one, keeping the others’ answers', () => {
    const form = renderSectionForm('assetsLiabilities', { includePartner: true });
    expect(screen.getByText(/No assets added/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an asset' }));
    fireEvent.change(group('Asset 1').getByLabelText('Type of asset'), { target: { value: 'property' } });
    type(group('Asset 1').getByLabelText('Value'), '950,000');
    fireEvent.click(screen.getByRole('button', { name: 'Add an asset' }));
    expect(document.activeElement).toBe(group('Asset 2').getByLabelText('Type of asset'));
    fireEvent.change(group('Asset 2').getByLabelText('Type of asset'), { target: { value: 'cash' } });

    fireEvent.click(screen.getByRole('button', { name: 'Remove asset 1' }));
    expect(form.latest().assets).toEqual([expect.objectContaining({ type: 'cash' })]);
    expect((group('Asset 1').getByLabelText('Type of asset') as HTMLSelectElement).value).toBe('cash');
    expect(document.activeElement).toBe(group('Asset 1').getByLabelText('Type of asset'));
  });

  it('shows a refused amount beside the value, and the owner’s message beside the owner', () => {
    renderSectionForm('assetsLiabilities', {
      includePartner: true,
      value: { assets: [{ id: 'a1', type: 'cash' }], liabilities: [{ id: 'l1' }] },
      errors: new Map([
        ['/assets/0/value/amount', m['factFind.integer']],
        ['/assets/0/owner', m['factFind.assets']],
        ['/liabilities/0/type', m['factFind.liabilities']],
      ]),
    });
    const value = group('Asset 1').getByLabelText('Value');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(describedTextOf(value)).toContain(m['factFind.integer']);
    expect(describedTextOf(group('Owner').getByLabelText('Client'))).toBe(m['factFind.assets']);
    expect(describedTextOf(group('Liability 1').getByLabelText('Type of debt'))).toBe(m['factFind.liabilities']);
  });

  it('records that an asset should be transferred or reviewed', () => {
    const form = renderSectionForm('assetsLiabilities', { value: { assets: [{ id: 'a1' }] } });
    fireEvent.click(group('Asset 1').getByLabelText('Transfer or review this asset'));
    expect(form.latest().assets?.[0]?.transfer_or_review).toBe(true);
  });
});
