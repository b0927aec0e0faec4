import type { MeetingRoom, MeetingSummaryView, TranscriptionSegmentView } from '@advice/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { Button, Card, Spinner } from '../../ui/index.ts';
import { useMeetingRoomSummary, useMeetingRoomTranscript } from './meetings.api.ts';
import { LoadFailed } from './room-parts.tsx';
import { SummaryActions, useWriteSummary } from './room-summary-actions.tsx';
import { SummaryForm } from './room-summary-form.tsx';
import { SummaryView } from './room-summary-view.tsx';
import { TranscriptCard, type TranscriptSpan } from './room-transcript.tsx';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

type Follow = { segments: readonly TranscriptionSegmentView[]; onFollow: (span: TranscriptSpan) => void };
type TranscriptQuery = ReturnType<typeof useMeetingRoomTranscript>;

/** A completed meeting without a summary: the way to write one from its transcript, or why there is none. */
function NoSummaryYet({ room, transcript, canManage }: { room: MeetingRoom; transcript: TranscriptQuery; canManage: boolean }) {
  const { t } = useTranslation();
  const write = useWriteSummary(room.id);
  if (transcript.isPending) return <Spinner />;
  if (transcript.isSuccess && transcript.data.length === 0) return <p>{t('meetings.summary.noTranscript')}</p>;
  return (
    <>
      <p>{t('meetings.summary.noneYet')}</p>
      {canManage ? (
        <div className="form-actions">
          <Button isLoading={write.isPending} onClick={() => void write.run()}>
            {t('meetings.summary.write')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A summary still being written, or one whose writing failed, with what to do about it. */
function SummaryInProgress({
  room,
  summary,
  canManage,
  onLookAgain,
}: {
  room: MeetingRoom;
  summary: MeetingSummaryView;
  canManage: boolean;
  onLookAgain: () => void;
}) {
  const { t } = useTranslation();
  const write = useWriteSummary(room.id);
  if (summary.status === 'pending')
    return (
      <>
        <p role="status">{t('meetings.summary.pending')}</p>
        <p className="meeting__meta">{t('meetings.summary.pendingHint')}</p>
        <div className="form-actions">
          <Button variant="secondary" onClick={onLookAgain}>
            {t('meetings.summary.lookAgain')}
          </Button>
        </div>
      </>
    );
  return (
    <>
      <p>{t('meetings.summary.failed')}</p>
      {canManage ? (
        <>
          <p className="meeting__meta">{t('meetings.summary.failedHint')}</p>
          <div className="form-actions">
            <Button isLoading={write.isPending} onClick={() => void write.run()}>
              {t('meetings.summary.writeAgain')}
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}

/** A written summary for staff: read, edited in place while not shared, shared, or written again. */
function ReadySummary({
  room,
  summary,
  canManage,
  ...follow
}: { room: MeetingRoom; summary: MeetingSummaryView; canManage: boolean } & Follow) {
  const [isEditing, setIsEditing] = useState(false);
  const canChange = canManage && summary.shared_at === null;
  if (isEditing && canChange) return <SummaryForm roomId={room.id} summary={summary} {...follow} onDone={() => setIsEditing(false)} />;
  return (
    <>
      <SummaryView summary={summary} isClient={false} {...follow} />
      {canChange ? <SummaryActions room={room} summary={summary} onEdit={() => setIsEditing(true)} /> : null}
    </>
  );
}

/** A completed meeting's summary (in whatever state it is) and transcript, for its staff. */
function CompletedRoomSummary({ room, canManage }: { room: MeetingRoom; canManage: boolean }) {
  const { t } = useTranslation();
  const summary = useMeetingRoomSummary(room.id, true);
  const transcript = useMeetingRoomTranscript(room.id, true);
  const [marked, setMarked] = useState<TranscriptSpan | null>(null);
  const follow: Follow = { segments: transcript.data ?? [], onFollow: setMarked };
  let body: ReactNode;
  if (summary.isPending) body = <Spinner />;
  else if (summary.isError)
    body = isNotFound(summary.error) ? (
      <NoSummaryYet room={room} transcript={transcript} canManage={canManage} />
    ) : (
      <LoadFailed onRetry={() => void summary.refetch()}>{t('meetings.summary.loadFailed')}</LoadFailed>
    );
  else if (summary.data.status === 'ready') body = <ReadySummary room={room} summary={summary.data} canManage={canManage} {...follow} />;
  else body = <SummaryInProgress room={room} summary={summary.data} canManage={canManage} onLookAgain={() => void summary.refetch()} />;
  return (
    <div className="meeting-summary-area">
      <Card title={t('meetings.summary.title')} id="meeting-summary">
        {body}
      </Card>
      <TranscriptCard transcript={transcript} marked={marked} />
    </div>
  );
}

/**
 * The staff page's "Meeting summary" and "Transcript": before the meeting is complete, how a summary comes about;
 * once it is, the summary in whatever state it is, and the transcript its points link to. Nothing for a cancelled room.
 */
export function StaffRoomSummary({ room, canManage }: { room: MeetingRoom; canManage: boolean }) {
  const { t } = useTranslation();
  if (room.status === 'cancelled') return null;
  if (room.status === 'completed') return <CompletedRoomSummary room={room} canManage={canManage} />;
  return (
    <div className="meeting-summary-area">
      <Card title={t('meetings.summary.title')} id="meeting-summary">
        <p>{t('meetings.summary.beforeComplete')}</p>
        {room.enable_meeting_summary ? null : <p className="meeting__meta">{t('meetings.summary.offHint')}</p>}
      </Card>
    </div>
  );
}

/** The client's summary once shared, with the transcript its points link to. */
function SharedSummary({ room, summary }: { room: MeetingRoom; summary: MeetingSummaryView }) {
  const { t } = useTranslation();
  const transcript = useMeetingRoomTranscript(room.id, true);
  const [marked, setMarked] = useState<TranscriptSpan | null>(null);
  return (
    <div className="meeting-summary-area">
      <Card title={t('meetings.summary.title')} description={t('meetings.summary.clientLead')} id="meeting-summary">
        <SummaryView summary={summary} isClient segments={transcript.data ?? []} onFollow={setMarked} />
      </Card>
      <TranscriptCard transcript={transcript} marked={marked} />
    </div>
  );
}

function ClientSummaryOfCompleted({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation();
  const summary = useMeetingRoomSummary(room.id, true);
  if (summary.isPending) return null;
  if (summary.isSuccess && summary.data.status === 'ready' && summary.data.shared_at !== null)
    return <SharedSummary room={room} summary={summary.data} />;
  if (summary.isError && !isNotFound(summary.error))
    return (
      <div className="meeting-summary-area">
        <Card title={t('meetings.summary.title')} id="meeting-summary">
          <LoadFailed onRetry={() => void summary.refetch()}>{t('meetings.summary.loadFailed')}</LoadFailed>
        </Card>
      </div>
    );
  if (!room.enable_meeting_summary) return null;
  return (
    <div className="meeting-summary-area">
      <Card title={t('meetings.summary.title')} id="meeting-summary">
        <p>{t('meetings.summary.clientPending')}</p>
      </Card>
    </div>
  );
}

/**
 * The client's "Meeting summary": once their adviser shares it, read-only with the transcript; before that, for a
 * completed meeting that was to have one, that it will come. Nothing for other meetings.
 */
export function ClientRoomSummary({ room }: { room: MeetingRoom }) {
  if (room.status !== 'completed') return null;
  return <ClientSummaryOfCompleted room={room} />;
}
