import type { ActionPointView, MeetingSummaryView, TranscriptionSegmentView } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { Banner } from '../../ui/index.ts';
import { formatOffset, segmentAnchor, type TranscriptSpan } from './room-transcript.tsx';

/** A calendar day ('2026-04-01') as the app shows dates, read at midday so no time zone moves it. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00`);

type SpanProps = {
  span: TranscriptSpan;
  segments: readonly TranscriptionSegmentView[];
  onFollow: (span: TranscriptSpan) => void;
};

/** "Said at 00:12:34 by Priya Shah": a link to the words in the transcript, where they are marked. */
export function SpanLink({ span, segments, onFollow }: SpanProps) {
  const { t } = useTranslation();
  const segment = segments.find((item) => item.id === span.segment_id);
  const time = formatOffset(span.start);
  if (!segment) return <span className="meeting-summary__said">{t('meetings.summary.saidAt', { time })}</span>;
  return (
    <a
      className="meeting-summary__said"
      href={`#${segmentAnchor(segment.id)}`}
      onClick={() => {
        onFollow(span);
        // The browser scrolls to the anchor; a screen reader's reading goes on from the words, too.
        document.getElementById(segmentAnchor(segment.id))?.focus({ preventScroll: true });
      }}
    >
      {t('meetings.summary.saidAtBy', { time, name: segment.speaker_name })}
    </a>
  );
}

function ActionPointItem({ point, ...span }: { point: ActionPointView } & Omit<SpanProps, 'span'>) {
  const { t } = useTranslation();
  return (
    <li className="meeting-summary__point">
      <p className="meeting-summary__text">{point.text}</p>
      <dl className="meeting-summary__facts">
        <div>
          <dt>{t('meetings.summary.kind')}</dt>
          <dd>{t(`meetings.summary.kind.${point.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('meetings.summary.owner')}</dt>
          <dd>{point.owner?.name ?? t('meetings.summary.unassigned')}</dd>
        </div>
        <div>
          <dt>{t('meetings.summary.due')}</dt>
          <dd>{point.due_date ? <time dateTime={point.due_date}>{formatDay(point.due_date)}</time> : t('meetings.summary.noDueDate')}</dd>
        </div>
      </dl>
      <SpanLink span={point.span} {...span} />
    </li>
  );
}

/** When it was written, edited and shared, and how many to-dos sharing filed; staff also read that it waits to be shared. */
function SummaryFacts({ summary, isClient }: { summary: MeetingSummaryView; isClient: boolean }) {
  const { t } = useTranslation();
  const facts: string[] = [
    summary.generated_at ? t('meetings.summary.writtenOn', { date: formatDate(summary.generated_at) }) : null,
    summary.edited_at && !isClient
      ? summary.edited_by
        ? t('meetings.summary.editedBy', { name: summary.edited_by.name, date: formatDate(summary.edited_at) })
        : t('meetings.summary.editedOn', { date: formatDate(summary.edited_at) })
      : null,
    isClient
      ? null
      : summary.shared_at
        ? t('meetings.summary.sharedOn', { date: formatDate(summary.shared_at) })
        : t('meetings.summary.notShared'),
    summary.todos_filed > 0 && !isClient ? t('meetings.summary.todosFiled', { count: summary.todos_filed }) : null,
  ].filter((fact) => fact !== null);
  return (
    <ul className="meeting-summary__meta">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/**
 * A written summary as it reads: how it was written (its label), its key points and its action points (kind, owner,
 * due date), each linking to what was said in the transcript.
 */
export function SummaryView({ summary, isClient, ...span }: { summary: MeetingSummaryView; isClient: boolean } & Omit<SpanProps, 'span'>) {
  const { t } = useTranslation();
  return (
    <div className="meeting-summary">
      {/* The label asks staff to check it before sharing: by the time the client reads it, they have. */}
      {summary.label && !isClient ? (
        <Banner tone="info" className="meeting-summary__label">
          <p>{summary.label}</p>
        </Banner>
      ) : null}
      <SummaryFacts summary={summary} isClient={isClient} />
      <h3 className="meeting-summary__heading">{t('meetings.summary.keyPoints')}</h3>
      {summary.key_points.length === 0 ? (
        <p className="meeting__meta">{t('meetings.summary.noKeyPoints')}</p>
      ) : (
        <ul className="meeting-summary__points" aria-label={t('meetings.summary.keyPoints')}>
          {summary.key_points.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only and never reordered; two points may quote the same words.
            <li key={index} className="meeting-summary__point">
              <p className="meeting-summary__text">{point.text}</p>
              <SpanLink span={point.span} {...span} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="meeting-summary__heading">{t('meetings.summary.actionPoints')}</h3>
      {summary.action_points.length === 0 ? (
        <p className="meeting__meta">{t('meetings.summary.noActionPoints')}</p>
      ) : (
        <ul className="meeting-summary__points" aria-label={t('meetings.summary.actionPoints')}>
          {summary.action_points.map((point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only and never reordered; two points may quote the same words.
            <ActionPointItem key={index} point={point} {...span} />
          ))}
        </ul>
      )}
    </div>
  );
}
