import type { ActionPointView, TranscriptionSegmentView } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '../../ui/index.ts';
import { LoadFailed } from './room-parts.tsx';

export type TranscriptSpan = ActionPointView['span'];

/** The id of a segment's row, which a point's "Said at" link points at. */
export const segmentAnchor = (segmentId: string) => `transcript-${segmentId}`;

/** Seconds from the transcription's start as a clock reads them: "00:12:34". */
export function formatOffset(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** A segment's text, the characters of the span last followed marked. */
function SegmentText({ text, span }: { text: string; span: TranscriptSpan | null }) {
  if (!span || span.char_end <= span.char_start) return <>{text}</>;
  const start = Math.min(span.char_start, text.length);
  const end = Math.min(span.char_end, text.length);
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/**
 * The transcript in the order it was said: each segment's time from the start, speaker and words, with an anchor
 * the summary's points link to; the span last followed is marked in its segment.
 */
export function TranscriptList({ segments, marked }: { segments: TranscriptionSegmentView[]; marked: TranscriptSpan | null }) {
  const { t } = useTranslation();
  if (segments.length === 0) return <p className="meeting__meta">{t('meetings.transcript.empty')}</p>;
  return (
    <ol className="meeting-transcript" aria-label={t('meetings.transcript.listLabel')}>
      {segments.map((segment) => {
        const isMarked = marked?.segment_id === segment.id;
        return (
          <li
            key={segment.id}
            id={segmentAnchor(segment.id)}
            tabIndex={-1}
            className={['meeting-transcript__segment', isMarked ? 'meeting-transcript__segment--marked' : ''].filter(Boolean).join(' ')}
          >
            <p className="meeting-transcript__who">
              <time className="meeting-transcript__time" dateTime={segment.startTime}>
                {formatOffset(segment.start)}
              </time>{' '}
              <span className="meeting-transcript__speaker">{segment.speaker_name}</span>
            </p>
            <p className="meeting-transcript__text">
              <SegmentText text={segment.text} span={isMarked ? marked : null} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}

type TranscriptQuery = {
  isPending: boolean;
  isError: boolean;
  data: TranscriptionSegmentView[] | undefined;
  refetch: () => unknown;
};

/** The "Transcript" card of a meeting's page, as its query stands. */
export function TranscriptCard({ transcript, marked }: { transcript: TranscriptQuery; marked: TranscriptSpan | null }) {
  const { t } = useTranslation();
  const segments = transcript.data ?? [];
  return (
    <Card title={t('meetings.transcript.title')} description={segments.length > 0 ? t('meetings.transcript.lead') : undefined}>
      {transcript.isPending ? (
        <Spinner />
      ) : transcript.isError ? (
        <LoadFailed onRetry={() => void transcript.refetch()}>{t('meetings.transcript.loadFailed')}</LoadFailed>
      ) : (
        <TranscriptList segments={segments} marked={marked} />
      )}
    </Card>
  );
}
