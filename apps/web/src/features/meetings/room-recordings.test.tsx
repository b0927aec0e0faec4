import { type MeetingRecordingView, meetingRecordingMediaMessages } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates.ts';
import { json, type Standing } from '../../test/harness.tsx';
import {
  adviser,
  clientId,
  clientSeenBy,
  recordingsUrl,
  renderMeetings,
  roomId,
  roomOf,
  roomUrl,
  stubServer,
  theClient,
} from './meetings.test-server.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const completed = roomOf({ status: 'completed', actions: [] });
const staffPage = `/clients/${clientId}/client-meeting-rooms/${roomId}`;
const clientPage = `/meetings/client-meeting-rooms/${roomId}`;
const startedAt = '2026-03-04T14:30:00.000Z';

function recordingOf(id: string, overrides: Partial<MeetingRecordingView> = {}): MeetingRecordingView {
  return {
    id: `6d0e1a2b-0000-4000-8000-00000000000${id}`,
    type: 'video',
    status: 'ready',
    started_at: startedAt,
    stopped_at: '2026-03-04T14:55:00.000Z',
    tracks: 2,
    duration_seconds: 1_500,
    size: 25_480_000,
    reason: null,
    composed_at: '2026-03-04T15:10:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

const ready = recordingOf('1');
const pending = recordingOf('2', { type: 'audio', status: 'pending', duration_seconds: 45, size: null, composed_at: null });
const failed = recordingOf('3', { status: 'failed', size: null, reason: meetingRecordingMediaMessages['recordingMedia.nothingRecorded'] });
const deleted = recordingOf('4', { status: 'deleted', size: null, deleted_at: '2026-04-04T00:00:00.000Z' });
const live = recordingOf('5', { status: 'recording', stopped_at: null, duration_seconds: null, size: null, composed_at: null });

function serve(recordings: () => MeetingRecordingView[], room = completed, extra = {}) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
    [`GET ${roomUrl}`]: () => json(200, { data: room }),
    [`GET ${recordingsUrl}`]: () => json(200, { data: recordings() }),
    ...extra,
  });
}

const card = () => screen.findByRole('region', { name: 'Recordings' });
const itemOf = (list: HTMLElement, index: number) => within(list).getAllByRole('listitem')[index] as HTMLElement;
const recordingReads = (sent: { method: string; url: string }[]) => sent.filter((r) => r.method === 'GET' && r.url === recordingsUrl);

describe('the meeting’s recordings (issue 16)', () => {
  it('lists each recording for staff with its kind, start and length, and what its state means', async () => {
    serve(() => [ready, pending, failed, deleted, live]);
    renderMeetings(staffPage, adviser);
    const list = within(await card()).getByRole('list', { name: 'Recordings of this meeting' });
    const when = formatDateTime(startedAt);

    const first = itemOf(list, 0);
    expect(within(first).getByRole('heading', { name: 'Audio and Video' })).toBeTruthy();
    expect(within(first).getByText(`Started ${when}`)).toBeTruthy();
    expect(first.textContent).toContain('25 minutes');
    const download = within(first).getByRole('link', { name: `Download the Audio and Video recording started ${when} (24.3 MB)` });
    expect(download.getAttribute('href')).toBe(`${recordingsUrl}/${ready.id}/file`);

    const second = itemOf(list, 1);
    expect(within(second).getByRole('heading', { name: 'Audio only' })).toBeTruthy();
    expect(second.textContent).toContain('45 seconds');
    expect(within(second).getByText('Being prepared: it is ready a few minutes after the meeting completes.')).toBeTruthy();

    const third = itemOf(list, 2);
    expect(within(third).getByText(meetingRecordingMediaMessages['recordingMedia.nothingRecorded'])).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Try again' })).toBeTruthy();

    expect(within(itemOf(list, 3)).getByText('Deleted under the practice’s retention setting.')).toBeTruthy();
    expect(within(itemOf(list, 4)).getByText('Recording now')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('lets staff prepare a failed one again: the server’s message shows and the list is read again', async () => {
    let recordings = [failed];
    const composeUrl = `${recordingsUrl}/${failed.id}/compose`;
    const sent = serve(() => recordings, completed, {
      [`POST ${composeUrl}`]: () => {
        recordings = [{ ...failed, status: 'pending', reason: null }];
        return json(200, { data: { ...recordings[0], message: meetingRecordingMediaMessages['recordingMedia.composing'] } });
      },
    });
    renderMeetings(staffPage, adviser);
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(meetingRecordingMediaMessages['recordingMedia.composing'])).toBeTruthy();
    expect(await screen.findByText('Being prepared: it is ready a few minutes after the meeting completes.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST' && request.url === composeUrl)).toHaveLength(1);
    expect(recordingReads(sent)).toHaveLength(2);
  });

  it('tells staff there are none, and how one comes about', async () => {
    serve(() => [], roomOf());
    renderMeetings(staffPage, adviser);
    expect(await within(await card()).findByText('No recordings: staff can record the meeting from the call.')).toBeTruthy();
  });

  it('shows the client a download of a ready one, and no way to prepare a failed one again', async () => {
    serve(() => [ready, failed]);
    renderMeetings(clientPage, theClient);
    const region = await card();
    const when = formatDateTime(startedAt);
    expect(
      within(region)
        .getByRole('link', { name: `Download the Audio and Video recording started ${when} (24.3 MB)` })
        .getAttribute('href'),
    ).toBe(`${recordingsUrl}/${ready.id}/file`);
    expect(within(region).getByText(meetingRecordingMediaMessages['recordingMedia.nothingRecorded'])).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the client no card while there are none', async () => {
    const sent = serve(() => []);
    renderMeetings(clientPage, theClient);
    await screen.findByRole('heading', { level: 1, name: 'Annual review' });
    await waitFor(() => expect(recordingReads(sent)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Recordings' })).toBeNull();
  });

  it('reads the list again every 10 seconds while one is being prepared, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let recordings = [pending];
    const sent = serve(() => recordings);
    renderMeetings(staffPage, adviser);
    await within(await card()).findByText('Being prepared: it is ready a few minutes after the meeting completes.');
    expect(recordingReads(sent)).toHaveLength(1);
    recordings = [{ ...pending, status: 'ready', size: 480_000 }];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await screen.findByRole('link', { name: /^Download the Audio only recording/u })).toBeTruthy();
    expect(recordingReads(sent)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(recordingReads(sent)).toHaveLength(2);
  });
});
