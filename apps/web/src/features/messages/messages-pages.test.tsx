import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientActionsSeenBy, clientDetailOf, json } from '../../test/harness.tsx';
import {
  adviserId,
  clientId,
  clientMessagesUrl,
  messageOf,
  pageOf,
  practiceMessagesUrl,
  practiceWith,
  receiveRealtime,
  renderMessages,
  stubServer,
  userOf,
  uuid,
} from './messages.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const client = userOf('client');
const adviser = userOf('adviser');
const priya = { id: adviserId, name: 'Priya Shah', role: 'adviser' as const };
const clientDetail = clientDetailOf({
  id: clientId,
  first_name: 'Charlotte',
  last_name: 'Hughes',
  actions: clientActionsSeenBy(adviser, { relation: 'own', rights: [], can_remove_clients: false }),
});

const older = messageOf({ id: uuid(1), body: 'Could we talk about my pension?', created_at: '2026-03-02T12:05:00.000Z', is_own: true });
const newer = messageOf({
  id: uuid(2),
  body: 'Of course. Here is the projection.',
  author: priya,
  created_at: '2026-03-02T12:40:00.000Z',
  attachments: [
    {
      id: uuid(3),
      kind: 'upload',
      name: 'Projection.pdf',
      size_bytes: 2_097_152,
      content_type: 'application/pdf',
      download_url: `${clientMessagesUrl}/${uuid(2)}/attachments/${uuid(3)}`,
      case_id: null,
    },
  ],
});
const practiceNote = messageOf({
  id: uuid(4),
  kind: 'practice_note',
  category: 'reviewMeetingPreparation',
  body: 'Bring the pension transfer figures to the review.',
  author: priya,
});

const messageTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('message'))
    .map((item) => item.querySelector('.message__body')?.textContent);

describe('the client’s messages', () => {
  it('shows the thread with the newest at the bottom, who wrote each and when, and attachments as downloads; never a practice note', async () => {
    const sent = stubServer({ [`GET ${clientMessagesUrl}`]: () => pageOf([newer, older]) });
    renderMessages('/messages', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your conversation with the practice' });
    expect(messageTexts(list)).toEqual(['Could we talk about my pension?', 'Of course. Here is the projection.']);
    const reply = within(list).getByRole('article', { name: /^Message from Priya Shah \(Adviser\)/u });
    expect(within(reply).getByText(/^March 2, 2026, \d{1,2}:40 (am|pm)$/u)).toBeTruthy();
    expect(
      within(reply)
        .getByRole('link', { name: /Projection\.pdf/u })
        .getAttribute('href'),
    ).toBe(newer.attachments[0]?.download_url);
    expect(within(list).getByText('You')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Practice notes' })).toBeNull();
    expect(sent.some((request) => request.url.includes('practice-messages'))).toBe(false);
  });

  it('marks what the client has not seen as seen while the thread is on screen, and the counts fall', async () => {
    const unseen = { ...newer, is_seen: false };
    let total = 1;
    const sent = stubServer({
      [`GET ${clientMessagesUrl}`]: () => pageOf([unseen, older]),
      [`POST ${clientMessagesUrl}/seen`]: () => {
        total = 0;
        return json(200, { data: { total: 0, clients: [] } });
      },
      [`GET /api/v1/users/${clientId}/messages/unread`]: () => json(200, { data: { total, clients: [] } }),
    });
    renderMessages('/messages', client);
    await waitFor(() =>
      expect(sent.find((request) => request.url.endsWith('/client-messages/seen'))?.body).toEqual({ message_ids: [newer.id] }),
    );
    expect(total).toBe(0);
  });

  it('shows a message that arrives without reloading the page', async () => {
    const arriving = messageOf({
      id: uuid(5),
      body: 'I have booked the review for Friday.',
      author: priya,
      created_at: '2026-03-02T13:00:00.000Z',
    });
    let thread = [newer, older];
    stubServer({
      [`GET ${clientMessagesUrl}`]: () => pageOf(thread),
      [`POST ${clientMessagesUrl}/seen`]: () => json(200, { data: { total: 0, clients: [] } }),
    });
    renderMessages('/messages', client);
    const list = await screen.findByRole('list', { name: 'Your conversation with the practice' });
    thread = [arriving, newer, older];
    receiveRealtime({ type: 'messages.created', client_id: clientId, kind: 'client_note', message_id: arriving.id, author_id: adviserId });
    await waitFor(() => expect(messageTexts(list).at(-1)).toBe('I have booked the review for Friday.'));
  });

  it('is not there while the practice has messages off', async () => {
    const sent = stubServer({});
    renderMessages('/messages', client, practiceWith([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(sent.some((request) => request.url.includes('messages'))).toBe(false);
  });
});

describe('a client’s messages for staff', () => {
  it('opens the client notes, then the practice notes with their category, and closes the window', async () => {
    stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientDetail }),
      [`GET ${clientMessagesUrl}`]: () => pageOf([newer, older]),
      [`GET ${practiceMessagesUrl}`]: () => pageOf([practiceNote]),
    });
    renderMessages(`/clients/${clientId}/messages`, adviser);
    const clientTab = await screen.findByRole('tab', { name: 'Client notes' });
    expect(clientTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Could we talk about my pension?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Interaction reports' }).getAttribute('href')).toBe(
      `/clients/${clientId}/messages/interaction-reports`,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Practice notes' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Practice notes' });
    expect(await within(panel).findByText('Bring the pension transfer figures to the review.')).toBeTruthy();
    const notes = within(panel).getByRole('list', { name: 'Practice notes' });
    expect(within(notes).getByText('Review meeting preparation')).toBeTruthy();
    expect(within(panel).getByLabelText('Category')).toBeTruthy();
    expect(within(panel).queryByText('Could we talk about my pension?')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByText(/Messages are closed/u)).toBeTruthy();
  });

  it('has no practice notes without the notes feature', async () => {
    const sent = stubServer({
      [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientDetail }),
      [`GET ${clientMessagesUrl}`]: () => pageOf([older]),
    });
    renderMessages(`/clients/${clientId}/messages`, adviser, practiceWith(['messages']));
    expect(await screen.findByText('Could we talk about my pension?')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Practice notes' })).toBeNull();
    expect(sent.some((request) => request.url.includes('practice-messages'))).toBe(false);
  });
});
