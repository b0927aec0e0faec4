import { meetingRoomMessages } from '@advice/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceWithFeatures, renderRoutes } from '../../test/harness.tsx';
import { meetingsPublicRoutes } from './meetings.area.tsx';
import { meetingsNavItems } from './meetings.nav.tsx';
import {
  adviser,
  clientId,
  page,
  renderMeetings,
  roomId,
  roomOf,
  roomsUrl,
  roomUrl,
  startIn,
  stubServer,
  theClient,
  withFeature,
} from './meetings.test-server.tsx';
import { meetingsHomePanels } from './meetings-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the client’s meetings', () => {
  it('lists their meetings, those to come first, each leading to its page', async () => {
    const sent = stubServer({ [`GET ${roomsUrl}`]: () => page([roomOf()]) });
    renderMeetings('/meetings', theClient);
    expect((await screen.findByRole('link', { name: 'Annual review' })).getAttribute('href')).toBe(
      `/meetings/client-meeting-rooms/${roomId}`,
    );
    expect(sent[0]?.url).toContain('upcoming=true');
  });

  it('with none, says they will appear when the adviser schedules one', async () => {
    stubServer({ [`GET ${roomsUrl}`]: () => page([]) });
    renderMeetings('/meetings', theClient);
    expect(await screen.findByText(/When your adviser schedules a meeting with you, it appears here/u)).toBeTruthy();
  });

  it('shows one meeting with the way to test their devices and when the room opens, and nothing to change', async () => {
    stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: roomOf({ actions: [] }) }) });
    renderMeetings(`/meetings/client-meeting-rooms/${roomId}`, theClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual review' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test your camera and microphone' }).getAttribute('href')).toBe(
      `/meetings/client-meeting-rooms/${roomId}/test-setup`,
    );
    expect(screen.getByText(/The room opens at/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join|Remove|Cancel/u })).toBeNull();
    expect(screen.queryByText('Media region')).toBeNull();
  });

  it('a staff address of their own meeting sends them to their page', async () => {
    stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: roomOf() }) });
    const router = renderMeetings(`/clients/${clientId}/client-meeting-rooms/${roomId}`, theClient);
    await screen.findByRole('heading', { level: 1, name: 'Annual review' });
    expect(router.state.location.pathname).toBe(`/meetings/client-meeting-rooms/${roomId}`);
  });
});

describe('a guest’s invitation page', () => {
  const guestRoom = (trusted: boolean, startAt = startIn(2)) => ({
    id: roomId,
    name: 'Annual review',
    start_at: startAt,
    duration_minutes: 60,
    status: 'scheduled',
    guest: { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Tom Hart', email: 'tom@hart.test', trusted },
    join_opens_at: new Date(new Date(startAt).getTime() - (trusted ? 30 * 60_000 : 0)).toISOString(),
    may_join: false,
  });
  const renderGuest = (path: string) =>
    renderRoutes([{ hydrateFallbackElement: <p>Loading</p>, children: meetingsPublicRoutes }], path, {
      practice: practiceWithFeatures(['adviceRoom']),
    });

  it('shows the meeting and when the room opens for a trusted guest, reading it with their token', async () => {
    const sent = stubServer({ [`GET /api/v1/guests/client-meeting-rooms/${roomId}`]: () => json(200, { data: guestRoom(true) }) });
    renderGuest(`/guests/client-meeting-rooms/${roomId}?token=secret-token`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual review' })).toBeTruthy();
    expect(screen.getByText('As a trusted guest, you may join up to 30 minutes before the start.')).toBeTruthy();
    expect(screen.getByText(/The room opens for you at/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test your camera and microphone' }).getAttribute('href')).toBe(
      `/guests/client-meeting-rooms/${roomId}/test-setup?token=secret-token`,
    );
    expect(screen.queryByRole('button', { name: /Join/u })).toBeNull();
    expect(sent[0]?.url).toContain('token=secret-token');
  });

  it('an untrusted guest joins from the start', async () => {
    stubServer({ [`GET /api/v1/guests/client-meeting-rooms/${roomId}`]: () => json(200, { data: guestRoom(false) }) });
    renderGuest(`/guests/client-meeting-rooms/${roomId}?token=secret-token`);
    expect(await screen.findByText('You may join from the start of the meeting.')).toBeTruthy();
  });

  it('a wrong token says the link is not valid; no token asks for the e-mail’s link', async () => {
    stubServer({
      [`GET /api/v1/guests/client-meeting-rooms/${roomId}`]: () =>
        json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'Not found' }] }),
    });
    renderGuest(`/guests/client-meeting-rooms/${roomId}?token=wrong`);
    expect(await screen.findByText(meetingRoomMessages['meetingRoom.guestLinkInvalid'])).toBeTruthy();
  });

  it('without a token asks for the link from the e-mail', async () => {
    stubServer({});
    renderGuest(`/guests/client-meeting-rooms/${roomId}`);
    expect(await screen.findByText(/This page needs the link from your invitation e-mail/u)).toBeTruthy();
  });
});

describe('the homes’ meeting panels and the navigation', () => {
  function renderPanels(user: typeof theClient, features = ['adviceRoom']) {
    const practice = withFeature(features);
    const shown = meetingsHomePanels.filter((panel) => panel.isShown(user, practice));
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              {shown.map(({ key, Component }) => (
                <Component key={key} user={user} />
              ))}
            </>
          ),
        },
      ],
      '/',
      { user, practice },
    );
    return shown.map((panel) => panel.key);
  }

  it('the client’s shows their next meeting, leading to it', async () => {
    stubServer({ [`GET ${roomsUrl}/upcoming`]: () => page([roomOf()]) });
    expect(renderPanels(theClient)).toEqual(['next-meeting']);
    expect(await screen.findByRole('heading', { name: 'Your next meeting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annual review' }).getAttribute('href')).toBe(`/meetings/client-meeting-rooms/${roomId}`);
  });

  it('staff see their clients’ upcoming meetings, each under its client', async () => {
    stubServer({ [`GET ${roomsUrl}/upcoming`]: () => page([roomOf()]), [`GET ${roomsUrl}`]: () => page([]) });
    expect(renderPanels(adviser)).toEqual(['upcoming-meetings', 'summaries-to-share']);
    expect(await screen.findByRole('heading', { name: 'Upcoming meetings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olivia Hart: Annual review' }).getAttribute('href')).toBe(
      `/clients/${clientId}/client-meeting-rooms/${roomId}`,
    );
  });

  it('staff see the meetings whose written summary waits for them to share, leading to the summary', async () => {
    const sent = stubServer({
      [`GET ${roomsUrl}/upcoming`]: () => page([]),
      [`GET ${roomsUrl}`]: () => page([roomOf({ status: 'completed' })]),
    });
    renderPanels(adviser);
    expect(await screen.findByRole('heading', { name: 'Meeting summaries to share' })).toBeTruthy();
    expect(screen.getByText('1 meeting summary is written and waits for you to check and share it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olivia Hart: Annual review' }).getAttribute('href')).toBe(
      `/clients/${clientId}/client-meeting-rooms/${roomId}#meeting-summary`,
    );
    expect(sent.find((request) => request.url.includes('summary_to_share=true'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Upcoming meetings' })).toBeNull();
  });

  it('no panel and no link while advice rooms are off', () => {
    expect(renderPanels(theClient, [])).toEqual([]);
    expect(meetingsNavItems(theClient, withFeature([]))).toEqual([]);
    expect(meetingsNavItems(adviser, withFeature([]))).toEqual([]);
    expect(meetingsNavItems(theClient, withFeature()).map((item) => item.to)).toEqual(['/meetings']);
    expect(meetingsNavItems(adviser, withFeature()).map((item) => item.to)).toEqual(['/client-meeting-rooms']);
  });
});
