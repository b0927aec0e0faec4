import { type MeetingTranscriptionState, meetingSummaryMessages } from '@advice/domain';
import { useEffect, useMemo, useReducer } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { noTranscription } from './room-snapshot.ts';
import { readStreamingTranscriptionAddress, readTranscriptionState } from './transcription.api.ts';
import { startTranscriptionStream, type TranscriptionStreamProblem } from './transcription-stream.ts';
import type { LiveRoom } from './use-live-room.ts';

/** The room's transcription as this person's call knows it (spec 2 §4 "Transcription / AI summary"). */
export type TranscriptionView = {
  /** Null until read on connecting, and again on leaving Connected. */
  state: MeetingTranscriptionState | null;
  /** The dialog that tells this person the meeting is being transcribed: once each time it is turned on, and on joining while it is. */
  isNoticeOpen: boolean;
  /** This person turned it on and awaits the answer: the turning-on they asked for is not announced to them. */
  isTurningOn: boolean;
  /** A change has been heard since connecting: the read made on connecting may be older, so it no longer counts. */
  hasNewerThanRead: boolean;
};

export type TranscriptionEvent =
  | { type: 'read'; state: MeetingTranscriptionState }
  | { type: 'heard'; state: MeetingTranscriptionState }
  | { type: 'asked' }
  | { type: 'answered'; state: MeetingTranscriptionState }
  | { type: 'refused' }
  | { type: 'dismissed' }
  | { type: 'left' };

/** How the view follows what happens: the read on connecting, a change heard on the call, this person's own toggle. */
export function nextTranscriptionView(view: TranscriptionView, event: TranscriptionEvent): TranscriptionView {
  switch (event.type) {
    case 'read':
      return view.hasNewerThanRead ? view : { ...view, state: event.state, isNoticeOpen: event.state.enabled };
    case 'heard': {
      const isTurnedOn = event.state.enabled && view.state?.enabled !== true;
      return {
        state: event.state,
        isNoticeOpen: event.state.enabled && (view.isNoticeOpen || (isTurnedOn && !view.isTurningOn)),
        isTurningOn: isTurnedOn ? false : view.isTurningOn,
        hasNewerThanRead: true,
      };
    }
    case 'asked':
      return { ...view, isTurningOn: true };
    case 'answered':
      return {
        state: event.state,
        isNoticeOpen: view.isNoticeOpen && event.state.enabled,
        isTurningOn: false,
        hasNewerThanRead: true,
      };
    case 'refused':
      return { ...view, isTurningOn: false };
    case 'dismissed':
      return { ...view, isNoticeOpen: false };
    case 'left':
      return noTranscription;
  }
}

export type Transcription = TranscriptionView & {
  dismissNotice: () => void;
  /** Staff confirmed turning it on; the request is on its way. */
  markAsked: () => void;
  markAnswered: (state: MeetingTranscriptionState) => void;
  markRefused: () => void;
};

const streamProblemTexts = {
  servers: meetingSummaryMessages['transcription.serversFailed'],
  worklet: meetingSummaryMessages['transcription.workletFailed'],
} as const satisfies Record<TranscriptionStreamProblem, string>;

function showStreamProblem(problem: TranscriptionStreamProblem): void {
  notify.error(streamProblemTexts[problem], { id: `transcription.${problem}` });
}

/**
 * Streams this person's microphone to the transcription servers while `isOn` (spec 2 §7), from the address the
 * server gives; stops when it turns off, the microphone goes off or the call ends (the caller says which by `isOn`).
 */
export function useTranscriptionStream(isOn: boolean, track: MediaStreamTrack | null, roomId: string, guestToken: string | null): void {
  useEffect(() => {
    if (!isOn || !track) return;
    let stop: (() => void) | null = null;
    let isCurrent = true;
    readStreamingTranscriptionAddress(roomId, guestToken).then(
      ({ url }) => {
        if (isCurrent) stop = startTranscriptionStream({ address: url, track, onProblem: showStreamProblem });
      },
      (error: unknown) => {
        // A 409: it was turned off meanwhile, and the call is about to hear so.
        if (isCurrent && !(isApiError(error) && error.status === 409)) showStreamProblem('servers');
      },
    );
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [isOn, track, roomId, guestToken]);
}

/**
 * The room's transcription while connected: read on connecting (a guest with their token), changed at once when the
 * call hears of a change, forgotten on leaving Connected; and this person's microphone streamed while it is on.
 */
export function useTranscription(room: LiveRoom, roomId: string, guestToken: string | null): Transcription {
  const [view, dispatch] = useReducer(nextTranscriptionView, noTranscription);
  const isConnected = room.state === 'Connected';

  useEffect(() => {
    if (!isConnected) {
      dispatch({ type: 'left' });
      return;
    }
    let isCurrent = true;
    readTranscriptionState(roomId, guestToken).then(
      (state) => {
        if (isCurrent) dispatch({ type: 'read', state });
      },
      // Unread, it stays unknown: no control and no notice, and the call goes on.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [isConnected, roomId, guestToken]);

  useEffect(() => {
    if (room.transcription) dispatch({ type: 'heard', state: room.transcription });
  }, [room.transcription]);

  const track = room.localStream?.getAudioTracks()[0] ?? null;
  const isStreaming = isConnected && view.state?.enabled === true && room.you?.microphone === true;
  useTranscriptionStream(isStreaming, track, roomId, guestToken);

  const actions = useMemo(
    () => ({
      dismissNotice: () => dispatch({ type: 'dismissed' }),
      markAsked: () => dispatch({ type: 'asked' }),
      markAnswered: (state: MeetingTranscriptionState) => dispatch({ type: 'answered', state }),
      markRefused: () => dispatch({ type: 'refused' }),
    }),
    [],
  );
  return { ...view, ...actions };
}
