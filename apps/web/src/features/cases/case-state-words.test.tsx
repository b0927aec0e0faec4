import { type CaseType, caseMachines, caseStatusLabels } from '@advice/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areaCatalogue } from '../../lib/catalogue.areas.en-GB.ts';
import { catalogue } from '../../lib/catalogue.en-GB.ts';
import { caseActionsCatalogue, confirmTextKeyOf } from './case-actions.catalogue.ts';
import { action, caseId, caseOf, renderAt, stubDialogs, stubServer } from './cases.test-server.tsx';

beforeEach(stubDialogs);
afterEach(() => vi.unstubAllGlobals());

const header = () => document.querySelector<HTMLElement>('.case-header') as HTMLElement;

describe('the words a confirmation dialog uses', () => {
  const rows = [
    ...new Map(
      Object.entries(caseMachines).flatMap(([type, machine]) =>
        machine.transitions.map((row) => {
          const entry = { type: type as CaseType, action: row.action, isStaff: !('self' in row.who) };
          return [`${entry.type} ${entry.action} ${entry.isStaff}`, entry] as const;
        }),
      ),
    ).values(),
  ];

  it.each(rows)('$type: $action (staff: $isStaff) says what it does, without naming a status move', ({ type, action, isStaff }) => {
    const key = confirmTextKeyOf(type, action, isStaff);
    expect(key).not.toBeNull();
    const text = caseActionsCatalogue[key as keyof typeof caseActionsCatalogue];
    expect(text).not.toMatch(/moves the case/u);
    for (const label of Object.values(caseStatusLabels)) expect(text).not.toContain(label);
  });

  it('tells staff sending a pack what the client gets, not the statuses the case moves between', async () => {
    stubServer('adviser', caseOf({ actions: [action('send', 'reviewing_pack')] }));
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Send to client' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to client?' });
    expect(dialog.textContent).toContain('The client is told by e-mail and can read the pack and its documents');
    expect(dialog.textContent).not.toMatch(/Submitted|Reviewing pack|moves the case|as it is/u);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('tells an adviser submitting a request for the client that it is submitted as theirs', async () => {
    stubServer('adviser', caseOf({ type: 'online_advice_request', status: 'building', actions: [action('submit', 'submitted')] }));
    renderAt(`/client-cases/${caseId}`);
    fireEvent.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('dialog', { name: 'Submit?' }).textContent).toContain('The request goes to review as the client’s own.');
  });

  it('never speaks of an "Advice Case"', () => {
    const texts = Object.values({ ...catalogue, ...areaCatalogue }).filter((text) => typeof text === 'string');
    expect(texts.filter((text) => /Advice Case/u.test(text))).toEqual([]);
  });
});

describe('a case the client cannot see yet', () => {
  it('tells staff that a pack nobody has sent is not sent yet, beside its status', async () => {
    stubServer('adviser', caseOf({}));
    renderAt(`/client-cases/${caseId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pension review pack' });
    expect(within(header()).getByText('Submitted')).toBeTruthy();
    expect(within(header()).getByText('Not sent yet: the client cannot see it until you send it.')).toBeTruthy();
  });

  it('tells staff that a pack taken back to prepare must be sent again', async () => {
    const shared = caseOf({}).timeline.map((entry) =>
      entry.step === 'pack_shared' ? { ...entry, status: 'reviewing_pack' as const, at: '2026-11-21T10:00:00.000Z' } : entry,
    );
    stubServer('adviser', caseOf({ timeline: shared }));
    renderAt(`/client-cases/${caseId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pension review pack' });
    expect(within(header()).getByText('Taken back to prepare: the client cannot see it until you send it again.')).toBeTruthy();
  });

  it('says nothing more once the pack is with the client', async () => {
    stubServer('adviser', caseOf({ status: 'reviewing_pack' }));
    renderAt(`/client-cases/${caseId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pension review pack' });
    expect(within(header()).queryByText(/Not sent yet/u)).toBeNull();
  });
});
