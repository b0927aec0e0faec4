import { randomUUID } from 'node:crypto';
import {
  type Actor,
  AppError,
  isStaffRole,
  mayDeleteRoomDocument,
  type RoomDocument,
  roomDocumentMessages,
  unreadableRefusal,
  uploadPolicies,
} from '@advice/domain';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db, Tx } from '../../db/client.ts';
import { meetingRoomAttendees, meetingRoomDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { fileBaseOf } from '../cases/case-documents.files.ts';
import { checkUpload, uploadRefused } from '../files/files.check.ts';
import { removeUnreferencedFiles } from '../files/files.sweep.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { guestAndRoomOf } from './meetings.guests.ts';
import { publishRoomDocumentsChange } from './meetings.notify.ts';
import type { RoomRow } from './meetings.queries.ts';
import { loadRoomFor } from './meetings.service.ts';

/*
 * A room's documents (issue 16, spec 1 §6): PDFs its client and staff add, which anyone in its call who may see
 * them (attendees and trusted guests) shows to everyone at the same page. Read through the room's own access:
 * another practice's room, or a room the viewer may not see, is a 404; an untrusted guest's token is a 403.
 * Adding or deleting one tells, after commit, the open pages of the room (the user sockets of its staff and
 * attendees) and its call (the room's sockets, which pass it on to those who may see documents only).
 */

const policy = uploadPolicies.meetingRoomDocument;
const notFound = () => new AppError('resource.not_found', { detail: roomDocumentMessages['roomDocument.notFound'] });

/** A room's document as the live room needs it: enough to show it, and to bound the page it is asked for. */
export type RoomDocumentFacts = { id: string; fileId: string; fileName: string; pageCount: number };

/** One document of the room by id; null when the room has no such document. */
export async function findRoomDocument(db: Db | Tx, roomId: string, documentId: string): Promise<RoomDocumentFacts | null> {
  const [row] = await db
    .select({
      id: meetingRoomDocuments.id,
      fileId: meetingRoomDocuments.fileId,
      fileName: storedFiles.fileName,
      pageCount: meetingRoomDocuments.pageCount,
    })
    .from(meetingRoomDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, meetingRoomDocuments.fileId))
    .where(and(eq(meetingRoomDocuments.roomId, roomId), eq(meetingRoomDocuments.id, documentId)));
  return row ?? null;
}

/** Who lists the room's documents, for whether they may delete each; null for a guest, who never may. */
type DocumentViewer = { userId: string; isStaffAttendee: boolean } | null;

/** The actor as the deletion rule needs them: a member of staff among the room's attendees, or not. */
async function documentViewerOf(db: Db | Tx, actor: Actor, roomId: string): Promise<NonNullable<DocumentViewer>> {
  if (!isStaffRole(actor.role)) return { userId: actor.userId, isStaffAttendee: false };
  const [attendee] = await db
    .select({ userId: meetingRoomAttendees.userId })
    .from(meetingRoomAttendees)
    .where(and(eq(meetingRoomAttendees.roomId, roomId), eq(meetingRoomAttendees.userId, actor.userId)));
  return { userId: actor.userId, isStaffAttendee: attendee !== undefined };
}

async function listDocuments(db: Db | Tx, roomId: string, viewer: DocumentViewer): Promise<RoomDocument[]> {
  const rows = await db
    .select({
      id: meetingRoomDocuments.id,
      createdBy: meetingRoomDocuments.createdBy,
      fileName: storedFiles.fileName,
      sizeBytes: storedFiles.sizeBytes,
      pageCount: meetingRoomDocuments.pageCount,
      createdAt: meetingRoomDocuments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(meetingRoomDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, meetingRoomDocuments.fileId))
    .leftJoin(users, eq(users.id, meetingRoomDocuments.createdBy))
    .where(eq(meetingRoomDocuments.roomId, roomId))
    .orderBy(asc(meetingRoomDocuments.createdAt), asc(meetingRoomDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    file_name: row.fileName,
    size_bytes: row.sizeBytes ?? 0,
    page_count: row.pageCount,
    added_by: row.firstName === null || row.lastName === null ? '' : fullNameOf({ firstName: row.firstName, lastName: row.lastName }),
    created_at: row.createdAt.toISOString(),
    can_delete: viewer !== null && mayDeleteRoomDocument(viewer, row.createdBy),
  }));
}

async function readDocument(runtime: Runtime, practiceId: string, roomId: string, documentId: string): Promise<FileContent> {
  const document = await findRoomDocument(runtime.db, roomId, documentId);
  const content = document ? await readStoredFile(runtime, { practiceId, id: document.fileId }) : null;
  if (!content) throw notFound();
  return content;
}

/** The room's documents, oldest first, for whoever may see the room. */
export async function listRoomDocuments(runtime: Runtime, actor: Actor, roomId: string): Promise<RoomDocument[]> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return listDocuments(runtime.db, room.id, await documentViewerOf(runtime.db, actor, room.id));
}

export async function readRoomDocument(runtime: Runtime, actor: Actor, roomId: string, documentId: string): Promise<FileContent> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  return readDocument(runtime, room.practiceId, room.id, documentId);
}

/** A trusted guest's token reads the room's documents; an untrusted guest's is refused, whatever the document. */
async function trustedGuestRoom(runtime: Runtime, practiceId: string | null, roomId: string, token: string | undefined) {
  const { guest, room } = await guestAndRoomOf(runtime, practiceId, roomId, token);
  if (!guest.trusted) throw new AppError('auth.forbidden', { detail: roomDocumentMessages['roomDocument.guestNotTrusted'] });
  return room;
}

export async function listGuestRoomDocuments(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  token: string | undefined,
): Promise<RoomDocument[]> {
  const room = await trustedGuestRoom(runtime, practiceId, roomId, token);
  return listDocuments(runtime.db, room.id, null);
}

export async function readGuestRoomDocument(
  runtime: Runtime,
  practiceId: string | null,
  roomId: string,
  documentId: string,
  token: string | undefined,
): Promise<FileContent> {
  const room = await trustedGuestRoom(runtime, practiceId, roomId, token);
  return readDocument(runtime, room.practiceId, room.id, documentId);
}

/** The PDF's number of pages; refused as unreadable when pdf-lib cannot read it (its content said PDF, its body is not one). */
async function pageCountOf(body: Buffer, fileName: string): Promise<number> {
  const count = await PDFDocument.load(body, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
    .then((pdf) => pdf.getPageCount())
    .catch(() => 0);
  if (count < 1) throw uploadRefused(policy, unreadableRefusal(fileName));
  return count;
}

/**
 * Adds a PDF to the room: checked by its policy (by content, size and name) and read for its page count, stored, then
 * pointed at by the room's new document in one transaction with its audit event.
 */
export async function uploadRoomDocument(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  upload: UploadedFile,
  info: RequestInfo,
): Promise<RoomDocument & { message: string }> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  const checked = await checkUpload(policy, upload);
  const pageCount = await pageCountOf(checked.body, upload.fileName);
  const stored = await storeFile(runtime, {
    practiceId: room.practiceId,
    ownerId: room.clientId,
    purpose: 'meetingRoomDocument',
    fileName: `${fileBaseOf(upload.fileName, 'document')}.${checked.ext}`,
    mediaType: checked.mediaType,
    ext: checked.ext,
    body: checked.body,
    createdBy: actor.userId,
  });
  const id = randomUUID();
  await inTransaction(runtime, async (uow) => {
    await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.view', { lock: true });
    await uow.tx
      .insert(meetingRoomDocuments)
      .values({ id, practiceId: room.practiceId, roomId: room.id, fileId: stored.id, pageCount, createdBy: actor.userId });
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      ip: info.ip,
      action: 'room_document_added',
      after: { name: room.name, client_id: room.clientId, file_name: stored.fileName },
    });
    await publishRoomDocumentsChange(uow, room);
  });
  await tellTheCall(runtime, room, null);
  const viewer = await documentViewerOf(runtime.db, actor, room.id);
  const saved = (await listDocuments(runtime.db, room.id, viewer)).find((document) => document.id === id);
  if (!saved) throw notFound();
  return { ...saved, message: roomDocumentMessages['roomDocument.added'] };
}

/**
 * Tells the room's call its documents changed, once the change has committed (the room's talk is not transactional):
 * each socket that may see documents has its panel read the list again, and closes the deleted one if it is shown.
 */
async function tellTheCall(runtime: Runtime, room: RoomRow, deletedId: string | null): Promise<void> {
  await runtime.realtime.publishToRoom(runtime.db, room.id, { type: 'live.documents', deletedId }).catch(() => {});
}

/**
 * Deletes one of the room's documents: by a staff attendee of the room or whoever added it (mayDeleteRoomDocument),
 * else 403; another room's document is a 404. The row goes with its audit event in one transaction, then the stored
 * file through the files' own clean-up (kept should anything else point at it), and the room's pages and call are
 * told. Shown in the call at the time, it closes for everyone rather than the deletion being refused: the call's
 * sockets hold what is shown, not the server, and a document someone means to take away should not stay on screen.
 */
export async function deleteRoomDocument(
  runtime: Runtime,
  actor: Actor,
  roomId: string,
  documentId: string,
  info: RequestInfo,
): Promise<{ message: string }> {
  const { room } = await loadRoomFor(runtime.db, actor, roomId, 'meetingRoom.view');
  const fileId = await inTransaction(runtime, async (uow) => {
    await loadRoomFor(uow.tx, actor, roomId, 'meetingRoom.view', { lock: true });
    const [document] = await uow.tx
      .select({ fileId: meetingRoomDocuments.fileId, createdBy: meetingRoomDocuments.createdBy, fileName: storedFiles.fileName })
      .from(meetingRoomDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, meetingRoomDocuments.fileId))
      .where(and(eq(meetingRoomDocuments.roomId, room.id), eq(meetingRoomDocuments.id, documentId)));
    if (!document) throw notFound();
    if (!mayDeleteRoomDocument(await documentViewerOf(uow.tx, actor, room.id), document.createdBy)) {
      throw new AppError('auth.forbidden', { detail: roomDocumentMessages['roomDocument.deleteForbidden'] });
    }
    await uow.tx.delete(meetingRoomDocuments).where(eq(meetingRoomDocuments.id, documentId));
    await writeAudit(uow.tx, {
      actor,
      practiceId: room.practiceId,
      entityKind: 'advice-room',
      entityId: room.id,
      ip: info.ip,
      action: 'room_document_deleted',
      before: { name: room.name, client_id: room.clientId, file_name: document.fileName },
    });
    await publishRoomDocumentsChange(uow, room);
    return document.fileId;
  });
  await removeUnreferencedFiles(runtime, [fileId]);
  await tellTheCall(runtime, room, documentId);
  return { message: roomDocumentMessages['roomDocument.deleted'] };
}
