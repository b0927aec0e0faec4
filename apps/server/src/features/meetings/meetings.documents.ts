import { randomUUID } from 'node:crypto';
import { type Actor, AppError, type RoomDocument, roomDocumentMessages, unreadableRefusal, uploadPolicies } from '@advice/domain';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db, Tx } from '../../db/client.ts';
import { meetingRoomDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Runtime } from '../../runtime.ts';
import { writeAudit } from '../audit/audit.writer.ts';
import type { RequestInfo } from '../auth/auth.service.ts';
import { fileBaseOf } from '../cases/case-documents.files.ts';
import { checkUpload, uploadRefused } from '../files/files.check.ts';
import { type FileContent, readStoredFile, storeFile } from '../files/stored-files.ts';
import { fullNameOf } from '../users/users.queries.ts';
import { guestAndRoomOf } from './meetings.guests.ts';
import { loadRoomFor } from './meetings.service.ts';

/*
 * A room's documents (issue 16, spec 1 §6): PDFs its client and staff add, which anyone in its call who may see
 * them (attendees and trusted guests) shows to everyone at the same page. Read through the room's own access:
 * another practice's room, or a room the viewer may not see, is a 404; an untrusted guest's token is a 403.
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

async function listDocuments(db: Db | Tx, roomId: string): Promise<RoomDocument[]> {
  const rows = await db
    .select({
      id: meetingRoomDocuments.id,
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
  return listDocuments(runtime.db, room.id);
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
  return listDocuments(runtime.db, room.id);
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
  });
  const saved = (await listDocuments(runtime.db, room.id)).find((document) => document.id === id);
  if (!saved) throw notFound();
  return { ...saved, message: roomDocumentMessages['roomDocument.added'] };
}
