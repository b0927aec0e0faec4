/** The banner shows in the last two minutes before the session would expire. */
export const warningWindowMillis = 2 * 60_000;
/** Spec 1 §9: the current user is queried once elapsed time exceeds the timeout plus one second. */
export const expiryGraceMillis = 1_000;
/** Spec 1 §9: the inactivity check runs two seconds after activity. */
export const checkDelayAfterActivityMillis = 2_000;
/** Timers cannot wait longer than 2^31-1 ms, which is why the server caps timeouts near 35791 minutes. */
export const maxTimeoutMinutes = 35_791;

export type SessionPhase = 'active' | 'warning' | 'expired';

export type SessionTiming = {
  phase: SessionPhase;
  /** Milliseconds until the phase changes if nothing else happens. */
  msUntilNextPhase: number;
};

export function sessionTiming(input: { lastActivityAt: number; timeoutMinutes: number; now: number }): SessionTiming {
  const timeoutMillis = Math.max(1, Math.min(input.timeoutMinutes, maxTimeoutMinutes)) * 60_000;
  const elapsed = Math.max(0, input.now - input.lastActivityAt);
  const expiresAfter = timeoutMillis + expiryGraceMillis;
  if (elapsed > expiresAfter) return { phase: 'expired', msUntilNextPhase: 0 };
  const warnsAfter = Math.max(0, timeoutMillis - warningWindowMillis);
  if (elapsed >= warnsAfter) return { phase: 'warning', msUntilNextPhase: expiresAfter - elapsed + 1 };
  return { phase: 'active', msUntilNextPhase: warnsAfter - elapsed };
}
