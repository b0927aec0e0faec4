import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountdownOverlay } from './countdown.tsx';

afterEach(() => vi.useRealTimers());

describe('the auto-disconnect countdown (spec 2 §4)', () => {
  it('shows under a minute before the room closes, counts down each second and leaves the call at zero', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T11:28:58.000Z') });
    const onTimeUp = vi.fn();
    render(<CountdownOverlay closesAt={new Date('2026-12-01T11:30:00.000Z')} onTimeUp={onTimeUp} />);
    expect(screen.queryByRole('timer')).toBeNull();

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('alert').textContent).toContain('closes in less than a minute');
    expect(screen.getByRole('timer').textContent).toBe('0:59');
    act(() => vi.advanceTimersByTime(49_000));
    expect(screen.getByRole('timer', { name: 'Time left: 0:10' })).toBeTruthy();
    expect(onTimeUp).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });
});
