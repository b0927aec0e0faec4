import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { JoinRoomButton } from './join-room-button.tsx';

const room = { start_at: '2026-12-01T10:00:00.000Z', duration_minutes: 60, status: 'scheduled' } as const;
const attendee = { kind: 'attendee' } as const;

function renderButton(status: 'scheduled' | 'cancelled' = 'scheduled') {
  return render(
    <MemoryRouter>
      <JoinRoomButton room={{ ...room, status }} joiner={attendee} to="/meeting" />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('the join button', () => {
  it('says when the room opens, disabled, and becomes the way in when it does', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T09:29:00.000Z') });
    renderButton();
    const opensAt = '2026-12-01T09:30:00.000Z';
    const waiting = screen.getByRole('button', { name: `Opens at ${formatTime(opensAt)} on ${formatDate(opensAt)}` });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('link', { name: 'Join meeting' }).getAttribute('href')).toBe('/meeting');
  });

  it('is gone once the room closes, and for a cancelled room', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T11:29:59.000Z') });
    const { unmount } = renderButton();
    screen.getByRole('link', { name: 'Join meeting' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderButton('cancelled');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
