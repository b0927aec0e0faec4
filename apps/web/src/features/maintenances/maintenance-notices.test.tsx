import type { MaintenanceNotice } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates.ts';
import { json, stubServer } from '../../test/harness.tsx';
import { MaintenanceNoticeList, MaintenanceNotices } from './maintenance-notices.tsx';

const hour = 3_600_000;
const opening = new Date('2027-05-01T11:00:00.000Z');
const at = (millis: number) => new Date(opening.getTime() + millis).toISOString();

/** Shows an hour after the opening, starts an hour later, ends an hour after that. */
const notice: MaintenanceNotice = {
  id: '3f6c2a1e-9b4d-4e7f-8a2b-5c6d7e8f9a0b',
  title: 'Database upgrade',
  message: 'The portal will be unavailable while we upgrade its database.',
  shows_from: at(hour),
  starts_at: at(2 * hour),
  ends_at: at(3 * hour),
};

const planned = () => screen.queryByRole('region', { name: 'Planned maintenance: Database upgrade' });
const inProgress = () => screen.queryByRole('region', { name: 'Maintenance in progress: Database upgrade' });
const pass = (millis: number) => act(() => vi.advanceTimersByTime(millis));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the maintenance banner, by the clock', () => {
  it('appears at its showing as planned, turns in progress at the start and goes at the end, without a reload', () => {
    vi.useFakeTimers({ now: opening });
    render(<MaintenanceNoticeList notices={[notice]} />);
    expect(planned()).toBeNull();
    expect(inProgress()).toBeNull();

    pass(hour - 1);
    expect(planned()).toBeNull();
    pass(1);
    const region = planned();
    expect(region?.textContent).toContain('Planned maintenance');
    expect(region?.textContent).toContain(formatDate(notice.starts_at));
    expect(region?.textContent).toContain(formatTime(notice.starts_at));
    expect(region?.textContent).toContain(formatTime(notice.ends_at));
    expect(region?.textContent).toContain(notice.message);
    expect(screen.getByRole('button', { name: /^Dismiss the planned maintenance notice/u })).toBeTruthy();

    pass(hour);
    expect(planned()).toBeNull();
    expect(inProgress()?.textContent).toContain(`Expected to end ${formatDateTime(notice.ends_at)}.`);
    expect(screen.queryByRole('button', { name: /Dismiss/u })).toBeNull();

    pass(hour - 1);
    expect(inProgress()).not.toBeNull();
    pass(1);
    expect(inProgress()).toBeNull();
  });

  it('a dismissed planned notice stays away for the session, but the in-progress one shows', () => {
    vi.useFakeTimers({ now: new Date(opening.getTime() + hour + 60_000) });
    const { unmount } = render(<MaintenanceNoticeList notices={[notice]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Dismiss the planned maintenance notice/u }));
    expect(planned()).toBeNull();
    unmount();

    render(<MaintenanceNoticeList notices={[notice]} />);
    expect(planned()).toBeNull();
    // Moved to another time, it is another notice to read.
    const moved = { ...notice, starts_at: at(2 * hour + 60_000) };
    render(<MaintenanceNoticeList notices={[moved]} />);
    expect(planned()).not.toBeNull();
    cleanup();

    render(<MaintenanceNoticeList notices={[notice]} />);
    pass(hour);
    expect(inProgress()).not.toBeNull();
  });
});

describe('the banner’s notices', () => {
  it('reads this practice’s notices from the API and shows those whose time has come', async () => {
    const fromNow = (millis: number) => new Date(Date.now() + millis).toISOString();
    const current = { ...notice, shows_from: fromNow(-hour), starts_at: fromNow(hour), ends_at: fromNow(2 * hour) };
    const later = { ...notice, id: '4a7d3b2f-0c5e-4f80-9b3c-6d7e8f9a0b1c', title: 'Network change', shows_from: fromNow(5 * 60_000) };
    const sent = stubServer({ 'GET /api/v1/maintenances/notices': () => json(200, { data: [current, later] }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MaintenanceNotices />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Planned maintenance: Database upgrade' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Network change/u })).toBeNull();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/v1/maintenances/notices']);
  });
});
