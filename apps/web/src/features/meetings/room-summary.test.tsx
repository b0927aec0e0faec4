import { meetingSummaryMessages } from '@advice/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import {
  adviser,
  clientId,
  clientSeenBy,
  renderMeetings,
  roomId,
  roomOf,
  roomUrl,
  segments,
  stubServer,
  summaryOf,
  summaryServer,
  summaryUrl,
  theClient,
  withFeature,
} from './meetings.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const completed = roomOf({ status: 'completed', enable_meeting_summary: true, actions: [] });
const staffPage = `/clients/${clientId}/client-meeting-rooms/${roomId}`;
const clientPage = `/meetings/client-meeting-rooms/${roomId}`;
const [promise] = segments;

function serveStaff(summary: ReturnType<typeof summaryServer>, room = completed) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
    [`GET ${roomUrl}`]: () => json(200, { data: room }),
    ...summary.handlers,
  });
}

const summarySection = () => screen.getByRole('region', { name: 'Meeting summary' });
const pointOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('the meeting summary on the staff’s page', () => {
  it('shows a written summary under its label, each point with its kind, owner, due date and a link to what was said', async () => {
    serveStaff(summaryServer({ summary: summaryOf() }));
    renderMeetings(staffPage, adviser);
    expect(await screen.findByText(/^Automatic summary: picked out from the transcript by rules/u)).toBeTruthy();
    expect(within(summarySection()).getByRole('list', { name: 'Key points' })).toBeTruthy();
    const promised = pointOf('Send the pension transfer forms');
    expect(within(promised).getByText('Commitment')).toBeTruthy();
    expect(within(promised).getByText('Priya Shah')).toBeTruthy();
    expect(within(promised).getByText('March 6, 2026')).toBeTruthy();
    const asked = pointOf('Check the ISA allowance');
    expect(within(asked).getByText('Unassigned')).toBeTruthy();
    expect(within(asked).getByText('No due date')).toBeTruthy();
    expect(within(summarySection()).getByText(/^Not shared with the client yet/u)).toBeTruthy();

    const transcript = await screen.findByRole('list', { name: 'Transcript, in the order it was said' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`00:12:34 Priya Shah${promise?.text}`, '00:13:10 Olivia HartCould you check my ISA allowance too?']);
    const link = await within(promised).findByRole('link', { name: 'Said at 00:12:34 by Priya Shah' });
    expect(link.getAttribute('href')).toBe(`#transcript-${promise?.id}`);
    expect(transcript.querySelector('mark')).toBeNull();
    fireEvent.click(link);
    const marked = document.getElementById(`transcript-${promise?.id}`)?.querySelector('mark');
    expect(marked?.textContent).toBe('I will send you the pension transfer forms by Friday');
  });

  it('edits the points in place and saves the whole summary, each point keeping its span', async () => {
    const server = summaryServer({ summary: summaryOf() });
    const sent = serveStaff(server);
    renderMeetings(staffPage, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit summary' }));
    expect(screen.getByText(/Points cannot be added: each one links to what was said/u)).toBeTruthy();
    const first = screen.getByRole('group', { name: 'Action point 1' });
    fireEvent.change(within(first).getByRole('textbox', { name: 'Text' }), { target: { value: 'Send the transfer forms and a letter' } });
    const second = screen.getByRole('group', { name: 'Action point 2' });
    await waitFor(() =>
      expect(
        within(second)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Olivia Hart'),
    );
    fireEvent.change(within(second).getByRole('combobox', { name: 'Owner' }), { target: { value: clientId } });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Kind' }), { target: { value: 'commitment' } });
    fireEvent.change(within(second).getByLabelText('Due date'), { target: { value: '2026-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove key point 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save summary' }));

    expect(await screen.findByText(meetingSummaryMessages['summary.saved'])).toBeTruthy();
    const body = sent.find((request) => request.method === 'PATCH')?.body;
    const [sentFirst, sentSecond] = summaryOf().action_points;
    expect(body).toEqual({
      key_points: [],
      action_points: [
        { ...sentFirst, text: 'Send the transfer forms and a letter' },
        { ...sentSecond, kind: 'commitment', owner: { participant_id: clientId, name: 'Olivia Hart' }, due_date: '2026-03-20' },
      ],
    });
    expect(await screen.findByText('Send the transfer forms and a letter')).toBeTruthy();
    expect(screen.getByText('Edited by Priya Shah on March 5, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save summary' })).toBeNull();
  });

  it('shows a text over the limit beside its field, counted, and sends nothing', async () => {
    const sent = serveStaff(summaryServer({ summary: summaryOf() }));
    renderMeetings(staffPage, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit summary' }));
    const first = screen.getByRole('group', { name: 'Action point 1' });
    fireEvent.change(within(first).getByRole('textbox', { name: 'Text' }), { target: { value: 'x'.repeat(501) } });
    expect(within(first).getByText('501 of 500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save summary' }));
    expect(await within(first).findByText('Use 500 characters or fewer')).toBeTruthy();
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('shares it with the client after a confirmation, filing its action points as to-dos; then it is fixed', async () => {
    const sent = serveStaff(summaryServer({ summary: summaryOf() }));
    renderMeetings(staffPage, adviser, withFeature(['adviceRoom', 'todos']));
    fireEvent.click(await screen.findByRole('button', { name: 'Share with the client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the summary with Olivia Hart?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Add the action points to the client’s to-dos' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share summary' }));

    expect(await screen.findByText(meetingSummaryMessages['summary.sharedWithTodos'])).toBeTruthy();
    expect(sent.find((request) => request.url === `${summaryUrl}/share`)?.body).toEqual({ file_as_todos: true });
    expect(await screen.findByText('Shared with the client on March 5, 2026')).toBeTruthy();
    expect(screen.getByText('2 to-dos filed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit summary|Write the summary again|Share with the client/u })).toBeNull();
  });

  it('without the practice’s to-dos, shares without offering to file them', async () => {
    const sent = serveStaff(summaryServer({ summary: summaryOf() }));
    renderMeetings(staffPage, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Share with the client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the summary with Olivia Hart?' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share summary' }));
    expect(await screen.findByText(meetingSummaryMessages['summary.shared'])).toBeTruthy();
    expect(sent.find((request) => request.url === `${summaryUrl}/share`)?.body).toEqual({ file_as_todos: false });
  });

  it('writes it again only once the adviser accepts losing the current one', async () => {
    const sent = serveStaff(summaryServer({ summary: summaryOf({ edited_at: '2026-03-05T09:00:00.000Z' }) }));
    renderMeetings(staffPage, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Write the summary again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write the summary again?' });
    expect(within(dialog).getByText(/replaces the current one and any edits/u)).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write it again' }));
    // A toast of an earlier test may still show: toasts outlive the page.
    expect((await screen.findAllByText(meetingSummaryMessages['summary.written'])).length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.method === 'POST' && request.url === summaryUrl)).toHaveLength(1);
  });
});

describe('the staff’s page before there is a summary', () => {
  it('before the meeting is complete, says how a summary comes about, and that it is off', async () => {
    const sent = serveStaff(summaryServer(), roomOf());
    renderMeetings(staffPage, adviser);
    expect(await screen.findByText(/^A summary is written from the transcript when the meeting is complete/u)).toBeTruthy();
    expect(screen.getByText(/^The meeting summary is off for this meeting/u)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(sent.some((request) => request.url.startsWith(summaryUrl))).toBe(false);
  });

  it('a completed meeting without a transcript says it was not transcribed, with nothing to write', async () => {
    serveStaff(summaryServer({ transcript: [] }));
    renderMeetings(staffPage, adviser);
    expect(await screen.findByText('No transcript: this meeting was not transcribed.')).toBeTruthy();
    expect(await screen.findByText(/^No summary: this meeting was not transcribed/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write the summary' })).toBeNull();
  });

  it('writes the summary of a transcribed meeting, says while it is being written, and shows it when looked at again', async () => {
    const server = summaryServer({ written: summaryOf({ status: 'pending', key_points: [], action_points: [] }) });
    const sent = serveStaff(server);
    renderMeetings(staffPage, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Write the summary' }));
    expect(await screen.findByText('The summary is being written…')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    server.state.summary = summaryOf();
    fireEvent.click(screen.getByRole('button', { name: 'Look again' }));
    expect(await screen.findByText('Send the pension transfer forms')).toBeTruthy();
  });

  it('a summary whose writing failed says so and offers to write it again', async () => {
    serveStaff(summaryServer({ summary: summaryOf({ status: 'failed', key_points: [], action_points: [] }) }));
    renderMeetings(staffPage, adviser);
    expect(await screen.findByText('The summary could not be written.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write the summary again' }));
    // A toast of an earlier test may still show: toasts outlive the page.
    expect((await screen.findAllByText(meetingSummaryMessages['summary.written'])).length).toBeGreaterThan(0);
    expect(await screen.findByText('Send the pension transfer forms')).toBeTruthy();
  });
});

describe('the meeting summary on the client’s page', () => {
  it('says the adviser will share it, then, once shared, shows it to read with the transcript', async () => {
    const server = summaryServer({ summary: summaryOf(), isClient: true });
    stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: completed }), ...server.handlers });
    renderMeetings(clientPage, theClient);
    expect(await screen.findByText('Your adviser will share a summary of this meeting once they have checked it.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();

    server.state.summary = summaryOf({ shared_at: '2026-03-05T10:00:00.000Z', todos_filed: 2 });
    act(() => dispatchAreaEvent({ type: 'meetingRooms.changed', clientId, roomId }));
    const promised = (await screen.findByText('Send the pension transfer forms')).closest('li') as HTMLElement;
    expect(within(promised).getByText('Priya Shah')).toBeTruthy();
    expect(within(promised).getByText('March 6, 2026')).toBeTruthy();
    expect((await within(promised).findByRole('link', { name: 'Said at 00:12:34 by Priya Shah' })).getAttribute('href')).toBe(
      `#transcript-${promise?.id}`,
    );
    expect(screen.getByRole('region', { name: 'Transcript' })).toBeTruthy();
    expect(screen.queryByText(/^Automatic summary/u)).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit summary|Share|Write/u })).toBeNull();
  });

  it('says nothing of a summary for a meeting that was not to have one, nor before the meeting', async () => {
    stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: { ...completed, enable_meeting_summary: false } }) });
    renderMeetings(clientPage, theClient);
    await screen.findByRole('heading', { level: 1, name: 'Annual review' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Meeting summary' })).toBeNull());
    expect(screen.queryByText(/Your adviser will share a summary/u)).toBeNull();
  });
});
