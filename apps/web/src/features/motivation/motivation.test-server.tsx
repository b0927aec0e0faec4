import type { CurrentUser, MotivationComment, MotivationFile, MotivationItem, PublicPractice } from '@advice/domain';
import {
  clientOrAdviser,
  json,
  listPage,
  practiceWithFeatures,
  renderArea,
  type SentRequest,
  stubServer as stubAnyServer,
  stubUploadTransport,
  supportDialogs,
} from '../../test/harness.tsx';
import { motivationRoutes } from './motivation.area.tsx';

/** A scripted server and helpers for the motivation centre's component tests. */

supportDialogs();

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const itemId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const itemsUrl = `/api/v1/clients/${clientId}/motivation-centre-items`;

/** The fixtures' client (Charlotte Hughes), or her adviser. */
export const userOf = clientOrAdviser({ clientId, adviserId: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22' });

export function practiceWith(features: string[] = ['motivationCentre']): PublicPractice {
  return practiceWithFeatures(features);
}

export function fileOf(id: string, name: string): MotivationFile {
  return { id, file_name: name, size_bytes: 1200, url: `${itemsUrl}/${itemId}/images/${id}` };
}

export function itemOf(overrides: Partial<MotivationItem> = {}): MotivationItem {
  return {
    id: itemId,
    kind: 'link',
    title: 'Sailing club',
    url: 'https://sailing.example.com/join',
    pdf: null,
    main_image: null,
    images: [],
    comment_count: 0,
    created_by: { id: clientId, name: 'Charlotte Hughes' },
    created_at: '2026-03-02T10:15:00.000Z',
    updated_at: '2026-03-02T10:15:00.000Z',
    ...overrides,
  };
}

export function commentOf(id: string, body: string, overrides: Partial<MotivationComment> = {}): MotivationComment {
  return {
    id,
    body,
    author: { id: '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22', name: 'Priya Shah', is_client: false },
    is_own: false,
    created_at: '2026-03-03T15:05:00.000Z',
    ...overrides,
  };
}

/** A page answer with its pagination headers. */
export function page<T>(items: T[]): Response {
  return listPage(items, { headers: { 'x-prev-page': '', 'x-next-page': '' } });
}

/** An error answer as the server sends it. */
export function refusal(status: number, detail: string, pointer?: string): Response {
  return json(status, {
    errors: [{ status: String(status), code: 'request.invalid', title: 'Refused', detail, ...(pointer ? { source: { pointer } } : {}) }],
  });
}

/** Answers each request with the handler of the exact `METHOD path` (query left out), recording what was sent. */
export function stubServer(handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] {
  return stubAnyServer(handlers, (_request, url) => (url.pathname === '/api/v1/users/notifications' ? page([]) : undefined));
}

/**
 * A stand-in for XMLHttpRequest, the upload's transport: each upload answers 201 with a new id (or what
 * `answer` gives for its field), and the form data sent is recorded.
 */
export function stubUploads(answer?: (field: string, file: File) => { status: number; body: unknown } | undefined) {
  const sent: { url: string; field: string; file: File }[] = [];
  let count = 0;
  stubUploadTransport((form, url) => {
    const [field, file] = [...form.entries()][0] as [string, File];
    sent.push({ url, field, file });
    count += 1;
    const id = `9a8b7c6d-0000-4000-8000-${String(count).padStart(12, '0')}`;
    return (
      answer?.(field, file) ?? { status: 201, body: { data: { id, file_name: file.name, content_type: file.type, size_bytes: file.size } } }
    );
  });
  return sent;
}

/** Renders the area's routes at `path`; answers the router and the query cache (which the socket's pushes land in). */
export function renderMotivation(path: string, user: CurrentUser, practice: PublicPractice = practiceWith()) {
  const { router, queryClient } = renderArea(motivationRoutes, path, { user, practice });
  return { router, queryClient };
}
