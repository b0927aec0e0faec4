import { type Maintenance, maintenanceMessages as say } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoToLocalInput } from '../../lib/dates.ts';
import { json, listPage, practiceOf, renderArea, stubServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { maintenancesRoutes } from './maintenances.area.tsx';

supportDialogs();
afterEach(() => vi.unstubAllGlobals());

const superAdmin = userOf('super_admin', { practice_id: null });
const supportAdmin = userOf('support_admin', { practice_id: null });
const harbour = { id: '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a22', name: 'Harbour Wealth' };
const meadow = { id: '5d2e2e9f-4b66-4a54-8c6f-1b2a3a4b5c6d', name: 'Meadow Planning' };
const hour = 3_600_000;
const fromNow = (millis: number) => new Date(Date.now() + millis).toISOString();

const upcoming: Maintenance = {
  id: '3f6c2a1e-9b4d-4e7f-8a2b-5c6d7e8f9a0b',
  title: 'Database upgrade',
  message: 'The portal will be unavailable.',
  starts_at: fromNow(30 * hour),
  ends_at: fromNow(31 * hour),
  notice_hours: 48,
  shows_from: fromNow(-18 * hour),
  scope: 'chosen',
  practices: [harbour],
  period: 'upcoming',
  created_at: fromNow(-hour),
  updated_at: fromNow(-hour),
};

const field = (name: RegExp) => screen.getByLabelText(name);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the maintenance' }));

/** The message shown beside a field: the alert its aria-describedby points at. */
function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

function renderPages(path: string, user = superAdmin, lists: Partial<Record<string, Maintenance[]>> = {}) {
  const sent = stubServer(
    {
      'GET /api/v1/maintenances/practices': () => json(200, { data: [harbour, meadow] }),
      [`GET /api/v1/maintenances/${upcoming.id}`]: () => json(200, { data: upcoming }),
      'POST /api/v1/maintenances': (request) => json(201, { data: { ...upcoming, ...request.body } }),
      [`DELETE /api/v1/maintenances/${upcoming.id}`]: () => new Response(null, { status: 204 }),
    },
    (request, url) => {
      if (request.method !== 'GET' || url.pathname !== '/api/v1/maintenances') return undefined;
      return listPage(lists[url.searchParams.get('period') ?? ''] ?? []);
    },
  );
  renderArea(maintenancesRoutes, path, { user, practice: practiceOf() });
  return sent;
}

describe('the maintenance form', () => {
  it('shows the domain’s rules beside each field before anything is sent', async () => {
    const sent = renderPages('/super_administrator/maintenances/new');
    await screen.findByRole('checkbox', { name: 'Meadow Planning' });
    save();
    await waitFor(() => expect(errorBeside(field(/^Title/u))).toBe(say['maintenances.titleRequired']));
    expect(errorBeside(field(/^Message/u))).toBe(say['maintenances.messageRequired']);
    expect(errorBeside(field(/^Starts/u))).toBe(say['maintenances.startRequired']);
    expect(errorBeside(field(/^Ends/u))).toBe(say['maintenances.endRequired']);
    expect(screen.getByText(say['maintenances.practicesRequired'])).toBeTruthy();

    fireEvent.change(field(/^Starts/u), { target: { value: isoToLocalInput(fromNow(-2 * hour)) } });
    fireEvent.change(field(/^Ends/u), { target: { value: isoToLocalInput(fromNow(-3 * hour)) } });
    fireEvent.change(field(/^Show the notice/u), { target: { value: '721' } });
    save();
    await waitFor(() => expect(errorBeside(field(/^Starts/u))).toBe(say['maintenances.startInPast']));
    expect(errorBeside(field(/^Ends/u))).toBe(say['maintenances.endBeforeStart']);
    expect(errorBeside(field(/^Show the notice/u))).toBe(say['maintenances.noticeHoursInvalid']);
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('schedules one for a chosen practice with ISO times, and goes back to the list', async () => {
    const sent = renderPages('/super_administrator/maintenances/new');
    await screen.findByRole('checkbox', { name: 'Meadow Planning' });
    const start = isoToLocalInput(fromNow(2 * hour));
    const end = isoToLocalInput(fromNow(3 * hour));
    fireEvent.change(field(/^Title/u), { target: { value: 'Network change' } });
    fireEvent.change(field(/^Message/u), { target: { value: 'Calls may drop.' } });
    fireEvent.change(field(/^Starts/u), { target: { value: start } });
    fireEvent.change(field(/^Ends/u), { target: { value: end } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meadow Planning' }));
    save();
    await screen.findByRole('heading', { name: 'Maintenances', level: 1 });
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      title: 'Network change',
      message: 'Calls may drop.',
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(end).toISOString(),
      notice_hours: 48,
      scope: 'chosen',
      practice_ids: [meadow.id],
    });
  });
});

describe('the maintenances list', () => {
  it('says what maintenances are for when there are none, with the way to schedule one', async () => {
    renderPages('/super_administrator/maintenances');
    expect(await screen.findByRole('heading', { name: 'No maintenances yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Schedule a maintenance' }).length).toBeGreaterThan(0);
  });

  it('lists each period; a super admin deletes one after confirming', async () => {
    const sent = renderPages('/super_administrator/maintenances', superAdmin, { upcoming: [upcoming] });
    const list = await screen.findByRole('list', { name: 'Upcoming maintenances' });
    expect(list.textContent).toContain('Harbour Wealth');
    expect(screen.getByText('Nothing is in progress now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Database upgrade”' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the maintenance' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('a support admin reads the list without the ways to change it', async () => {
    renderPages('/super_administrator/maintenances', supportAdmin, { upcoming: [upcoming] });
    await screen.findByRole('list', { name: 'Upcoming maintenances' });
    expect(screen.getByText(/Only a super admin can schedule/u)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule a maintenance' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/u })).toBeNull();
  });

  it('sends anyone else home', async () => {
    renderPages('/super_administrator/maintenances', userOf('director'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
