import { type MeetingTranscriptionState, meetingSummaryMessages } from '@advice/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Button, ConfirmDialog, Dialog } from '../../../ui/index.ts';
import { setTranscription } from './transcription.api.ts';
import type { Transcription } from './use-transcription.ts';

/** The indicator everyone in the call sees while the meeting is transcribed, beside the recording one. */
export function TranscriptionIndicator({ state }: { state: MeetingTranscriptionState | null }) {
  const { t } = useTranslation();
  return (
    <p className="live-recording live-transcription" role="status">
      {state?.enabled ? (
        <>
          <span className="live-recording__dot live-transcription__dot" aria-hidden="true" />
          {t('meetings.live.transcription.indicator')}
        </>
      ) : null}
    </p>
  );
}

/**
 * Staff's transcription toggle (never clients' or guests'): Transcribe asks first, saying who is told and what is
 * written; while on, Stop transcribing turns it off at once. Where this server cannot transcribe, it stays in the
 * bar but does nothing, and says why beside it (tied to it, so a screen reader reads the reason with it).
 */
export function TranscriptionControl({ roomId, transcription }: { roomId: string; transcription: Transcription }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [isAsking, setIsAsking] = useState(false);
  const change = useApiMutation((enabled: boolean) => setTranscription(roomId, enabled), {
    onSuccess: ({ message: _message, ...state }) => {
      transcription.markAnswered(state);
      setIsAsking(false);
    },
  });
  const state = transcription.state;
  if (!state) return null;
  if (state.enabled) {
    return (
      <Button size="sm" variant="danger" isLoading={change.isPending} onClick={() => void change.run(false)}>
        {t('meetings.live.transcription.stop')}
      </Button>
    );
  }
  if (!state.available) {
    return (
      <span className="live-transcription__unavailable">
        <Button size="sm" variant="secondary" aria-disabled="true" aria-describedby={reasonId}>
          {t('meetings.live.transcription.start')}
        </Button>
        <span id={reasonId} className="live-transcription__reason">
          {state.unavailable_reason ?? meetingSummaryMessages['transcription.unavailable']}
        </span>
      </span>
    );
  }
  const turnOn = async () => {
    transcription.markAsked();
    if (await change.run(true)) return;
    // The failure is a toast, which the dialog's backdrop would hide.
    transcription.markRefused();
    setIsAsking(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsAsking(true)}>
        {t('meetings.live.transcription.start')}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('meetings.live.transcription.askTitle')}
        confirmLabel={t('meetings.live.transcription.confirm')}
        cancelLabel={t('meetings.live.transcription.cancel')}
        isBusy={change.isPending}
        error={null}
        onConfirm={() => void turnOn()}
        onClose={() => setIsAsking(false)}
      >
        <p>{t('meetings.live.transcription.askText')}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Tells everyone in the call that the meeting is now transcribed (spec 2 §4): clients and guests that their speech
 * becomes text and their adviser can share the summary; staff also that they may stop it.
 */
export function TranscriptionNotice({ transcription, isStaff }: { transcription: Transcription; isStaff: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={transcription.isNoticeOpen}
      onClose={transcription.dismissNotice}
      title={t('meetings.live.transcription.noticeTitle')}
      footer={<Button onClick={transcription.dismissNotice}>{t('meetings.live.transcription.ok')}</Button>}
    >
      <p>{isStaff ? t('meetings.live.transcription.noticeForStaff') : t('meetings.live.transcription.noticeForClient')}</p>
    </Dialog>
  );
}
