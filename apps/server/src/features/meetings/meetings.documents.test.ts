import { auditSentence, guestTokenHeader, roomDocumentMessages } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { auditEvents, meetingRoomAttendees, meetingRoomDocuments, storedFiles, users } from '../../db/schema/index.ts';
import type { RealtimeEvent, RoomEvent } from '../../realtime/hub.ts';
import { errorOf, signedIn, TestClient } from '../../testing/client.ts';
import { createPractice, createUser } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { type Room, useLiveCluster } from './live/live.testing.ts';

/**
 * Deleting a room's document (issue 16): by its staff attendees and whoever added it, audited, its stored file removed;
 * every open documents list of the room and everyone in its call who may see documents hears of an addition or a
 * deletion once it has committed, and a document shown in the call when it is deleted closes for everyone.
 */
const live = useLiveCluster();
const { createRoom, guestOf, join } = live;

const documents = (roomId: string) => `/api/v1/client-meeting-rooms/${roomId}/documents`;
const as = (user: Room['adviser']) => signedIn(live.app(), live.practice().host, user);

async function pdfOf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

async function add(user: Room['adviser'], roomId: string, filename = 'Pension options.pdf'): Promise<string> {
  const form = multipartFile('file', { filename, content: await pdfOf(2), contentType: 'application/pdf' });
  const response = await (await as(user)).request('POST', documents(roomId), { payload: form.payload, headers: form.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const fileOf = async (documentId: string) =>
  (
    await live
      .db()
      .select({ fileId: meetingRoomDocuments.fileId })
      .from(meetingRoomDocuments)
      .where(eq(meetingRoomDocuments.id, documentId))
  )[0]?.fileId;

function userEventsOf(userId: string): RealtimeEvent[] {
  const events: RealtimeEvent[] = [];
  live.runtime().realtime.subscribe(userId, (event) => events.push(event));
  return events;
}

function roomEventsOf(roomId: string): RoomEvent[] {
  const events: RoomEvent[] = [];
  live.runtime().realtime.subscribeRoom(roomId, (event) => events.push(event));
  return events;
}

/** Lets the NOTIFYs of earlier changes arrive, so a listener started now hears only what follows. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 150 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('deleting a room’s document', () => {
  it('a staff attendee deletes the client’s document: gone from the list with its stored file, audited, the open pages told', async () => {
    const room = await createRoom();
    await live.db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, room.adviser.id));
    const documentId = await add(room.client, room.id);
    const fileId = await fileOf(documentId);
    await settle();
    const clientEvents = userEventsOf(room.client.id);
    const adviserEvents = userEventsOf(room.adviser.id);
    const roomEvents = roomEventsOf(room.id);

    const adviser = await as(room.adviser);
    expect((await adviser.get(documents(room.id))).json().data[0].can_delete).toBe(true);
    const deleted = await adviser.delete(`${documents(room.id)}/${documentId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ message: roomDocumentMessages['roomDocument.deleted'] });

    expect((await adviser.get(documents(room.id))).json().data).toEqual([]);
    expect((await adviser.get(`${documents(room.id)}/${documentId}`)).statusCode).toBe(404);
    expect(
      await live
        .db()
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId ?? '')),
    ).toEqual([]);
    expect((await adviser.delete(`${documents(room.id)}/${documentId}`)).statusCode).toBe(404);

    const [event] = await live
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, room.id), eq(auditEvents.action, 'room_document_deleted')));
    expect(event?.actorId).toBe(room.adviser.id);
    const sentence =
      event &&
      auditSentence({
        entity_kind: event.entityKind,
        action: event.action,
        actor_name: 'Priya Shah',
        before: event.before,
        after: event.after,
        document: null,
        person_name: null,
      });
    expect(sentence).toBe('Priya Shah deleted the document “Pension options.pdf” from the meeting “Annual review”');

    const told = { type: 'meetingRooms.documents', clientId: room.client.id, roomId: room.id };
    await until(() => clientEvents.length > 0 && adviserEvents.length > 0);
    expect(clientEvents).toEqual([told]);
    // The adviser is told twice: as staff who may see the client's rooms, and as an attendee.
    expect(adviserEvents).toContainEqual(told);
    expect(roomEvents).toContainEqual({ type: 'live.documents', deletedId: documentId });
  });

  it('the client deletes the document they added, not the adviser’s (403); a staff member who is not an attendee neither', async () => {
    const room = await createRoom();
    const theirs = await add(room.client, room.id, 'Payslip.pdf');
    const advisers = await add(room.adviser, room.id, 'Plan.pdf');
    const client = await as(room.client);
    const listed = (await client.get(documents(room.id))).json().data as { id: string; can_delete: boolean }[];
    expect(Object.fromEntries(listed.map((d) => [d.id, d.can_delete]))).toEqual({ [theirs]: true, [advisers]: false });

    await settle();
    const events = userEventsOf(room.client.id);
    const roomEvents = roomEventsOf(room.id);
    const refused = await client.delete(`${documents(room.id)}/${advisers}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).detail).toBe(roomDocumentMessages['roomDocument.deleteForbidden']);

    // The adviser leaves the room's attendees: they still see the room, but delete only what they added.
    await live
      .db()
      .delete(meetingRoomAttendees)
      .where(and(eq(meetingRoomAttendees.roomId, room.id), eq(meetingRoomAttendees.userId, room.adviser.id)));
    const adviser = await as(room.adviser);
    const seen = (await adviser.get(documents(room.id))).json().data as { id: string; can_delete: boolean }[];
    expect(Object.fromEntries(seen.map((d) => [d.id, d.can_delete]))).toEqual({ [theirs]: false, [advisers]: true });
    expect((await adviser.delete(`${documents(room.id)}/${theirs}`)).statusCode).toBe(403);
    expect(await fileOf(advisers)).toBeDefined();
    expect(await fileOf(theirs)).toBeDefined();
    expect(
      await live
        .db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, room.id), eq(auditEvents.action, 'room_document_deleted'))),
    ).toEqual([]);

    // Nothing was told of the refusals; the client's own deletion is.
    const mine = await client.delete(`${documents(room.id)}/${theirs}`);
    expect(mine.statusCode, mine.body).toBe(200);
    await until(() => events.length > 0);
    expect(events).toEqual([{ type: 'meetingRooms.documents', clientId: room.client.id, roomId: room.id }]);
    expect(roomEvents).toEqual([{ type: 'live.documents', deletedId: theirs }]);
  });

  it('is a 404 for another room’s document, another room’s adviser and another practice; a guest cannot delete', async () => {
    const room = await createRoom();
    const documentId = await add(room.adviser, room.id);
    const other = await createRoom();

    const otherAdviser = await as(other.adviser);
    expect((await otherAdviser.delete(`${documents(other.id)}/${documentId}`)).statusCode).toBe(404);
    expect((await otherAdviser.delete(`${documents(room.id)}/${documentId}`)).statusCode).toBe(404);
    const roomAdviser = await as(room.adviser);
    expect((await roomAdviser.delete(`${documents(room.id)}/not-an-id`)).statusCode).toBe(400);

    const elsewhere = await createPractice(live.db());
    const stranger = await createUser(live.db(), { practiceId: elsewhere.id, role: 'director' });
    const theirs = await signedIn(live.app(), elsewhere.host, stranger);
    expect((await theirs.delete(`${documents(room.id)}/${documentId}`)).statusCode).toBe(404);

    // A trusted guest reads the room's documents with their token, but deleting takes a session.
    const guest = await guestOf(room.id, true);
    const anonymous = new TestClient(live.app(), live.practice().host);
    const byGuest = await anonymous.delete(`${documents(room.id)}/${documentId}`, { headers: { [guestTokenHeader]: guest.token } });
    expect(byGuest.statusCode).toBe(401);
    const guestPath = `/api/v1/guests/client-meeting-rooms/${room.id}/documents/${documentId}?token=${guest.token}`;
    expect((await anonymous.delete(guestPath)).statusCode).toBe(404);
    expect(await fileOf(documentId)).toBeDefined();
  });
});

describe('the call hears of the room’s documents', () => {
  it('an addition refreshes the panels of those who may see documents; a deletion also closes the document shown', async () => {
    // Begun a minute ago: an untrusted guest comes in at the start.
    const room = await createRoom({ startIn: -1 });
    const documentId = await add(room.adviser, room.id);
    const trusted = await guestOf(room.id, true);
    const untrusted = await guestOf(room.id, false);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    const sam = await join(room.id, { token: trusted.token }, 1);
    const stranger = await join(room.id, { token: untrusted.token }, 0);

    await add(room.client, room.id, 'Payslip.pdf');
    for (const peer of [adviser.peer, client.peer, sam.peer])
      expect(await peer.next('document.list')).toEqual({ type: 'document.list', roomId: room.id });

    adviser.peer.send({ type: 'document.open', documentId });
    for (const peer of [adviser.peer, client.peer, sam.peer]) expect((await peer.next('document.view')).view?.document_id).toBe(documentId);
    const deleted = await (await as(room.adviser)).delete(`${documents(room.id)}/${documentId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const peer of [adviser.peer, client.peer, sam.peer]) {
      expect(await peer.next('document.view')).toEqual({ type: 'document.view', view: null, strokes: [] });
      await peer.next('document.list');
    }

    // A chat message after them all arrives after anything the untrusted guest could have been sent about documents.
    adviser.peer.send({ type: 'chat', text: 'That one is gone.' });
    await stranger.peer.next('chat');
    expect(stranger.peer.messages.filter((m) => m.type.startsWith('document.'))).toEqual([]);
    for (const peer of [adviser.peer, client.peer, sam.peer, stranger.peer]) peer.ws.close();
  });
});
