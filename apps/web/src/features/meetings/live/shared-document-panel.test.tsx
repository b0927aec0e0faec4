import { type RoomDocument, roomDocumentMessages } from '@advice/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubServer, supportDialogs } from '../../../test/harness.tsx';
import { liveRoomId } from './live.test-room.ts';
import { RoomConnection } from './room-connection.ts';
import { SharedDocumentPanel } from './shared-document-panel.tsx';

beforeAll(supportDialogs);
afterEach(() => vi.unstubAllGlobals());

const documentsUrl = `/api/v1/client-meeting-rooms/${liveRoomId}/documents`;
const guestDocumentsUrl = `/api/v1/guests/client-meeting-rooms/${liveRoomId}/documents`;

function documentOf(id: string, overrides: Partial<RoomDocument> = {}): RoomDocument {
  return {
    id: `5c0e1a2b-0000-4000-8000-00000000000${id}`,
    file_name: `Plan ${id}.pdf`,
    size_bytes: 20_480,
    page_count: 2,
    added_by: 'Priya Shah',
    created_at: '2026-03-04T14:30:00.000Z',
    can_delete: true,
    ...overrides,
  };
}

function renderPanel(guestToken: string | null = null) {
  return renderRoutes(
    [{ path: '/', element: <SharedDocumentPanel roomId={liveRoomId} guestToken={guestToken} shownId={null} onShow={() => {}} /> }],
    '/',
  );
}

/** The room's socket as the browser has it, for a test to speak as the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readonly readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(): void {}
  close(): void {}
}

const noTracks = { getVideoTracks: () => [], getAudioTracks: () => [], getTracks: () => [] } as unknown as MediaStream;

describe('the call’s Documents panel', () => {
  it('deletes a document after asking, for whoever may; the others have no Delete', async () => {
    let documents = [documentOf('1'), documentOf('2', { can_delete: false })];
    const deleteUrl = `${documentsUrl}/${documentOf('1').id}`;
    const sent = stubServer({
      [`GET ${documentsUrl}`]: () => json(200, { data: documents }),
      [`DELETE ${deleteUrl}`]: () => {
        documents = documents.slice(1);
        return json(200, { data: { message: roomDocumentMessages['roomDocument.deleted'] } });
      },
    });
    renderPanel();
    await screen.findByText('Plan 1.pdf');
    expect(screen.queryByRole('button', { name: 'Delete Plan 2.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Plan 1.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plan 1.pdf?' });
    expect(dialog.textContent).toContain('If it is being shown in the call, it closes for everyone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText(roomDocumentMessages['roomDocument.deleted'])).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Plan 1.pdf')).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE' && r.url === deleteUrl)).toHaveLength(1);
  });

  it('reads the list again when the call’s socket says the room’s documents changed, for a trusted guest too', async () => {
    let documents = [documentOf('1', { can_delete: false })];
    const sent = stubServer({ [`GET ${guestDocumentsUrl}?token=secret`]: () => json(200, { data: documents }) });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderPanel('secret');
    await screen.findByText('Plan 1.pdf');
    expect(screen.queryByRole('button', { name: /Delete/u })).toBeNull();

    const connection = new RoomConnection({ path: '/socket', localStream: noTracks, onChange: () => {} });
    connection.connect();
    documents = [...documents, documentOf('2', { can_delete: false })];
    act(() => FakeSocket.last?.onmessage?.({ data: JSON.stringify({ type: 'document.list', roomId: liveRoomId }) }));
    expect(await screen.findByText('Plan 2.pdf')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2);
    connection.leave();
  });
});
