import { type MeetingTranscriptionState, messages } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { json, type SentRequest, stubServer, supportDialogs } from '../../../test/harness.tsx';
import { liveRoomId, liveRoomOf, participantOf } from './live.test-room.ts';
import { noTranscription } from './room-snapshot.ts';
import { TranscriptionControl, TranscriptionIndicator, TranscriptionNotice } from './transcription-control.tsx';
import type { LiveRoom } from './use-live-room.ts';
import { nextTranscriptionView, useTranscription } from './use-transcription.ts';

supportDialogs();
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in one store for the whole file: each test reads only its own.
  toast.dismiss();
});

const stateUrl = `/api/v1/client-meeting-rooms/${liveRoomId}/transcription`;
const guestToken = 'guest-token-123';

function stateOf(overrides: Partial<MeetingTranscriptionState> = {}): MeetingTranscriptionState {
  return { enabled: false, available: true, unavailable_reason: null, started_at: null, ...overrides };
}
const turnedOn = stateOf({ enabled: true, started_at: '2026-12-01T10:05:00.000Z' });

/** The transcription's parts as the connected call places them: the indicator, the notice, and staff's control in the bar. */
function CallParts({ room, guestToken }: { room: LiveRoom; guestToken: string | null }) {
  const transcription = useTranscription(room, liveRoomId, guestToken);
  const isStaff = room.you !== null && room.you.role !== 'client' && room.you.role !== 'guest';
  return (
    <>
      <TranscriptionIndicator state={transcription.state} />
      <TranscriptionNotice transcription={transcription} isStaff={isStaff} />
      <div role="toolbar" aria-label="Meeting controls">
        {isStaff ? <TranscriptionControl roomId={liveRoomId} transcription={transcription} /> : null}
      </div>
    </>
  );
}

function renderCall(room: LiveRoom, token: string | null = null) {
  const queryClient = createQueryClient();
  const tree = (next: LiveRoom) => (
    <QueryClientProvider client={queryClient}>
      <CallParts room={next} guestToken={token} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(tree(room));
  return { hear: (state: MeetingTranscriptionState) => act(() => view.rerender(tree({ ...room, transcription: state }))) };
}

const patches = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PATCH').map((request) => request.body);

describe('staff’s transcription toggle (spec 2 §2.2, §4)', () => {
  it('asks before turning it on, saying who is told and what is written, then turns it on with the PATCH', async () => {
    const sent = stubServer({
      [`GET ${stateUrl}`]: () => json(200, { data: stateOf() }),
      [`PATCH ${stateUrl}`]: () => json(200, { data: { ...turnedOn, message: 'This meeting is now being transcribed.' } }),
    });
    const call = renderCall(liveRoomOf());
    const bar = screen.getByRole('toolbar', { name: 'Meeting controls' });

    fireEvent.click(await within(bar).findByRole('button', { name: 'Transcribe' }));
    let dialog = screen.getByRole('dialog', { name: 'Transcribe this meeting?' });
    expect(dialog.textContent).toContain('Everyone in the call is told');
    expect(dialog.textContent).toContain('a summary with action points');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(sent)).toEqual([]);

    fireEvent.click(within(bar).getByRole('button', { name: 'Transcribe' }));
    dialog = screen.getByRole('dialog', { name: 'Transcribe this meeting?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(bar).findByRole('button', { name: 'Stop transcribing' })).toBeTruthy();
    expect(patches(sent)).toEqual([{ enabled: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Transcribing')).toBe(true);

    // The call then hears of the turning-on this person asked for: they are not told of it again.
    call.hear(turnedOn);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops at once with Stop transcribing, and the indicator goes', async () => {
    const sent = stubServer({
      [`GET ${stateUrl}`]: () => json(200, { data: turnedOn }),
      [`PATCH ${stateUrl}`]: () => json(200, { data: { ...stateOf(), message: 'Transcription has stopped.' } }),
    });
    renderCall(liveRoomOf());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop transcribing' }));
    expect(await screen.findByRole('button', { name: 'Transcribe' })).toBeTruthy();
    expect(patches(sent)).toEqual([{ enabled: false }]);
    expect(screen.queryByText('Transcribing')).toBeNull();
  });

  it('is disabled where this server cannot transcribe, and says why to everyone, screen readers included', async () => {
    const reason = 'No speech engine is installed on this server.';
    const sent = stubServer({ [`GET ${stateUrl}`]: () => json(200, { data: stateOf({ available: false, unavailable_reason: reason }) }) });
    renderCall(liveRoomOf());
    const control = await screen.findByRole('button', { name: 'Transcribe' });
    expect(control.getAttribute('aria-disabled')).toBe('true');
    const description = document.getElementById(control.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(reason);
    fireEvent.click(control);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches(sent)).toEqual([]);
  });

  it('shows a failed PATCH as the generic error toast and closes its question', async () => {
    stubServer({
      [`GET ${stateUrl}`]: () => json(200, { data: stateOf() }),
      [`PATCH ${stateUrl}`]: () => json(500, {}),
    });
    renderCall(liveRoomOf());
    fireEvent.click(await screen.findByRole('button', { name: 'Transcribe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages['errors.generic'])).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Transcribe' })).toBeTruthy();
  });

  it('is not there for clients or guests', async () => {
    const sent = stubServer({ [`GET ${stateUrl}`]: () => json(200, { data: stateOf() }) });
    renderCall(liveRoomOf({ you: participantOf('client') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(within(screen.getByRole('toolbar')).queryByRole('button')).toBeNull();
  });
});

describe('telling everyone in the call (spec 2 §4)', () => {
  it('tells a client once when someone turns it on, in the client’s words, and again after it is turned off and on', async () => {
    const sent = stubServer({ [`GET ${stateUrl}`]: () => json(200, { data: stateOf() }) });
    const call = renderCall(liveRoomOf({ you: participantOf('client') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    call.hear(turnedOn);
    const dialog = screen.getByRole('dialog', { name: 'This meeting is being transcribed' });
    expect(dialog.textContent).toContain('What you say in this meeting is turned into text.');
    expect(dialog.textContent).toContain('your adviser can share a summary');
    expect(dialog.textContent).not.toContain('Stop transcribing');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Transcribing')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    call.hear({ ...turnedOn });
    expect(screen.queryByRole('dialog')).toBeNull();
    call.hear(stateOf({ started_at: turnedOn.started_at }));
    expect(screen.queryByText('Transcribing')).toBeNull();
    call.hear({ ...turnedOn });
    expect(screen.getByRole('dialog', { name: 'This meeting is being transcribed' })).toBeTruthy();
  });

  it('tells a member of staff who did not turn it on that they may stop it', async () => {
    const sent = stubServer({ [`GET ${stateUrl}`]: () => json(200, { data: stateOf() }) });
    const call = renderCall(liveRoomOf({ you: participantOf('director') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    call.hear(turnedOn);
    const dialog = screen.getByRole('dialog', { name: 'This meeting is being transcribed' });
    expect(dialog.textContent).toContain('You may stop it with the Stop transcribing control.');
  });

  it('tells a guest who joins a call already transcribed, reading the state with their token', async () => {
    const sent = stubServer({
      [`GET /api/v1/guests/client-meeting-rooms/${liveRoomId}/transcription?token=${guestToken}`]: () => json(200, { data: turnedOn }),
    });
    renderCall(liveRoomOf({ you: participantOf('guest') }), guestToken);
    const dialog = await screen.findByRole('dialog', { name: 'This meeting is being transcribed' });
    expect(dialog.textContent).toContain('What you say in this meeting is turned into text.');
    expect(sent).toHaveLength(1);
  });
});

describe('the transcription view', () => {
  it('lets a change heard on the call win over the read made on connecting, whichever answers last', () => {
    const heard = nextTranscriptionView(noTranscription, { type: 'heard', state: turnedOn });
    expect(nextTranscriptionView(heard, { type: 'read', state: stateOf() }).state).toEqual(turnedOn);
    expect(nextTranscriptionView(heard, { type: 'left' })).toEqual(noTranscription);
  });

  it('does not tell the one who turned it on, even when the call hears of it before their own answer comes', () => {
    const asked = nextTranscriptionView({ ...noTranscription, state: stateOf() }, { type: 'asked' });
    const heard = nextTranscriptionView(asked, { type: 'heard', state: turnedOn });
    expect(heard.isNoticeOpen).toBe(false);
    const answered = nextTranscriptionView(heard, { type: 'answered', state: turnedOn });
    expect(answered).toMatchObject({ state: turnedOn, isNoticeOpen: false, isTurningOn: false });
  });
});
