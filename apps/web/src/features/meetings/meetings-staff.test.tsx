import { meetingRoomMessages } from '@advice/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Standing } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import {
  adviser,
  adviserId,
  clientId,
  clientSeenBy,
  options,
  page,
  renderMeetings,
  roomId,
  roomOf,
  roomsUrl,
  roomUrl,
  startIn,
  stubServer,
  withFeature,
} from './meetings.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };

function serve(extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
    [`GET ${roomsUrl}`]: () => page([roomOf()]),
    [`GET ${roomsUrl}/options`]: () => json(200, { data: options }),
    [`GET ${roomUrl}`]: () => json(200, { data: roomOf() }),
    ...extra,
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the staff pages of meetings', () => {
  it('lists a client’s meetings, those to come first, and filters them by status', async () => {
    const sent = serve();
    renderMeetings(`/clients/${clientId}/client-meeting-rooms`, adviser);
    const link = await screen.findByRole('link', { name: 'Annual review' });
    expect(link.getAttribute('href')).toBe(`/clients/${clientId}/client-meeting-rooms/${roomId}`);
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('Scheduled')).toBeTruthy();
    expect(within(item).getByText(/3 participants$/u)).toBeTruthy();
    expect(queryOf(sent.find((request) => request.url.startsWith(roomsUrl))?.url ?? '')).toMatchObject({
      client_id: clientId,
      upcoming: 'true',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'completed' } });
    await waitFor(() =>
      expect(queryOf(sent.filter((request) => request.url.startsWith(roomsUrl)).at(-1)?.url ?? '')).toMatchObject({
        client_id: clientId,
        status: 'completed',
      }),
    );
  });

  it('with no meeting, says what to do next and offers to schedule one', async () => {
    serve({ [`GET ${roomsUrl}`]: () => page([]) });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms`, adviser);
    expect(await screen.findByText(/Schedule a meeting: Olivia Hart and your guests receive an invitation/u)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Schedule a meeting' })[0]?.getAttribute('href')).toBe(
      `/clients/${clientId}/client-meeting-rooms/new`,
    );
  });

  it('across clients, names each meeting’s client', async () => {
    const sent = serve();
    renderMeetings('/client-meeting-rooms', adviser);
    expect(await screen.findByText(/With Olivia Hart/u)).toBeTruthy();
    expect(queryOf(sent.find((request) => request.url.startsWith(roomsUrl))?.url ?? '').client_id).toBeUndefined();
  });

  it('is the not-found page while the practice has advice rooms off', async () => {
    serve();
    renderMeetings(`/clients/${clientId}/client-meeting-rooms`, adviser, withFeature([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('scheduling a meeting', () => {
  it('fills the agenda from a template, keeps the client as an attendee and shows the rules before sending', async () => {
    const sent = serve();
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/new`, adviser);
    fireEvent.change(await screen.findByRole('combobox', { name: /Agenda template/u }), { target: { value: 'intro' } });
    expect((screen.getByRole('textbox', { name: 'Agenda' }) as HTMLTextAreaElement).value).toBe('About us\nAbout you');
    expect((screen.getByRole('combobox', { name: /Media region/u }) as HTMLSelectElement).value).toBe('de1');
    const client = screen.getByRole('checkbox', { name: 'Olivia Hart (client, always attends)' }) as HTMLInputElement;
    expect(client.checked && client.disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: /Meeting name/u }), { target: { value: 'First meeting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a guest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a guest' }));
    const emails = screen.getAllByRole('textbox', { name: /Guest’s e-mail/u });
    fireEvent.change(emails[0] as HTMLElement, { target: { value: 'tom@hart.test' } });
    fireEvent.change(emails[1] as HTMLElement, { target: { value: 'TOM@hart.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.tooFewParticipants'])).toBeTruthy();
    expect(screen.getByText(meetingRoomMessages['meetingRoom.duplicateGuest'])).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the meeting with its attendees and guests, then opens its page', async () => {
    const created = roomOf({ name: 'First meeting' });
    const sent = serve({
      [`POST ${roomsUrl}`]: () => json(201, { data: { ...created, message: meetingRoomMessages['meetingRoom.created'] } }),
    });
    const router = renderMeetings(`/clients/${clientId}/client-meeting-rooms/new`, adviser);
    fireEvent.change(await screen.findByRole('textbox', { name: /Meeting name/u }), { target: { value: 'First meeting' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Priya Shah (Adviser)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a guest' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Guest’s e-mail/u }), { target: { value: 'tom@hart.test' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trusted guest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/clients/${clientId}/client-meeting-rooms/${roomId}`));
    const body = sent.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({
      client_id: clientId,
      name: 'First meeting',
      duration: 60,
      media_region: 'de1',
      user_ids: [clientId, adviserId],
      guests: [{ email: 'tom@hart.test', trusted: true }],
      enable_meeting_summary: false,
    });
    expect(new Date(String(body?.start_date)).getTime()).toBeGreaterThan(Date.now());
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.created'])).toBeTruthy();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    serve({
      [`POST ${roomsUrl}`]: () =>
        json(400, {
          errors: [
            {
              status: '400',
              code: 'validation.failed',
              title: 'Invalid',
              detail: meetingRoomMessages['meetingRoom.notAParticipant'],
              source: { pointer: '/user_ids' },
            },
          ],
        }),
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/new`, adviser);
    fireEvent.change(await screen.findByRole('textbox', { name: /Meeting name/u }), { target: { value: 'First meeting' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sam Reed (Practice Director)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule meeting' }));
    const attendees = screen.getByRole('group', { name: 'Attendees' });
    expect(await within(attendees).findByText(meetingRoomMessages['meetingRoom.notAParticipant'])).toBeTruthy();
  });
});

describe('one meeting’s staff page', () => {
  it('shows its details, people and the pages beside it, with no Join button before the live room exists', async () => {
    serve();
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual review' })).toBeTruthy();
    expect(screen.getByText('Tom Hart')).toBeTruthy();
    expect(screen.getByText('Trusted')).toBeTruthy();
    expect(screen.getByText(/The room opens at .* half an hour before the start/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/u })).toBeNull();
    const base = `/clients/${clientId}/client-meeting-rooms/${roomId}`;
    expect(screen.getByRole('link', { name: 'Test your camera and microphone' }).getAttribute('href')).toBe(`${base}/test-setup`);
    expect(screen.getByRole('link', { name: 'Recent fact find' }).getAttribute('href')).toBe(`${base}/recent-fact-find`);
  });

  it('cancels it once the person confirms who is told, with the spec’s message', async () => {
    let room = roomOf();
    const sent = serve({
      [`GET ${roomUrl}`]: () => json(200, { data: room }),
      [`POST ${roomUrl}/cancel`]: () => {
        room = roomOf({ status: 'cancelled', actions: [] });
        return json(200, { data: { ...room, message: meetingRoomMessages['meetingRoom.cancelled'] } });
      },
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Annual review”?' });
    expect(within(dialog).getByText(/Everyone invited receives the calendar’s cancellation/u)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST' && request.url === `${roomUrl}/cancel`)).toBe(true));
    expect((await screen.findAllByText(meetingRoomMessages['meetingRoom.cancelled'])).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit meeting' })).toBeNull());
  });

  it('removes a guest after a confirmation', async () => {
    const guestId = roomOf().guests[0]?.id;
    const sent = serve({
      [`DELETE ${roomUrl}/guests/${guestId}`]: () => json(200, { data: { message: meetingRoomMessages['meetingRoom.guestRemoved'] } }),
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Tom Hart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Tom Hart?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove guest' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.guestRemoved'])).toBeTruthy();
  });

  it('a completed meeting says so and offers no change', async () => {
    serve({ [`GET ${roomUrl}`]: () => json(200, { data: roomOf({ status: 'completed', actions: [] }) }) });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.completed'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit meeting' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Test your camera and microphone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/u })).toBeNull();
  });
});

describe('changing a meeting', () => {
  it('edits its details in place, sending only what the room keeps, and shows it saved', async () => {
    let room = roomOf();
    const sent = serve({
      [`GET ${roomUrl}`]: () => json(200, { data: room }),
      [`PATCH ${roomUrl}`]: (request) => {
        room = roomOf({ name: String(request.body?.name) });
        return json(200, { data: { ...room, message: meetingRoomMessages['meetingRoom.updated'] } });
      },
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit meeting' }));
    const name = await screen.findByRole('textbox', { name: /Meeting name/u });
    expect((name as HTMLInputElement).value).toBe('Annual review');
    expect(screen.queryByRole('button', { name: 'Add a guest' })).toBeNull();
    fireEvent.change(name, { target: { value: 'Annual review 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual review 2026' })).toBeTruthy();
    const body = sent.find((request) => request.method === 'PATCH')?.body ?? {};
    expect(body).toMatchObject({ name: 'Annual review 2026', user_ids: [clientId, adviserId], duration: 60 });
    expect(Object.keys(body)).not.toContain('guests');
    expect(Object.keys(body)).not.toContain('client_id');
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.updated'])).toBeTruthy();
  });

  it('reads the room again when the server says it changed, without a reload', async () => {
    let room = roomOf();
    serve({ [`GET ${roomUrl}`]: () => json(200, { data: room }) });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, adviser);
    await screen.findByRole('heading', { level: 1, name: 'Annual review' });
    room = roomOf({ status: 'cancelled', actions: [] });
    act(() => dispatchAreaEvent({ type: 'meetingRooms.changed', clientId, roomId }));
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.cancelled'])).toBeTruthy();
  });
});

describe('the pages beside a meeting', () => {
  it('its audit trail tells each change as a sentence', async () => {
    serve({
      [`GET ${roomUrl}/audit-trail`]: () =>
        page([
          {
            id: 'e1e2e3e4-0000-4000-8000-000000000001',
            entity_kind: 'advice-room',
            action: 'room_created',
            actor_name: 'Priya Shah',
            before: null,
            after: { name: 'Annual review', client_id: clientId, start_at: startIn(3), duration_minutes: 60, attendees: [], guests: [] },
            document: null,
            person_name: null,
            created_at: '2026-03-01T10:00:00.000Z',
          },
        ]),
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}/audit-trail`, adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting audit trail' })).toBeTruthy();
    expect((await screen.findAllByText('Priya Shah scheduled the meeting “Annual review”')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to the meeting' }).getAttribute('href')).toBe(
      `/clients/${clientId}/client-meeting-rooms/${roomId}`,
    );
  });

  it('the recent fact find shows when it was saved and each section’s state, each leading to it', async () => {
    serve({
      [`GET /api/v1/clients/${clientId}/fact-finds`]: () =>
        json(200, {
          data: {
            client_id: clientId,
            version: 3,
            saved_at: '2026-02-20T10:00:00.000Z',
            saved_by: { id: clientId, first_name: 'Olivia', last_name: 'Hart' },
            include_partner: false,
            answers: {},
            sections: [
              { key: 'personalDetails', slug: 'personal-details', label: 'Personal details', saved: true, complete: true },
              { key: 'health', slug: 'health', label: 'Health', saved: false, complete: false },
            ],
            currencies: ['GBP'],
            actions: ['edit'],
            review: null,
            guidance: null,
          },
        }),
    });
    renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}/recent-fact-find`, adviser);
    expect(await screen.findByText('Last saved on February 20, 2026 by Olivia Hart (version 3)')).toBeTruthy();
    const section = screen.getByRole('link', { name: 'Personal details' });
    expect(section.getAttribute('href')).toBe(`/clients/${clientId}/fact-find/personal-details`);
    expect(within(section.closest('li') as HTMLElement).getByText('Complete')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Health' }).closest('li') as HTMLElement).getByText('Not started')).toBeTruthy();
    expect(screen.getByText(/Your goals/u)).toBeTruthy();
  });
});
