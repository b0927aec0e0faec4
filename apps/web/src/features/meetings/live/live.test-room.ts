import type { LiveParticipant } from '@advice/domain';
import { idleSnapshot } from './room-snapshot.ts';
import type { LiveRoom } from './use-live-room.ts';

/** A connected call as the live room's hook describes it, for component tests of the parts that read it. */

export const liveRoomId = '9a1c7f0e-4a55-4f43-9b5e-0a1f2f0c1a33';

export function participantOf(role: LiveParticipant['role'], overrides: Partial<LiveParticipant> = {}): LiveParticipant {
  return {
    id: role === 'guest' ? 'guest_1e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b' : 'user_0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
    name: role === 'client' ? 'Olivia Hart' : role === 'guest' ? 'Tom Hart' : 'Priya Shah',
    role,
    camera: true,
    microphone: true,
    screen: null,
    ...overrides,
  };
}

export function liveRoomOf(overrides: Partial<LiveRoom> = {}): LiveRoom {
  const nothing = () => {};
  return {
    ...idleSnapshot,
    state: 'Connected',
    you: participantOf('adviser'),
    localStream: null,
    isMediaMissing: false,
    block: null,
    join: async () => {},
    leave: nothing,
    setCamera: nothing,
    setMicrophone: nothing,
    sendChat: nothing,
    shareScreen: async () => true,
    stopSharing: nothing,
    sendDocument: nothing,
    replaceTrack: async () => {},
    ...overrides,
  };
}
