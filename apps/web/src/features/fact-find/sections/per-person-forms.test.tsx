import { factFindMessages as m, planningObjectiveQuestions } from '@advice/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedTextOf, group, renderSectionForm } from './section-forms.test-utils.tsx';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('tax and residence, and health', () => {
  it('asks the partner’s tax residence beside the client’s, only with the partner', () => {
    const form = renderSectionForm('taxResidence', { includePartner: true });
    fireEvent.change(group('Partner').getByLabelText('Country of residence'), { target: { value: 'scotland' } });
    expect(form.latest().partner).toMatchObject({ country_of_residence: 'scotland' });
    expect(form.latest().client?.country_of_residence).toBeNull();
  });

  it('asks the four health questions and a comment of the client alone without a partner', () => {
    const form = renderSectionForm('health');
    expect(screen.queryByRole('group', { name: 'Partner' })).toBeNull();
    fireEvent.click(group('Smoker').getByLabelText('No'));
    type(screen.getByLabelText('Comments on health'), 'Mild asthma');
    expect(form.latest().client).toMatchObject({ smoker: 'no', comment: 'Mild asthma' });
    expect(screen.getAllByRole('radio')).toHaveLength(8);
  });
});

describe('protection', () => {
  it('records policies and the needs on death and on illness', () => {
    const form = renderSectionForm('protection');
    fireEvent.click(screen.getByRole('button', { name: 'Add a policy' }));
    type(group('Policy 1').getByLabelText('Cover amount'), '500000');
    type(group('Needs on death').getByLabelText('For how many years'), '20');
    type(group('Needs on illness').getByLabelText('Capital needed'), '100000');
    expect(form.latest()).toMatchObject({
      policies: [{ cover_amount: { amount: 500_000, currency: 'GBP' }, owner: { source: 'you', split: null } }],
      needs_on_death: { years: 20, capital: null },
      needs_on_illness: { capital: { amount: 100_000, currency: 'GBP' } },
    });
  });

  it('shows a refused provider beside it', () => {
    renderSectionForm('protection', {
      value: { policies: [{ id: 'p1', type: 'lifeInsurance' }] },
      errors: new Map([['/policies/0/provider_name', m['factFind.protectionSingle']]]),
    });
    expect(describedTextOf(group('Policy 1').getByLabelText('Provider'))).toBe(m['factFind.protectionSingle']);
  });
});

describe('planning objectives, recent life events and additional comments', () => {
  it('asks the domain’s planning questions, each up to 100 characters', () => {
    const form = renderSectionForm('planningObjectives');
    const question = screen.getByLabelText(planningObjectiveQuestions.ideal_retirement) as HTMLTextAreaElement;
    expect(question.maxLength).toBe(100);
    type(question, 'At 60, travelling');
    expect(form.latest().ideal_retirement).toBe('At 60, travelling');
  });

  it('asks about recent life events, their details and the consent to discuss them', () => {
    const form = renderSectionForm('recentLifeEvents');
    fireEvent.click(group('Bereavement').getByLabelText('Yes'));
    fireEvent.click(screen.getByLabelText('I agree that my adviser may discuss any of these with me'));
    expect(form.latest()).toMatchObject({ bereavement: 'yes', discuss_all_consent: true });
  });

  it('keeps additional comments, read-only when the viewer may not edit', () => {
    renderSectionForm('additionalComments', { value: { comments: 'Prefers calls after 5pm' }, isReadOnly: true });
    const comments = screen.getByLabelText('Additional comments') as HTMLTextAreaElement;
    expect(comments.value).toBe('Prefers calls after 5pm');
    expect(comments.readOnly).toBe(true);
  });
});
