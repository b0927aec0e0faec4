import { type RoomDocument, roomDocumentMessages } from '@advice/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, type Standing, supportDialogs } from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import {
  adviser,
  clientId,
  clientSeenBy,
  documentsUrl,
  renderMeetings,
  roomId,
  roomOf,
  roomUrl,
  stubServer,
  theClient,
} from './meetings.test-server.tsx';

beforeAll(supportDialogs);
afterEach(() => vi.unstubAllGlobals());

const own: Standing = { relation: 'own', rights: [], can_remove_clients: false };
const staffPage = `/clients/${clientId}/client-meeting-rooms/${roomId}`;
const clientPage = `/meetings/client-meeting-rooms/${roomId}`;

function documentOf(id: string, overrides: Partial<RoomDocument> = {}): RoomDocument {
  return {
    id: `5c0e1a2b-0000-4000-8000-00000000000${id}`,
    file_name: `Plan ${id}.pdf`,
    size_bytes: 20_480,
    page_count: 3,
    added_by: 'Priya Shah',
    created_at: '2026-03-04T14:30:00.000Z',
    can_delete: true,
    ...overrides,
  };
}

const plan = documentOf('1');
const payslip = documentOf('2', { file_name: 'Payslip.pdf', added_by: 'Olivia Hart', can_delete: false });

function serve(documents: () => RoomDocument[], extra = {}) {
  return stubServer({
    [`GET /api/v1/clients/${clientId}`]: () => json(200, { data: clientSeenBy(adviser, own) }),
    [`GET ${roomUrl}`]: () => json(200, { data: roomOf() }),
    [`GET ${documentsUrl}`]: () => json(200, { data: documents() }),
    ...extra,
  });
}

const card = () => screen.findByRole('region', { name: 'Documents' });
const documentReads = (sent: { method: string; url: string }[]) => sent.filter((r) => r.method === 'GET' && r.url === documentsUrl);

describe('the meeting’s documents card (issue 16)', () => {
  it('lists each document to download, with Delete only on those the viewer may delete', async () => {
    serve(() => [plan, payslip]);
    renderMeetings(staffPage, adviser);
    const list = within(await card()).getByRole('list', { name: 'Documents' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Download Plan 1.pdf' }).getAttribute('href')).toBe(`${documentsUrl}/${plan.id}`);
    expect(first.textContent).toContain('3 pages');
    expect(within(first).getByRole('button', { name: 'Delete Plan 1.pdf' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /Delete/u })).toBeNull();
  });

  it('asks before deleting; the server’s sentence is the toast and the list is read again', async () => {
    let documents = [plan, payslip];
    const deleteUrl = `${documentsUrl}/${plan.id}`;
    const sent = serve(() => documents, {
      [`DELETE ${deleteUrl}`]: () => {
        documents = [payslip];
        return json(200, { data: { message: roomDocumentMessages['roomDocument.deleted'] } });
      },
    });
    renderMeetings(staffPage, adviser);
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Delete Plan 1.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plan 1.pdf?' });
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText(roomDocumentMessages['roomDocument.deleted'])).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Download Plan 1.pdf' })).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE' && r.url === deleteUrl)).toHaveLength(1);
    expect(documentReads(sent)).toHaveLength(2);
  });

  it('shows the server’s refusal inside the dialog, and keeps the document', async () => {
    const deleteUrl = `${documentsUrl}/${plan.id}`;
    const detail = roomDocumentMessages['roomDocument.deleteForbidden'];
    serve(() => [plan], {
      [`DELETE ${deleteUrl}`]: () => json(403, { errors: [{ status: '403', code: 'auth.forbidden', title: 'Forbidden', detail }] }),
    });
    renderMeetings(clientPage, theClient);
    fireEvent.click(await within(await card()).findByRole('button', { name: 'Delete Plan 1.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plan 1.pdf?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await within(dialog).findByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Plan 1.pdf' })).toBeTruthy();
  });

  it('reads the list again when the server says this room’s documents changed, not another room’s', async () => {
    let documents = [plan];
    const sent = serve(() => documents);
    renderMeetings(clientPage, theClient);
    await within(await card()).findByRole('link', { name: 'Download Plan 1.pdf' });
    act(() => dispatchAreaEvent({ type: 'meetingRooms.documents', clientId, roomId: '00000000-0000-4000-8000-000000000000' }));
    documents = [plan, payslip];
    act(() => dispatchAreaEvent({ type: 'meetingRooms.documents', clientId, roomId }));
    expect(await screen.findByRole('link', { name: 'Download Payslip.pdf' })).toBeTruthy();
    expect(documentReads(sent)).toHaveLength(2);
  });
});
