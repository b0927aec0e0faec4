import type { CurrentUser, PublicPractice, ThreadMessage } from '@advice/domain';
import {
  clientOrAdviser,
  json,
  listPage,
  practiceWithFeatures,
  renderArea,
  type SentRequest,
  stubFetch,
  stubUploadTransport,
  supportDialogs,
} from '../../test/harness.tsx';
import { dispatchAreaEvent } from '../shell/realtime.ts';
import { messagesRoutes } from './messages.area.tsx';

/** A scripted server and helpers for the messages pages' component tests. */

supportDialogs();

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const adviserId = '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const clientMessagesUrl = `/api/v1/clients/${clientId}/client-messages`;
export const practiceMessagesUrl = `/api/v1/clients/${clientId}/practice-messages`;

/** The fixtures' client (Charlotte Hughes), or her adviser (Priya Shah). */
export const userOf = clientOrAdviser({ clientId, adviserId });

export function practiceWith(features: string[]): PublicPractice {
  return practiceWithFeatures(features);
}

let counter = 1000;
/** A uuid the fixtures can tell apart: the nth, or a new one. */
export function uuid(n?: number): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(n ?? counter).padStart(12, '0')}`;
}

export function messageOf(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: uuid(),
    client_id: clientId,
    kind: 'client_note',
    category: 'general',
    body: 'Could we talk about my pension before the review?',
    author: { id: clientId, name: 'Charlotte Hughes', role: 'client' },
    attachments: [],
    created_at: '2026-03-02T14:05:00.000Z',
    is_seen: true,
    is_own: false,
    bulk_id: null,
    ...overrides,
  };
}

/** A page of a listing as the server answers it. */
export function pageOf(items: unknown[], total = items.length, pages = 1): Response {
  return listPage(items, { total, pages });
}

/** An error answer as the server sends it. */
export function refusal(status: number, detail: string, pointer?: string): Response {
  return json(status, {
    errors: [{ status: String(status), code: 'messages.refused', title: 'Refused', detail, ...(pointer ? { source: { pointer } } : {}) }],
  });
}

type Handler = (request: SentRequest) => Response;

/** Answers each request with the handler of the longest `METHOD path` prefix it matches (query left out), recording what was sent. */
export function stubServer(handlers: Record<string, Handler>) {
  return stubFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const match = Object.keys(handlers)
      .filter((key) => `${request.method} ${path}` === key || `${request.method} ${path}`.startsWith(`${key}/`))
      .sort((a, b) => b.length - a.length)[0];
    return match ? (handlers[match]?.(request) ?? json(500, {})) : undefined;
  });
}

/** Renders the area's routes at `path` for a signed-in user of the practice; any other address is "Elsewhere". */
export function renderMessages(path: string, user: CurrentUser, practice: PublicPractice = practiceWith(['messages', 'notes'])) {
  return renderArea(messagesRoutes, path, { user, practice }).router;
}

/** Plays the shell's realtime socket handing on an event of the messages area. */
export function receiveRealtime(event: { type: string } & Record<string, unknown>): void {
  dispatchAreaEvent(event);
}

/**
 * A stand-in for XMLHttpRequest, the upload's transport: each file sent is answered at once as uploaded,
 * with a new id, unless `refuse` gives the refusal for it.
 */
export function stubUploads(refuse: (file: File) => Response | undefined = () => undefined) {
  const sent: File[] = [];
  stubUploadTransport((form) => {
    const file = form.get('files') as File;
    sent.push(file);
    return (
      refuse(file) ?? {
        status: 201,
        body: {
          data: {
            id: uuid(),
            file_name: file.name,
            content_type: file.type,
            size_bytes: file.size,
            expires_at: '2026-03-02T15:00:00.000Z',
          },
        },
      }
    );
  });
  return sent;
}

/** A file of `megabytes` MB as the browser hands it over. */
export function fileOf(name: string, megabytes: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: Math.round(megabytes * 1_048_576) });
  return file;
}
