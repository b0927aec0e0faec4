import { type LiveJoiner, type LiveRoomFacts, liveJoinState, liveJoinWindow } from '@advice/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { Button, ButtonLink } from '../../../ui/index.ts';

/** The next moment the room's door changes for this joiner (it opens, or closes), so the button can follow it. */
function nextChangeOf(room: LiveRoomFacts, joiner: LiveJoiner, now: number): number | null {
  const { opensAt, closesAt } = liveJoinWindow(room, joiner);
  return [opensAt.getTime(), closesAt.getTime()].find((at) => at > now) ?? null;
}

/**
 * The way into a room's call from its page: a link while the room is open to this joiner, and a disabled button
 * saying when it opens before then (the domain's rule, which the server checks again on every join).
 */
export function JoinRoomButton({ room, joiner, to }: { room: LiveRoomFacts; joiner: LiveJoiner; to: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextChangeOf(room, joiner, now);
    // Timers longer than about 24 days fire at once: a room that far off is simply read again when the page is.
    if (next === null || next - now > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now);
    return () => clearTimeout(timer);
  }, [room, joiner, now]);

  const state = liveJoinState(room, joiner, new Date(now));
  if (state === 'open') return <ButtonLink to={to}>{t('meetings.live.join')}</ButtonLink>;
  if (state === 'notYet') {
    const opensAt = liveJoinWindow(room, joiner).opensAt.toISOString();
    return <Button disabled>{t('meetings.live.opensAt', { time: formatTime(opensAt), date: formatDate(opensAt) })}</Button>;
  }
  return null;
}
