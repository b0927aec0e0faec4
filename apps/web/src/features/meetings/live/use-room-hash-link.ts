import { type CurrentUser, liveRoomIdOfHash, liveRoomPages } from '@advice/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readMeetingRoom } from '../meetings.api.ts';

/**
 * Spec 1 §2: a `#/client-meeting-rooms/{id}` hash on any signed-in page opens that room's meeting page, the
 * client's or (once the room says whose it is) the staff's. A room the person may not see, or a malformed id,
 * only loses the hash.
 */
export function useRoomHashLink(user: Pick<CurrentUser, 'role'>): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const roomId = liveRoomIdOfHash(hash);
  const isClient = user.role === 'client';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new room link is followed, not every move of the page it lands on.
  useEffect(() => {
    if (!roomId) return;
    if (isClient) {
      void navigate(liveRoomPages.client(roomId), { replace: true });
      return;
    }
    let isCurrent = true;
    readMeetingRoom(roomId).then(
      (room) => {
        if (isCurrent) void navigate(liveRoomPages.staff(room.client.id, roomId), { replace: true });
      },
      () => {
        if (isCurrent) void navigate({ pathname, search }, { replace: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [roomId, isClient, navigate]);
}
