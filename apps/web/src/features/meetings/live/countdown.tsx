import { liveCountdownOf } from '@advice/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from './use-idle.ts';

function clockOf(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Spec 2 §4 auto-disconnect: under a minute before the room closes, an overlay counts the seconds down; at
 * zero the call is left (the server ends it then too, whatever this page does).
 */
export function CountdownOverlay({ closesAt, onTimeUp }: { closesAt: Date; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const { secondsLeft, isShown } = liveCountdownOf(closesAt, now);
  const isTimeUp = secondsLeft === 0;
  useEffect(() => {
    if (isTimeUp) onTimeUp();
  }, [isTimeUp, onTimeUp]);
  if (!isShown) return null;
  return (
    <div className="live-countdown">
      <p className="live-countdown__title" role="alert">
        {t('meetings.live.countdown.title')}
      </p>
      {/* A timer is not read out every second; its name says what it counts. */}
      <p className="live-countdown__clock" role="timer" aria-label={t('meetings.live.countdown.label', { time: clockOf(secondsLeft) })}>
        {clockOf(secondsLeft)}
      </p>
    </div>
  );
}
