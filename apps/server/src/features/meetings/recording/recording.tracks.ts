import {
  type Actor,
  AppError,
  meetingRecordingMediaMessages,
  participantIdOf,
  type RecordingTrackBody,
  type RecordingTrackView,
  uploadPolicies,
} from '@advice/domain';
import { eq } from 'drizzle-orm';
import { meetingRecordings } from '../../../db/schema/index.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import type { Runtime } from '../../../runtime.ts';
import { checkUpload } from '../../files/files.check.ts';
import { removeUnreferencedFiles } from '../../files/files.sweep.ts';
import { storeFile } from '../../files/stored-files.ts';
import { admitAttendee, admitGuest } from '../live/live.access.ts';
import { guestAndRoomOf } from '../meetings.guests.ts';
import type { RoomRow } from '../meetings.queries.ts';
import { loadRoomFor } from '../meetings.service.ts';
import {
  countParticipantTracks,
  findOwnTrack,
  findRunningRecording,
  insertTrack,
  listPieceIndexes,
  presentTrack,
  type RecordingRow,
  savePiece,
} from './recording.queries.ts';

/**
 * The participants' own media of a recording (issue 16): each browser in the call records its microphone, or its camera
 * and microphone, as a track, and sends it in whole WebM pieces of a few seconds, each checked by its upload policy.
 * Attendees call as themselves (the client and the staff who may join the client's rooms), guests with their token;
 * each reads and sends to their own tracks only (anyone else's is a 404). Tracks and pieces are machine data: not
 * audited; what is made of them (the composed recording, its deletion) is.
 */

const policy = uploadPolicies.meetingRecordingPiece;
type Key = keyof typeof meetingRecordingMediaMessages;
const conflict = (key: Key) => new AppError('state.illegal_transition', { detail: meetingRecordingMediaMessages[key] });
const trackNotFound = () => new AppError('resource.not_found', { detail: meetingRecordingMediaMessages['recordingMedia.trackNotFound'] });

/** A page reloaded this often in one recording is not a browser recording its media. */
export const tracksPerParticipantMax = 50;

/** Who sends media: the room, their participant id as the live room names them, and who stores the files (null: a guest). */
type Sender = { room: RoomRow; participantId: string; createdBy: string | null };

async function attendeeSender(runtime: Runtime, actor: Actor, roomId: string): Promise<Sender> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.join');
  return { room, participantId: participantIdOf({ kind: 'user', userId: actor.userId }), createdBy: actor.userId };
}

async function guestSender(runtime: Runtime, practiceId: string | null, roomId: string, token: string | undefined): Promise<Sender> {
  const { guest, room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  return { room, participantId: participantIdOf({ kind: 'guest', guestId: guest.id }), createdBy: null };
}

/** Media is taken only for a recording not yet composed: running, or stopped and waiting for its last pieces. */
const isTakingMedia = (recording: Pick<RecordingRow, 'status'>) => recording.status === 'recording' || recording.status === 'pending';

/** A new track of the room's running recording for the participant the admission names (409 when nothing is recorded). */
async function createTrack(
  runtime: Runtime,
  room: Pick<RoomRow, 'id'>,
  participant: { id: string; name: string },
  body: RecordingTrackBody,
): Promise<RecordingTrackView> {
  const recording = await findRunningRecording(runtime.db, room.id);
  if (!recording) throw conflict('recordingMedia.notRecording');
  if ((await countParticipantTracks(runtime.db, recording.id, participant.id)) >= tracksPerParticipantMax)
    throw conflict('recordingMedia.tooManyTracks');
  return presentTrack(await insertTrack(runtime.db, recording, participant, body.kind), []);
}

/** An attendee of the open room (who may join its client's rooms) starts a track; anyone else is refused as the call refuses them. */
export async function createAttendeeTrack(runtime: Runtime, actor: Actor, roomId: string, body: RecordingTrackBody) {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.join');
  const admission = await admitAttendee(runtime.db, actor, room.id);
  return createTrack(runtime, room, admission.participant, body);
}

export async function createGuestTrack(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
  body: RecordingTrackBody,
) {
  const admission = await admitGuest(runtime.db, practiceId, roomId, token);
  return createTrack(runtime, { id: admission.roomId }, admission.participant, body);
}

async function ownTrack(runtime: Runtime, sender: Sender, trackId: string) {
  const found = await findOwnTrack(runtime.db, {
    practiceId: sender.room.practiceId,
    roomId: sender.room.id,
    trackId,
    participantId: sender.participantId,
  });
  if (!found) throw trackNotFound();
  return found;
}

async function readTrack(runtime: Runtime, sender: Sender, trackId: string): Promise<RecordingTrackView> {
  const { track } = await ownTrack(runtime, sender, trackId);
  return presentTrack(track, await listPieceIndexes(runtime.db, track.id));
}

export async function getAttendeeTrack(runtime: Runtime, actor: Actor, roomId: string, trackId: string) {
  return readTrack(runtime, await attendeeSender(runtime, actor, roomId), trackId);
}

export async function getGuestTrack(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  trackId: string,
  token: string | undefined,
) {
  return readTrack(runtime, await guestSender(runtime, practiceId, roomId, token), trackId);
}

/**
 * Stores one piece of the sender's own track while its recording takes media (409 otherwise): read only once the track
 * is found, checked by its policy (WebM by content, its size), stored, then pointed at by the piece in a transaction
 * that holds the recording as it is. A piece sent again replaces the one before, whose file then goes.
 */
async function savePieceOf(
  runtime: Runtime,
  sender: Sender,
  trackId: string,
  index: number,
  read: () => Promise<UploadedFile>,
): Promise<{ index: number; size: number }> {
  const { track, recording } = await ownTrack(runtime, sender, trackId);
  if (!isTakingMedia(recording)) throw conflict('recordingMedia.notRecording');
  const checked = await checkUpload(policy, await read());
  const stored = await storeFile(runtime, {
    practiceId: sender.room.practiceId,
    ownerId: sender.room.clientId,
    purpose: 'meetingRecordingPiece',
    fileName: `piece-${index}.${checked.ext}`,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: sender.createdBy,
  });
  const replaced = await runtime.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: meetingRecordings.status })
      .from(meetingRecordings)
      .where(eq(meetingRecordings.id, recording.id))
      .for('share');
    if (!current || !isTakingMedia(current)) throw conflict('recordingMedia.notRecording');
    return savePiece(tx, { trackId: track.id, index, fileId: stored.id, size: checked.body.length });
  });
  if (replaced) await removeUnreferencedFiles(runtime, [replaced]);
  return { index, size: checked.body.length };
}

export async function uploadAttendeePiece(
  runtime: Runtime,
  actor: Actor,
  params: { id: string; trackId: string; index: number },
  read: () => Promise<UploadedFile>,
) {
  return savePieceOf(runtime, await attendeeSender(runtime, actor, params.id), params.trackId, params.index, read);
}

export async function uploadGuestPiece(
  runtime: Runtime,
  practiceId: string | null,
  params: { id: string; trackId: string; index: number },
  token: string | undefined,
  read: () => Promise<UploadedFile>,
) {
  return savePieceOf(runtime, await guestSender(runtime, practiceId, params.id, token), params.trackId, params.index, read);
}
