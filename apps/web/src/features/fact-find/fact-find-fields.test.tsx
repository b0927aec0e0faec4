import { type FactFindMoney, factFindMessages as m, type Ownership } from '@advice/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyField, OwnershipField, PersonColumns, RowList, SectionFields, TextAnswer, YesNoField } from './fact-find-fields.tsx';
import { describedTextOf } from './sections/section-forms.test-utils.tsx';

type Context = { errors?: ReadonlyMap<string, string>; includePartner?: boolean; isReadOnly?: boolean; currencies?: readonly string[] };

function inSection(children: ReactNode, context: Context = {}) {
  return (
    <SectionFields
      section="test"
      errors={context.errors ?? new Map()}
      includePartner={context.includePartner ?? true}
      isReadOnly={context.isReadOnly ?? false}
      currencies={context.currencies ?? ['GBP']}
    >
      <div className="ff-form">{children}</div>
    </SectionFields>
  );
}

/** Renders one stateful widget; `latest()` is the value it last reported. */
function renderField<T>(initial: T, draw: (value: T, onChange: (next: T) => void) => ReactNode, context: Context = {}) {
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    return inSection(
      draw(value, (next) => {
        latest = next;
        setValue(next);
      }),
      context,
    );
  }
  render(<Harness />);
  return { latest: () => latest };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the money field', () => {
  const renderMoney = (initial: FactFindMoney | null, context: Context = {}) =>
    renderField(
      initial,
      (value, onChange) => <MoneyField pointer="/assets/0/value" label="Value" value={value} onChange={onChange} />,
      context,
    );

  it('reports a whole amount in the practice’s currency, with separators once the field is left', () => {
    const field = renderMoney(null);
    const amount = screen.getByLabelText('Value') as HTMLInputElement;
    type(amount, '1250000');
    expect(field.latest()).toEqual({ amount: 1_250_000, currency: 'GBP' });
    fireEvent.blur(amount);
    expect(amount.value).toBe('1,250,000');
    expect(describedTextOf(amount)).toBe('In GBP');
    type(amount, '');
    expect(field.latest()).toBeNull();
  });

  it('refuses pence, negatives and words with the domain’s messages as the person types', () => {
    renderMoney(null);
    const amount = screen.getByLabelText('Value');
    type(amount, '1500.50');
    expect(describedTextOf(amount)).toContain(m['factFind.integer']);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    type(amount, '-5');
    expect(describedTextOf(amount)).toContain(m['factFind.positive']);
    type(amount, 'lots');
    expect(describedTextOf(amount)).toContain(m['factFind.number']);
    type(amount, '1500');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers a choice of currency when the practice has several', () => {
    const field = renderMoney({ amount: 10, currency: 'GBP' }, { currencies: ['GBP', 'EUR'] });
    fireEvent.change(screen.getByLabelText('Value: currency'), { target: { value: 'EUR' } });
    expect(field.latest()).toEqual({ amount: 10, currency: 'EUR' });
  });

  it('shows the error given for the amount or the currency beside the field', () => {
    renderMoney({ amount: 10, currency: 'GBP' }, { errors: new Map([['/assets/0/value/currency', m['factFind.currencyUnknown']]]) });
    expect(describedTextOf(screen.getByLabelText('Value'))).toContain(m['factFind.currencyUnknown']);
  });
});

describe('the yes/no question', () => {
  it('is a group of two radios named by the question, reporting the choice', () => {
    const field = renderField<'yes' | 'no' | null>(null, (value, onChange) => (
      <YesNoField pointer="/client/smoker" label="Smoker" value={value} onChange={onChange} />
    ));
    const question = within(screen.getByRole('group', { name: 'Smoker' }));
    fireEvent.click(question.getByLabelText('No'));
    expect(field.latest()).toBe('no');
    expect((question.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
  });

  it('ties its error to each radio', () => {
    renderField(null, () => <YesNoField pointer="/client/smoker" label="Smoker" value={null} onChange={() => {}} />, {
      errors: new Map([['/client/smoker', m['factFind.choose']]]),
    });
    const yes = within(screen.getByRole('group', { name: 'Smoker' })).getByLabelText('Yes');
    expect(yes.getAttribute('aria-invalid')).toBe('true');
    expect(describedTextOf(yes)).toBe(m['factFind.choose']);
  });
});

describe('the ownership field', () => {
  const renderOwner = (initial: Ownership | null, context: Context = {}) =>
    renderField(
      initial,
      (value, onChange) => <OwnershipField pointer="/assets/0/owner" label="Owner" value={value} onChange={onChange} />,
      context,
    );

  it('shows the two shares for a joint holding and the joint-split message until they add up to 100', () => {
    const field = renderOwner(null);
    const owner = within(screen.getByRole('group', { name: 'Owner' }));
    fireEvent.click(owner.getByLabelText('Joint'));
    expect(field.latest()).toEqual({ source: 'joint', split: { you: 50, partner: 50 } });
    const client = screen.getByLabelText('Client’s share (%)');
    const partner = screen.getByLabelText('Partner’s share (%)');
    expect(screen.queryByText(m['factFind.jointSplit'])).toBeNull();

    type(client, '60');
    expect(screen.getByText(m['factFind.jointSplit'])).toBeTruthy();
    expect(describedTextOf(partner)).toBe(m['factFind.jointSplit']);
    expect(partner.getAttribute('aria-invalid')).toBe('true');

    type(partner, '40');
    expect(screen.queryByText(m['factFind.jointSplit'])).toBeNull();
    expect(client.getAttribute('aria-invalid')).toBeNull();
    expect(field.latest()).toEqual({ source: 'joint', split: { you: 60, partner: 40 } });
  });

  it('asks for both shares when one is emptied, and refuses a share over 100', () => {
    renderOwner({ source: 'joint', split: { you: 50, partner: 50 } });
    type(screen.getByLabelText('Partner’s share (%)'), '');
    expect(screen.getByText(m['factFind.jointSplitMissing'])).toBeTruthy();
    type(screen.getByLabelText('Partner’s share (%)'), '150');
    expect(describedTextOf(screen.getByLabelText('Partner’s share (%)'))).toBe(m['factFind.percent']);
  });

  it('drops the shares for a sole owner and gives the last ones back when joint is chosen again', () => {
    const field = renderOwner({ source: 'joint', split: { you: 70, partner: 30 } });
    const owner = within(screen.getByRole('group', { name: 'Owner' }));
    fireEvent.click(owner.getByLabelText('Partner'));
    expect(field.latest()).toEqual({ source: 'partner', split: null });
    expect(screen.queryByLabelText('Client’s share (%)')).toBeNull();
    fireEvent.click(owner.getByLabelText('Joint'));
    expect(field.latest()).toEqual({ source: 'joint', split: { you: 70, partner: 30 } });
  });

  it('is not asked without a partner, unless an answer for the partner is left to put right', () => {
    renderOwner({ source: 'you', split: null }, { includePartner: false });
    expect(screen.queryByRole('group', { name: 'Owner' })).toBeNull();
  });

  it('without a partner, shows a partner’s holding with the rule’s message so it can be changed', () => {
    renderOwner(
      { source: 'partner', split: null },
      { includePartner: false, errors: new Map([['/assets/0/owner', m['factFind.noPartner']]]) },
    );
    const client = within(screen.getByRole('group', { name: 'Owner' })).getByLabelText('Client');
    expect(describedTextOf(client)).toBe(m['factFind.noPartner']);
  });
});

describe('the repeating rows', () => {
  type Row = { id?: string; name: string };
  const nouns = {
    row: (n: number) => `Thing ${n}`,
    add: 'Add a thing',
    remove: (n: number) => `Remove thing ${n}`,
    empty: 'No things yet. Add the first one.',
  };
  const renderRows = (initial: Row[], context: Context = {}) =>
    renderField(
      initial,
      (rows, onChange) => (
        <RowList
          pointer="/things"
          legend="Things"
          rows={rows}
          onChange={onChange}
          newRow={() => ({ name: '' })}
          nouns={nouns}
          renderRow={(row, at, update) => (
            <TextAnswer pointer={`${at}/name`} label="Name" value={row.name} onChange={(name) => update({ ...row, name })} />
          )}
        />
      ),
      context,
    );

  it('says what to do while empty, and adds a named row with an id, focusing its first field', () => {
    const rows = renderRows([]);
    expect(screen.getByText(nouns.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a thing' }));
    const first = within(screen.getByRole('group', { name: 'Thing 1' })).getByLabelText('Name');
    expect(document.activeElement).toBe(first);
    expect(rows.latest()).toEqual([{ name: '', id: expect.stringMatching(/^[0-9a-f]{32}$/u) }]);
    expect(first.id).toBe('ff-test-things-0-name');
    expect(screen.queryByText(nouns.empty)).toBeNull();
  });

  it('removes a row, moving focus to the row that took its place, then to Add when none is left', () => {
    const rows = renderRows([
      { id: 'a', name: 'First' },
      { id: 'b', name: 'Second' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove thing 1' }));
    expect(rows.latest()).toEqual([{ id: 'b', name: 'Second' }]);
    const left = within(screen.getByRole('group', { name: 'Thing 1' })).getByLabelText('Name') as HTMLInputElement;
    expect(left.value).toBe('Second');
    expect(document.activeElement).toBe(left);
    expect(screen.getByRole('status').textContent).toBe('Thing 1 removed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove thing 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a thing' }));
  });

  it('removing the last row focuses the row before it', () => {
    renderRows([
      { id: 'a', name: 'First' },
      { id: 'b', name: 'Second' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove thing 2' }));
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Thing 1' })).getByLabelText('Name'));
  });

  it('read-only, offers neither Add nor Remove, and the answers can be read but not changed', () => {
    renderRows([{ id: 'a', name: 'First' }], { isReadOnly: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('the client and partner columns', () => {
  const draw = (context: Context) =>
    render(
      inSection(
        <PersonColumns>
          {(person) => <TextAnswer pointer={`/${person}/first_name`} label="First name" value="" onChange={() => {}} />}
        </PersonColumns>,
        context,
      ),
    );

  it('shows the partner’s column only with the partner, each field found inside its person’s group', () => {
    draw({ includePartner: true });
    expect(within(screen.getByRole('group', { name: 'Client' })).getByLabelText('First name').id).toBe('ff-test-client-first_name');
    expect(within(screen.getByRole('group', { name: 'Partner' })).getByLabelText('First name').id).toBe('ff-test-partner-first_name');
  });

  it('without a partner, has the client’s column alone', () => {
    draw({ includePartner: false });
    expect(screen.getByRole('group', { name: 'Client' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Partner' })).toBeNull();
  });
});
