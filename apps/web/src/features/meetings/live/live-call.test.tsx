import { liveRoomPages } from '@advice/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elsewhereRoute, json, renderRoutes, stubResizeObserver, userOf } from '../../../test/harness.tsx';
import { meetingsRoutes } from '../meetings.area.tsx';
import { adviserId, clientId, roomId, roomOf, roomUrl, stubServer, theClient, withFeature } from '../meetings.test-server.tsx';
import { isFloatingCallShown, LiveCallProvider } from './live-call-provider.tsx';
import type { RoomSnapshot } from './room-connection.ts';
import { useRoomHashLink } from './use-room-hash-link.ts';

/** The room's connection played by a stand-in: it connects at once, with the adviser already in the call. */
const calls = vi.hoisted(() => ({ made: 0, left: 0, current: null as null | { end: (reason: 'ended') => void } }));

vi.mock('./room-connection.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./room-connection.ts')>();
  const { participantOf } = await import('./live.test-room.ts');
  const { idleSnapshot } = await import('./room-snapshot.ts');
  class FakeRoomConnection {
    private readonly onChange: (snapshot: RoomSnapshot) => void;
    constructor(options: { onChange: (snapshot: RoomSnapshot) => void }) {
      this.onChange = options.onChange;
      calls.made += 1;
      calls.current = this;
    }
    connect() {
      this.onChange({
        ...idleSnapshot,
        state: 'Connected',
        you: participantOf('client', { id: `user_${clientId}`, name: 'Olivia Hart' }),
        others: [{ participant: participantOf('adviser', { id: `user_${adviserId}` }), stream: null, screen: null }],
      });
    }
    leave() {
      calls.left += 1;
      this.onChange({ ...idleSnapshot });
    }
    end(reason: 'ended') {
      this.onChange({ ...idleSnapshot, ended: reason });
    }
    setCamera() {}
    setMicrophone() {}
  }
  return { ...actual, RoomConnection: FakeRoomConnection };
});

/** How many times the call's engine was loaded: the first test needs it never loaded before it. */
const engine = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./live-call-engine.tsx', async (importOriginal) => {
  engine.loads += 1;
  return importOriginal();
});

const noTracks = () => [];
const fakeStream = { getTracks: noTracks, getVideoTracks: noTracks, getAudioTracks: noTracks };

beforeEach(() => {
  calls.made = 0;
  calls.left = 0;
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('RTCPeerConnection', function RTCPeerConnection() {});
  stubResizeObserver();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => fakeStream },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A room open now, its home, and the area's pages under the tab's call, as the signed-in shell holds them. */
function renderPortal(path: string) {
  stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: roomOf({ start_at: new Date().toISOString() }) }) });
  const routes: RouteObject[] = [
    {
      hydrateFallbackElement: <p>Loading</p>,
      element: (
        <LiveCallProvider>
          <Outlet />
        </LiveCallProvider>
      ),
      children: [...meetingsRoutes, { path: 'client', element: <h1>Your home</h1> }, elsewhereRoute],
    },
  ];
  return renderRoutes(routes, path, { user: theClient, practice: withFeature() });
}

async function joinCall(path = liveRoomPages.client(roomId)) {
  const portal = renderPortal(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Join meeting' }));
  await screen.findByRole('toolbar', { name: 'Meeting controls' });
  return portal;
}

const floatingWindow = () => screen.queryByRole('complementary', { name: 'Meeting in progress: Annual review' });

describe('the tab’s call (issue 16)', () => {
  // First in the file: the engine, once loaded by a test, stays loaded for the rest.
  it('loads no call code on the pages around it until the person opens a meeting page, and joins from there', async () => {
    const { router } = renderPortal('/client');
    await screen.findByRole('heading', { name: 'Your home' });
    await act(() => router.navigate('/elsewhere'));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(engine.loads).toBe(0);

    await act(() => router.navigate(liveRoomPages.client(roomId)));
    fireEvent.click(await screen.findByRole('button', { name: 'Join meeting' }));
    await screen.findByRole('toolbar', { name: 'Meeting controls' });
    expect(engine.loads).toBe(1);
    expect(calls.made).toBe(1);
  });

  it('goes on when the client goes to another page, in a floating window with the others, until Back leads to its page', async () => {
    const { router } = await joinCall();
    await act(() => router.navigate('/client'));
    await screen.findByRole('heading', { name: 'Your home' });
    const window = await screen.findByRole('complementary', { name: 'Meeting in progress: Annual review' });
    expect(within(window).getByText('Priya Shah').closest('figure')).toBeTruthy();
    expect(within(window).getByRole('button', { name: 'Turn camera off' })).toBeTruthy();
    expect(within(window).getByRole('button', { name: 'Leave meeting' })).toBeTruthy();
    expect([calls.made, calls.left]).toEqual([1, 0]);

    fireEvent.click(within(window).getByRole('link', { name: 'Back to the meeting' }));
    await screen.findByRole('toolbar', { name: 'Meeting controls' });
    expect(router.state.location.pathname).toBe(liveRoomPages.client(roomId));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Connected');
    expect(floatingWindow()).toBeNull();
    expect([calls.made, calls.left]).toEqual([1, 0]);
  });

  it('folds the floating window’s video away and back, keeping the call', async () => {
    const { router } = await joinCall();
    await act(() => router.navigate('/client'));
    const fold = await screen.findByRole('button', { name: 'Hide video' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(screen.getByRole('button', { name: 'Show video' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Back to the meeting' })).toBeTruthy();
    expect(calls.left).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show video' }));
  });

  it('ends when the person leaves from the floating window: it goes, and the meeting page offers to join again', async () => {
    const { router } = await joinCall();
    await act(() => router.navigate('/client'));
    const window = await screen.findByRole('complementary', { name: 'Meeting in progress: Annual review' });
    fireEvent.click(within(window).getByRole('button', { name: 'Leave meeting' }));
    expect(calls.left).toBe(1);
    expect(floatingWindow()).toBeNull();
    await act(() => router.navigate(liveRoomPages.client(roomId)));
    expect(await screen.findByRole('button', { name: 'Join meeting' })).toBeTruthy();
  });

  it('hides the floating window once the room ends the call', async () => {
    const { router } = await joinCall();
    await act(() => router.navigate('/client'));
    await screen.findByRole('complementary', { name: 'Meeting in progress: Annual review' });
    act(() => calls.current?.end('ended'));
    expect(floatingWindow()).toBeNull();
  });

  it('ends when the tab’s call goes (signing out takes the shell away)', async () => {
    const { unmount } = await joinCall();
    unmount();
    expect(calls.left).toBe(1);
  });

  it('offers the Sticky toggle on a wide screen only, keeping the stage in view for the tab’s session once pressed', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(min-width: 1024px)', media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    const { unmount } = await joinCall();
    const sticky = screen.getByRole('button', { name: 'Sticky' });
    expect(sticky.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sticky);
    expect(sticky.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.live-room--sticky .live-room__stage')).not.toBeNull();
    unmount();
    await joinCall();
    expect(screen.getByRole('button', { name: 'Sticky' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no Sticky toggle on a narrower screen', async () => {
    await joinCall();
    expect(screen.queryByRole('button', { name: 'Sticky' })).toBeNull();
  });

  it('shows no floating window on the call’s own page', async () => {
    await joinCall();
    expect(floatingWindow()).toBeNull();
  });
});

describe('where the floating window shows (spec 1 §2)', () => {
  it.each([
    `/clients/${clientId}/client-meeting-rooms/${roomId}/meeting`,
    `/clients/${clientId}/client-meeting-rooms/${roomId}/test-setup`,
    `/meetings/client-meeting-rooms/${roomId}/meeting`,
    `/meetings/client-meeting-rooms/${roomId}/test-setup`,
  ])('not on the meeting-room route %s', (pathname) => {
    expect(isFloatingCallShown(true, pathname)).toBe(false);
  });

  it.each(['/client', `/meetings/client-meeting-rooms/${roomId}`, `/clients/${clientId}/client-meeting-rooms/${roomId}`, '/messages'])(
    'on %s while connected, never while disconnected',
    (pathname) => {
      expect(isFloatingCallShown(true, pathname)).toBe(true);
      expect(isFloatingCallShown(false, pathname)).toBe(false);
    },
  );
});

function HashLink({ role }: { role: 'client' | 'adviser' }) {
  useRoomHashLink({ role });
  return <h1>Home</h1>;
}

describe('a #/client-meeting-rooms/{id} link (spec 1 §2)', () => {
  const renderAt = (path: string, role: 'client' | 'adviser') =>
    renderRoutes(
      [
        { path: '/:area', element: <HashLink role={role} /> },
        { path: '*', element: <h1>Elsewhere</h1> },
      ],
      path,
      { user: role === 'client' ? theClient : userOf('adviser', { id: adviserId }) },
    ).router;

  it('opens the client’s meeting page for the room', async () => {
    const router = renderAt(`/client#/client-meeting-rooms/${roomId}`, 'client');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(liveRoomPages.client(roomId)));
  });

  it('opens the staff’s meeting page under the room’s client', async () => {
    stubServer({ [`GET ${roomUrl}`]: () => json(200, { data: roomOf() }) });
    const router = renderAt(`/adviser#/client-meeting-rooms/${roomId}`, 'adviser');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(liveRoomPages.staff(clientId, roomId)));
  });

  it('drops the link to a room the person may not see, staying where they are', async () => {
    stubServer({ [`GET ${roomUrl}`]: () => json(404, { errors: [{ status: '404', code: 'meetingRoom.notFound', title: 'Not found' }] }) });
    const router = renderAt(`/adviser#/client-meeting-rooms/${roomId}`, 'adviser');
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/adviser');
  });

  it('ignores a malformed room id', async () => {
    const router = renderAt('/client#/client-meeting-rooms/not-a-room', 'client');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/client');
  });
});
