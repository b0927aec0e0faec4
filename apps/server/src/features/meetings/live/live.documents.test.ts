import { auditSentence, roomDocumentMessages, type SketchStroke, sharedDocumentRefusals, sketchPointsMax } from '@advice/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../../db/schema/index.ts';
import { errorOf, signedIn } from '../../../testing/client.ts';
import { createPractice, createUser } from '../../../testing/factories.ts';
import { multipartFile } from '../../../testing/multipart.ts';
import { type Room, useLiveCluster, within } from './live.testing.ts';

/**
 * A room's documents (issue 16): added as PDFs by its client and staff, read by them and by trusted guests, and
 * shown in the call to everyone at the same page and rotation with the sketchpad drawn live; untrusted guests
 * neither open nor see them. Two instances, as the live room's own tests run.
 */
const live = useLiveCluster();
const { createRoom, guestOf, connect, join } = live;

const documents = (roomId: string) => `/api/v1/client-meeting-rooms/${roomId}/documents`;
const guestDocuments = (roomId: string, token: string) => `/api/v1/guests/client-meeting-rooms/${roomId}/documents?token=${token}`;

async function pdfOf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

const as = (user: Room['adviser']) => signedIn(live.app(), live.practice().host, user);

async function upload(user: Room['adviser'], roomId: string, file: { filename: string; content: Buffer; contentType?: string }) {
  const c = await as(user);
  const form = multipartFile('file', { contentType: 'application/pdf', ...file });
  return c.request('POST', documents(roomId), { payload: form.payload, headers: form.headers });
}

/** A room with a document of `pages` pages added by its adviser. */
async function roomWithDocument(pages = 3, startIn = 5): Promise<{ room: Room; documentId: string }> {
  const room = await createRoom({ startIn });
  const response = await upload(room.adviser, room.id, { filename: 'Pension options.pdf', content: await pdfOf(pages) });
  expect(response.statusCode, response.body).toBe(201);
  return { room, documentId: response.json().data.id };
}

const stroke = (
  points: [number, number][] = [
    [0.1, 0.2],
    [0.3, 0.4],
  ],
): SketchStroke => ({ tool: 'pen', width: 2, colour: '#d92d20', points });

describe('the room’s documents', () => {
  it('an adviser adds a PDF: the client lists and downloads it, the add is audited; a trusted guest reads it with their token', async () => {
    const room = await createRoom();
    await live.db().update(users).set({ firstName: 'Priya', lastName: 'Shah' }).where(eq(users.id, room.adviser.id));
    const bytes = await pdfOf(3);
    const added = await upload(room.adviser, room.id, { filename: 'Pension options.pdf', content: bytes });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      file_name: 'Pension options.pdf',
      page_count: 3,
      size_bytes: bytes.length,
      added_by: 'Priya Shah',
      message: roomDocumentMessages['roomDocument.added'],
    });
    const id: string = added.json().data.id;

    const client = await as(room.client);
    const list = await client.get(documents(room.id));
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([id]);
    const download = await client.get(`${documents(room.id)}/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const [event] = await live
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, room.id), eq(auditEvents.action, 'room_document_added')));
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
    expect(sentence).toBe('Priya Shah added the document “Pension options.pdf” to the meeting “Annual review”');

    const guest = await guestOf(room.id, true);
    const host = { host: live.practice().host };
    const guestList = await live.app().inject({ method: 'GET', url: guestDocuments(room.id, guest.token), headers: host });
    expect(guestList.json().data.map((d: { id: string }) => d.id)).toEqual([id]);
    const guestDownload = await live.app().inject({
      method: 'GET',
      url: `/api/v1/guests/client-meeting-rooms/${room.id}/documents/${id}?token=${guest.token}`,
      headers: host,
    });
    expect(guestDownload.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses an untrusted guest (403), a wrong token, another room’s document and another practice (404)', async () => {
    const { room, documentId } = await roomWithDocument();
    const other = await createRoom();
    const host = { host: live.practice().host };
    const untrusted = await guestOf(room.id, false);
    const refused = await live.app().inject({ method: 'GET', url: guestDocuments(room.id, untrusted.token), headers: host });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).detail).toBe(roomDocumentMessages['roomDocument.guestNotTrusted']);
    const download = await live.app().inject({
      method: 'GET',
      url: `/api/v1/guests/client-meeting-rooms/${room.id}/documents/${documentId}?token=${untrusted.token}`,
      headers: host,
    });
    expect(download.statusCode).toBe(403);
    expect((await live.app().inject({ method: 'GET', url: guestDocuments(room.id, 'wrong'), headers: host })).statusCode).toBe(404);

    const adviser = await as(other.adviser);
    expect((await adviser.get(`${documents(other.id)}/${documentId}`)).statusCode).toBe(404);
    expect((await adviser.get(documents(room.id))).statusCode).toBe(404);

    const elsewhere = await createPractice(live.db());
    const stranger = await createUser(live.db(), { practiceId: elsewhere.id, role: 'adviser' });
    const theirs = await signedIn(live.app(), elsewhere.host, stranger);
    expect((await theirs.get(documents(room.id))).statusCode).toBe(404);
  });

  it('takes PDFs only, by content: a renamed image and a file that only claims to be a PDF are refused', async () => {
    const room = await createRoom();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await upload(room.adviser, room.id, { filename: 'scan.pdf', content: png });
    expect(image.statusCode).toBe(422);
    expect(errorOf(image).source?.pointer).toBe('/file');
    const fake = await upload(room.adviser, room.id, { filename: 'broken.pdf', content: Buffer.from('%PDF-1.4\nnot really\n') });
    expect(fake.statusCode).toBe(422);
    expect(errorOf(fake).code).toBe('upload.unreadable');
  });
});

describe('a document shown in the call', () => {
  it('shows to everyone at the opener’s page and rotation, across instances, with strokes drawn live; a newcomer gets the view', async () => {
    const { room, documentId } = await roomWithDocument(3);
    const trusted = await guestOf(room.id, true);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);

    adviser.peer.send({ type: 'document.open', documentId });
    for (const peer of [adviser.peer, client.peer]) {
      const { view, strokes } = await peer.next('document.view');
      expect(view).toMatchObject({ document_id: documentId, file_name: 'Pension options.pdf', page: 1, page_count: 3, rotation: 0 });
      expect(view?.opened_by).toBe(adviser.welcome.you.id);
      expect(strokes).toEqual([]);
    }
    adviser.peer.send({ type: 'document.page', page: 2 });
    adviser.peer.send({ type: 'document.rotation', rotation: 90 });
    expect((await client.peer.next('document.view')).view?.page).toBe(2);
    expect((await client.peer.next('document.view')).view).toMatchObject({ page: 2, rotation: 90 });

    client.peer.send({ type: 'document.stroke', stroke: stroke() });
    expect(await adviser.peer.next('document.stroke')).toEqual({ type: 'document.stroke', from: client.welcome.you.id, stroke: stroke() });
    expect((await client.peer.next('document.stroke')).stroke).toEqual(stroke());

    const sam = await join(room.id, { token: trusted.token }, 1);
    const seen = await sam.peer.next('document.view');
    expect(seen.view).toMatchObject({ document_id: documentId, page: 2, rotation: 90 });
    expect(seen.strokes).toEqual([stroke()]);

    client.peer.send({ type: 'document.clear' });
    await adviser.peer.next('document.clear');
    adviser.peer.send({ type: 'document.close' });
    expect((await sam.peer.next('document.view')).view).toBeNull();
    for (const peer of [adviser.peer, client.peer, sam.peer]) peer.ws.close();
  });

  it('refuses an untrusted guest every document action, and tells them nothing of the document shown', async () => {
    // Begun a minute ago: an untrusted guest comes in at the start.
    const { room, documentId } = await roomWithDocument(3, -1);
    const untrusted = await guestOf(room.id, false);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const guest = await join(room.id, { token: untrusted.token }, 1);

    guest.peer.send({ type: 'document.open', documentId });
    expect(await guest.peer.next('refused')).toEqual({ type: 'refused', action: 'document', message: sharedDocumentRefusals.notTrusted });
    adviser.peer.send({ type: 'document.open', documentId });
    await adviser.peer.next('document.view');
    adviser.peer.send({ type: 'document.stroke', stroke: stroke() });
    await adviser.peer.next('document.stroke');
    guest.peer.send({ type: 'document.stroke', stroke: stroke() });
    await guest.peer.next('refused');
    // A chat message after them all arrives after anything the guest could have been sent about the document.
    adviser.peer.send({ type: 'chat', text: 'Here is the plan.' });
    await guest.peer.next('chat');
    expect(guest.peer.messages.filter((m) => m.type.startsWith('document.'))).toEqual([]);
    adviser.peer.ws.close();
    guest.peer.ws.close();
  });

  it('bounds every field: another room’s document, a page past the last, a page turned by someone else, strokes out of range', async () => {
    const { room, documentId } = await roomWithDocument(2);
    const other = await roomWithDocument(1);
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);

    client.peer.send({ type: 'document.stroke', stroke: stroke() });
    expect((await client.peer.next('refused')).message).toBe(sharedDocumentRefusals.noDocument);
    adviser.peer.send({ type: 'document.open', documentId: other.documentId });
    expect((await adviser.peer.next('refused')).message).toBe(sharedDocumentRefusals.notFound);

    adviser.peer.send({ type: 'document.open', documentId });
    await client.peer.next('document.view');
    adviser.peer.send({ type: 'document.page', page: 3 });
    expect((await adviser.peer.next('refused')).message).toBe(sharedDocumentRefusals.pageOutside);
    client.peer.send({ type: 'document.page', page: 2 });
    expect((await client.peer.next('refused')).message).toBe(sharedDocumentRefusals.notOpener);
    client.peer.send({ type: 'document.close' });
    expect((await client.peer.next('refused')).message).toBe(sharedDocumentRefusals.notOpener);

    const tooMany = Array.from({ length: sketchPointsMax + 1 }, (_, i): [number, number] => [i / (sketchPointsMax + 1), 0.5]);
    for (const bad of [
      { type: 'document.stroke', stroke: stroke(tooMany) },
      { type: 'document.stroke', stroke: stroke([[1.5, 0.2]]) },
      { type: 'document.stroke', stroke: { ...stroke(), width: 3 } },
      { type: 'document.stroke', stroke: { ...stroke(), tool: 'spray' } },
      { type: 'document.stroke', stroke: { ...stroke(), colour: 'url(javascript:1)' } },
      { type: 'document.rotation', rotation: 45 },
      { type: 'document.page', page: 0 },
    ]) {
      const peer = await connect(room.id, { user: room.client }, 1);
      peer.send({ type: 'join', camera: false, microphone: false });
      await peer.next('welcome');
      peer.send(bad);
      expect((await within(peer.closed, `close after ${JSON.stringify(bad).slice(0, 60)}`)).code).toBe(1008);
    }
    adviser.peer.ws.close();
    client.peer.ws.close();
  });

  it('closes the document for everyone when the one who opened it leaves the call', async () => {
    const { room, documentId } = await roomWithDocument();
    const adviser = await join(room.id, { user: room.adviser }, 0);
    const client = await join(room.id, { user: room.client }, 1);
    adviser.peer.send({ type: 'document.open', documentId });
    await client.peer.next('document.view');
    adviser.peer.ws.close();
    expect((await client.peer.next('document.view')).view).toBeNull();
    client.peer.ws.close();
  });
});
