import { factFindMessages as m } from '@advice/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedTextOf, group, renderSectionForm } from './section-forms.test-utils.tsx';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('personal details form', () => {
  it('asks the partner’s details only once the partner is included, and keeps them while toggled within a visit', () => {
    const form = renderSectionForm('personalDetails');
    expect(screen.queryByRole('group', { name: 'Partner' })).toBeNull();
    type(group('Client').getByLabelText('First name'), 'Charlotte');
    expect(form.latest().client?.first_name).toBe('Charlotte');

    fireEvent.click(screen.getByLabelText('Include a partner in this fact find'));
    type(group('Partner').getByLabelText('First name'), 'James');
    expect(form.latest()).toMatchObject({ include_partner: true, partner: { first_name: 'James' } });

    fireEvent.click(screen.getByLabelText('Include a partner in this fact find'));
    expect(screen.queryByRole('group', { name: 'Partner' })).toBeNull();
    expect(form.latest()).toMatchObject({ include_partner: false, partner: null });
    fireEvent.click(screen.getByLabelText('Include a partner in this fact find'));
    expect((group('Partner').getByLabelText('First name') as HTMLInputElement).value).toBe('James');
  });

  it('offers the fact find’s genders, "Prefer not to say" among them', () => {
    renderSectionForm('personalDetails');
    const options = Array.from((group('Client').getByLabelText('Gender') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose one', 'Male', 'Female', 'Other', 'Prefer not to say']);
  });

  it('adds and removes dependants, asking for the consent of the people named once there is one', () => {
    const form = renderSectionForm('personalDetails');
    expect(screen.queryByLabelText(/I have the consent/u)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a dependant' }));
    const name = group('Dependant 1').getByLabelText('Full name');
    expect(document.activeElement).toBe(name);
    type(name, 'Amelia Hughes');
    type(group('Dependant 1').getByLabelText('Age'), '7');
    expect(form.latest().dependants).toEqual([expect.objectContaining({ name: 'Amelia Hughes', age: 7, relationship: null })]);

    fireEvent.click(screen.getByLabelText(/I have the consent/u));
    expect(form.latest().connected_people_consent).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove dependant 1' }));
    expect(form.latest().dependants).toEqual([]);
    expect(screen.queryByLabelText(/I have the consent/u)).toBeNull();
  });

  it('refuses an age past 130 with the domain’s message', () => {
    renderSectionForm('personalDetails', { value: { dependants: [{ id: 'd1', name: 'Amelia' }] } });
    const age = group('Dependant 1').getByLabelText('Age');
    type(age, '140');
    expect(describedTextOf(age)).toBe(m['factFind.age']);
  });

  it('shows each refused field’s message beside it, read with it', () => {
    renderSectionForm('personalDetails', {
      value: { include_partner: true, dependants: [{ id: 'd1', name: '' }] },
      errors: new Map([
        ['/dependants/0/name', m['factFind.dependantsNamed']],
        ['/connected_people_consent', m['factFind.connectedPeopleConsent']],
        ['/partner/birth_date', m['factFind.date']],
      ]),
    });
    const name = group('Dependant 1').getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedTextOf(name)).toBe(m['factFind.dependantsNamed']);
    expect(describedTextOf(screen.getByLabelText(/I have the consent/u))).toContain(m['factFind.connectedPeopleConsent']);
    expect(describedTextOf(group('Partner').getByLabelText('Date of birth'))).toBe(m['factFind.date']);
    expect(group('Client').getByLabelText('Date of birth').getAttribute('aria-invalid')).toBeNull();
  });

  it('read-only, shows the answers without a way to change them', () => {
    renderSectionForm('personalDetails', {
      value: { include_partner: true, client: { first_name: 'Charlotte', gender: 'female' }, dependants: [{ id: 'd1', name: 'Amelia' }] },
      isReadOnly: true,
    });
    const first = group('Client').getByLabelText('First name') as HTMLInputElement;
    expect(first.value).toBe('Charlotte');
    expect(first.readOnly).toBe(true);
    expect((group('Client').getByLabelText('Gender') as HTMLSelectElement).disabled).toBe(true);
    const marital = group('Client').getByLabelText('Marital status') as HTMLSelectElement;
    expect(marital.selectedOptions[0]?.text).toBe('Not answered');
    expect((screen.getByLabelText('Include a partner in this fact find') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
