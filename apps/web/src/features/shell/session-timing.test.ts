// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxTimeoutMinutes, sessionTiming } from './session-timing.ts';

const minute = 60_000;
const start = Date.UTC(2026, 10, 22, 9, 0, 0);
const at = (elapsed: number, timeoutMinutes = 20) => sessionTiming({ lastActivityAt: start, timeoutMinutes, now: start + elapsed });

describe('session banner timing (20-minute timeout)', () => {
  it('is active right after activity, with the warning due in 18 minutes', () => {
    expect(at(0)).toEqual({ phase: 'active', msUntilNextPhase: 18 * minute });
  });

  it('is still active one millisecond before the last two minutes', () => {
    expect(at(18 * minute - 1).phase).toBe('active');
  });

  it('warns in the last two minutes', () => {
    expect(at(18 * minute).phase).toBe('warning');
    expect(at(19 * minute + 59_000).phase).toBe('warning');
  });

  it('keeps warning until the timeout plus one second has passed', () => {
    expect(at(20 * minute + 1_000).phase).toBe('warning');
  });

  it('is expired once elapsed time exceeds the timeout plus one second (time to ask the server)', () => {
    expect(at(20 * minute + 1_001)).toEqual({ phase: 'expired', msUntilNextPhase: 0 });
  });

  it('schedules the next check for the moment the warning ends', () => {
    const warning = at(19 * minute);
    expect(warning.phase).toBe('warning');
    expect(at(19 * minute + warning.msUntilNextPhase).phase).toBe('expired');
  });

  it('treats a clock that went backwards as fresh activity', () => {
    expect(at(-5 * minute).phase).toBe('active');
  });

  it('caps the timeout near 35791 minutes, the longest a browser timer can wait', () => {
    expect(at(maxTimeoutMinutes * minute + 2_000, 1_000_000).phase).toBe('expired');
  });

  it('warns straight away when the timeout is shorter than the warning window', () => {
    expect(at(0, 1).phase).toBe('warning');
  });
});
