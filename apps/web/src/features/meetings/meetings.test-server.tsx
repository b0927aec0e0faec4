import {
  type MeetingRoom,
  type MeetingRoomOptions,
  type MeetingSummaryView,
  meetingSummaryMessages,
  type TranscriptionSegmentView,
} from '@advice/domain';
import { areaTestServer, json, type SentRequest, supportDialogs, userOf } from '../../test/harness.tsx';
import { meetingsRoutes } from './meetings.area.tsx';

/** A scripted server and fixtures for the meetings pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const roomId = '9a1c7f0e-4a55-4f43-9b5e-0a1f2f0c1a33';
export const adviserId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const colleagueId = '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a44';
export const roomsUrl = '/api/v1/client-meeting-rooms';
export const roomUrl = `${roomsUrl}/${roomId}`;

/** A start some days ahead, on the quarter hour, so a room is still to come whenever the test runs. */
export const startIn = (days: number) => {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setMinutes(0, 0, 0);
  return start.toISOString();
};

export function roomOf(overrides: Partial<MeetingRoom> = {}): MeetingRoom {
  return {
    id: roomId,
    client: { id: clientId, first_name: 'Olivia', last_name: 'Hart' },
    name: 'Annual review',
    agenda: 'Your goals\nYour pension',
    start_at: startIn(3),
    duration_minutes: 60,
    media_region: 'ie1',
    status: 'scheduled',
    enable_meeting_summary: false,
    outlook_event_created: false,
    attendees: [
      { id: clientId, first_name: 'Olivia', last_name: 'Hart', role: 'client' },
      { id: adviserId, first_name: 'Priya', last_name: 'Shah', role: 'adviser' },
    ],
    guests: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'tom@hart.test', name: 'Tom Hart', trusted: true }],
    created_by: { id: adviserId, name: 'Priya Shah' },
    completed_at: null,
    cancelled_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    actions: ['edit', 'cancel', 'complete', 'resend'],
    ...overrides,
  };
}

export const options: MeetingRoomOptions = {
  media_region: 'de1',
  agenda_templates: [
    { id: 'review', title: 'Annual review', template: 'Changes since last year\nYour goals' },
    { id: 'intro', title: 'Introduction', template: 'About us\nAbout you' },
  ],
  participants: [
    { id: clientId, first_name: 'Olivia', last_name: 'Hart', email: 'olivia@example.test', role: 'client' },
    { id: adviserId, first_name: 'Priya', last_name: 'Shah', email: 'priya@demo.test', role: 'adviser' },
    { id: colleagueId, first_name: 'Sam', last_name: 'Reed', email: 'sam@demo.test', role: 'director' },
  ],
};

export const summaryUrl = `${roomUrl}/meeting-summary`;
export const transcriptUrl = `${roomUrl}/transcriptions`;

const transcriptionStart = Date.parse('2026-03-04T14:00:00.000Z');
const segmentOf = (id: string, who: { id: string; name: string }, start: number, text: string): TranscriptionSegmentView => ({
  id,
  participant_id: who.id,
  speaker_name: who.name,
  text,
  start,
  end: start + 8,
  startTime: new Date(transcriptionStart + start * 1_000).toISOString(),
  endTime: new Date(transcriptionStart + (start + 8) * 1_000).toISOString(),
});

/** What was said: the adviser's promise at 00:12:34, the client's request after it. */
export const segments: TranscriptionSegmentView[] = [
  segmentOf(
    '5e9c1a2b-0000-4000-8000-000000000001',
    { id: adviserId, name: 'Priya Shah' },
    754,
    'Thanks, Olivia. I will send you the pension transfer forms by Friday.',
  ),
  segmentOf('5e9c1a2b-0000-4000-8000-000000000002', { id: clientId, name: 'Olivia Hart' }, 790, 'Could you check my ISA allowance too?'),
];

/** The span of `words` in a segment, as the summary links to it. */
export function spanOf(segment: TranscriptionSegmentView, words: string) {
  const start = segment.text.indexOf(words);
  return { segment_id: segment.id, char_start: start, char_end: start + words.length, start: segment.start, end: segment.end };
}

const [promise, request] = segments as [TranscriptionSegmentView, TranscriptionSegmentView];

/** A written summary, not yet shared: one key point and two action points, each linking to what was said. */
export function summaryOf(overrides: Partial<MeetingSummaryView> = {}): MeetingSummaryView {
  return {
    status: 'ready',
    engine: 'automatic',
    label: 'Automatic summary: picked out from the transcript by rules. Check it before you share it.',
    key_points: [{ text: 'Olivia is moving her old pension.', span: spanOf(promise, 'pension transfer forms') }],
    action_points: [
      {
        text: 'Send the pension transfer forms',
        kind: 'commitment',
        owner: { participant_id: adviserId, name: 'Priya Shah' },
        due_date: '2026-03-06',
        span: spanOf(promise, 'I will send you the pension transfer forms by Friday'),
      },
      { text: 'Check the ISA allowance', kind: 'request', owner: null, due_date: null, span: spanOf(request, 'check my ISA allowance') },
    ],
    generated_at: '2026-03-04T15:05:00.000Z',
    edited_at: null,
    edited_by: null,
    shared_at: null,
    todos_filed: 0,
    ...overrides,
  };
}

const notFound = (code: keyof typeof meetingSummaryMessages) =>
  json(404, { errors: [{ status: '404', code, title: 'Not found', detail: meetingSummaryMessages[code] }] });

type SummaryServer = {
  summary?: MeetingSummaryView | null;
  transcript?: TranscriptionSegmentView[];
  /** Answers as the server answers the client: the summary and transcript only once shared. */
  isClient?: boolean;
  /** What a POST writes: a summary being written, or the one written. */
  written?: MeetingSummaryView;
};

/**
 * The summary's endpoints as the server plays them, keeping the summary between calls: read (404 while there is
 * none, and for the client until shared), write, edit and share (filing its action points as to-dos when asked).
 */
export function summaryServer({ summary = null, transcript = segments, isClient = false, written = summaryOf() }: SummaryServer = {}) {
  const state = { summary };
  const saved = (message: keyof typeof meetingSummaryMessages, status = 200) =>
    json(status, { data: { ...(state.summary as MeetingSummaryView), message: meetingSummaryMessages[message] } });
  const isHidden = () => isClient && !state.summary?.shared_at;
  const handlers: Record<string, (request: SentRequest) => Response> = {
    [`GET ${summaryUrl}`]: () => {
      if (state.summary === null) return notFound(isClient ? 'summary.notShared' : 'summary.notFound');
      return isHidden() ? notFound('summary.notShared') : json(200, { data: state.summary });
    },
    [`GET ${transcriptUrl}`]: () => (isHidden() ? notFound('summary.notShared') : json(200, { data: transcript })),
    [`POST ${summaryUrl}`]: () => {
      state.summary = written;
      return saved('summary.written', 201);
    },
    [`PATCH ${summaryUrl}`]: (sent) => {
      state.summary = {
        ...(state.summary as MeetingSummaryView),
        ...(sent.body as Pick<MeetingSummaryView, 'key_points' | 'action_points'>),
        edited_at: '2026-03-05T09:00:00.000Z',
        edited_by: { id: adviserId, name: 'Priya Shah' },
      };
      return saved('summary.saved');
    },
    [`POST ${summaryUrl}/share`]: (sent) => {
      const isFiled = sent.body?.file_as_todos === true;
      const current = state.summary as MeetingSummaryView;
      state.summary = { ...current, shared_at: '2026-03-05T10:00:00.000Z', todos_filed: isFiled ? current.action_points.length : 0 };
      return saved(isFiled ? 'summary.sharedWithTodos' : 'summary.shared');
    },
  };
  return { handlers, state };
}

const area = areaTestServer({ clientId, routes: meetingsRoutes, features: ['adviceRoom'] });
export const withFeature = area.withFeatures;
export const { page, clientSeenBy } = area;

export const recordingsUrl = `${roomUrl}/recordings`;
export const documentsUrl = `${roomUrl}/documents`;

/**
 * The scripted server; a room has no summary, no transcript, no recordings and no documents unless the test's
 * handlers say otherwise.
 */
export const stubServer = (handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] =>
  area.stubServer({
    ...summaryServer({ transcript: [] }).handlers,
    [`GET ${recordingsUrl}`]: () => json(200, { data: [] }),
    [`GET ${documentsUrl}`]: () => json(200, { data: [] }),
    ...handlers,
  });
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderMeetings = area.render;

export const theClient = userOf('client', { id: clientId });
export const adviser = userOf('adviser', { id: adviserId, first_name: 'Priya', last_name: 'Shah' });
export { userOf };
