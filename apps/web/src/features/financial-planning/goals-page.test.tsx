import { type Goal, financialPlanningMessages as m } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { stubDialogs } from '../cases/cases.test-server.tsx';
import { caseId, clientId, errorsOf, goalsOf, renderAt, stubServer, userOf } from './financial-planning.test-server.tsx';

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

const path = `/clients/${clientId}/cases/${caseId}/financial-planning-goals`;
const api = `/api/v1/client-cases/${caseId}/goals`;
const kitchen: Goal = {
  id: '7a1f7f0e-4a55-4f43-9b5e-0a1f2f0c1b21',
  name: 'New kitchen',
  amount: 25_000,
  amount_currency: 'GBP',
  duration: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const withGoals = (goals: Goal[]) => goalsOf({ goals, actions: ['add', 'edit', 'delete', 'confirm', 'write_client_note'] });

describe('the client’s goals', () => {
  it('says what to add when there are none, and adds one through the form, refusing what the domain refuses', async () => {
    let stored = goalsOf();
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: stored }),
      [`POST ${api}`]: (body) => {
        stored = withGoals([{ ...kitchen, ...(body as object) }]);
        return json(201, { data: { ...stored, message: 'Goal added' } });
      },
    });
    renderAt(path, userOf('client'));
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeTruthy();
    expect(screen.getByText(/Add your first goal/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    fireEvent.change(within(dialog).getByLabelText('Name of the goal'), { target: { value: 'New kitchen' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '25000' } });
    fireEvent.change(within(dialog).getByLabelText('In how many years'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the goal' }));
    expect(await within(dialog).findByText('duration of 1 to 50 years required')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('In how many years'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the goal' }));
    expect(await screen.findByText('Goal added')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      name: 'New kitchen',
      amount: 25_000,
      amount_currency: 'GBP',
      duration: 3,
    });
    expect(await screen.findByRole('heading', { name: 'New kitchen' })).toBeTruthy();
    expect(screen.getByText('£25,000')).toBeTruthy();
    expect(screen.getByText('in 3 years')).toBeTruthy();
  });

  it('edits a goal with the form filled in, and shows a refusal beside its field', async () => {
    stubServer({
      [`GET ${api}`]: () => json(200, { data: withGoals([kitchen]) }),
      [`PATCH ${api}/${kitchen.id}`]: () => errorsOf(400, [{ detail: m['financialPlanning.currency'], pointer: '/amount_currency' }]),
    });
    renderAt(path, userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit New kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the goal' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('25,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the goal' }));
    expect(await within(dialog).findByText(m['financialPlanning.currency'])).toBeTruthy();
  });

  it('deletes a goal only after confirming', async () => {
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: withGoals([kitchen]) }),
      [`DELETE ${api}/${kitchen.id}`]: () => json(200, { data: { ...goalsOf(), message: 'Goal deleted' } }),
    });
    renderAt(path, userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete New kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this goal?' });
    expect(within(dialog).getByText('“New kitchen” will be removed from the goals. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete New kitchen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the goal' }));
    expect(await screen.findByText('Goal deleted')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeTruthy();
  });

  it('confirms the goals (“These are my goals”), which completes the section', async () => {
    stubServer({
      [`GET ${api}`]: () => json(200, { data: withGoals([kitchen]) }),
      [`POST ${api}/confirm`]: () =>
        json(200, { data: { ...withGoals([kitchen]), case_section_complete: true, message: 'Goals confirmed' } }),
    });
    renderAt(path, userOf('client'));
    fireEvent.click(await screen.findByRole('button', { name: 'These are my goals' }));
    expect(await screen.findByText(/This section of the request is complete/u)).toBeTruthy();
    expect(screen.getAllByText('Goals confirmed')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'These are my goals' })).toBeNull());
  });
});

describe('the notes', () => {
  it('the adviser reads the client’s note and writes their own overview note', async () => {
    const view = goalsOf({
      goals: [kitchen],
      notes: { overview: '', client: 'The kitchen can wait a year.', updated_at: null },
      actions: ['add', 'edit', 'delete', 'confirm', 'write_overview_note'],
    });
    const sent = stubServer({
      [`GET ${api}`]: () => json(200, { data: view }),
      [`PUT ${api}/notes`]: () => json(200, { data: { ...view, message: 'Note saved' } }),
    });
    renderAt(path, userOf('adviser'));
    expect(await screen.findByText('The kitchen can wait a year.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Note from Charlotte Hughes' })).toBeTruthy();
    expect(screen.getByText('For you and your colleagues: your client never sees this note.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your overview note'), { target: { value: 'Pension first.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ overview_note: 'Pension first.' });
  });

  it('the client never sees an overview note field', async () => {
    stubServer({ [`GET ${api}`]: () => json(200, { data: goalsOf() }) });
    renderAt(path, userOf('client'));
    expect(await screen.findByLabelText('Your note for your adviser')).toBeTruthy();
    expect(screen.queryByLabelText('Your overview note')).toBeNull();
  });
});
