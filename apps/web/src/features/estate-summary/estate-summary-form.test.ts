import { emptyEstateSummarySection, estateSummarySections } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { fieldOfPointer, fromForm, toForm } from './estate-summary-form.ts';

describe('a section as its form holds it', () => {
  it('reads every empty section back as the same empty section', () => {
    for (const section of estateSummarySections) {
      const empty = emptyEstateSummarySection(section);
      expect(fromForm(toForm(empty)), section).toEqual(empty);
    }
  });

  it('edits amounts with separators, yes-or-no as a choice and "not known" as nothing', () => {
    const pension = { provider_name: 'Aviva', provider_address: '', plan_value: 1_250_000, currency: null, plan_number: '', contact: '' };
    expect(toForm({ rows: [pension] })).toEqual({ rows: [{ ...pension, plan_value: '1,250,000', currency: '' }] });
    expect(fromForm({ rows: [{ ...pension, plan_value: ' 1,250,000 ', currency: '' }] })).toEqual({ rows: [pension] });
    expect(toForm({ rows: [{ registered: true }, { registered: false }, { registered: null }] })).toEqual({
      rows: [{ registered: 'yes' }, { registered: 'no' }, { registered: '' }],
    });
    expect(fromForm({ rows: [{ registered: 'no', date_made: '' }] })).toEqual({ rows: [{ registered: false, date_made: null }] });
  });

  it('sends an amount that is not one as typed, for the schema to refuse it', () => {
    expect(fromForm({ rows: [{ amount: '1500.50' }] })).toEqual({ rows: [{ amount: '1500.50' }] });
  });

  it('leaves the partner out until a name or contact is given, and a property type unchosen as missing', () => {
    expect(fromForm({ partner: { name: ' ', contact: '' } })).toEqual({ partner: null });
    expect(fromForm({ partner: { name: 'William', contact: '' } })).toEqual({ partner: { name: 'William', contact: '' } });
    expect(fromForm({ rows: [{ type: '' }] })).toEqual({ rows: [{ type: undefined }] });
  });

  it('finds the field a refusal of the save names', () => {
    expect(fieldOfPointer('/values/rows/0/sort_code')).toBe('rows.0.sort_code');
    expect(fieldOfPointer('/values/solicitor/email')).toBe('solicitor.email');
    expect(fieldOfPointer('/version')).toBeUndefined();
  });
});
