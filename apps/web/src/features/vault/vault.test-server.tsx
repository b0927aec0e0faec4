import type { ClientDetail, CurrentUser, PublicPractice, VaultItem } from '@advice/domain';
import { vi } from 'vitest';
import {
  clientActionsSeenBy,
  clientDetailOf,
  json,
  practiceOf,
  renderRoutes,
  type SentRequest,
  type Standing,
  stubFetch,
  testPracticeId,
  userOf,
} from '../../test/harness.tsx';
import { vaultRoutes } from './vault.area.tsx';

/** A scripted server and fixtures for the vault pages' component tests. */

// jsdom has <dialog> without its methods; these do what the browser does for the Dialog primitive.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const estateId = '1a1a1a1a-0000-4000-8000-000000000001';
export const willsId = '1a1a1a1a-0000-4000-8000-000000000002';
export const willId = '1a1a1a1a-0000-4000-8000-000000000003';
export const listUrl = `/api/v1/clients/${clientId}/document-vault-items`;
export const itemUrl = (itemId: string) => `${listUrl}/${itemId}`;

export const withFeature = (features: string[] = ['documentVault']): PublicPractice =>
  practiceOf({ id: testPracticeId, mailbox_enabled: false, features } as Partial<PublicPractice>);

export function itemOf(overrides: Partial<VaultItem> = {}): VaultItem {
  const id = overrides.id ?? willId;
  return {
    id,
    client_id: clientId,
    kind: 'will',
    name: 'Will 2024',
    folder_id: null,
    path: [],
    is_shared_with_adviser: false,
    tags: ['trusts_and_estate'],
    file: {
      file_name: 'Will 2024.pdf',
      content_type: 'application/pdf',
      size_bytes: 2_202_010,
      uploaded_at: '2026-03-02T10:00:00.000Z',
      download_url: `${itemUrl(id)}/file`,
    },
    contents: null,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function folderOf(overrides: Partial<VaultItem> = {}): VaultItem {
  return itemOf({
    id: estateId,
    kind: 'folder',
    name: 'Estate',
    tags: [],
    file: null,
    contents: { folders: 1, documents: 2 },
    ...overrides,
  });
}

export const page = (items: unknown[]) => json(200, { data: items }, { 'x-total': String(items.length), 'x-total-pages': '1' });
export const saved = (item: VaultItem, message: string) => json(200, { data: { ...item, message } });

/** Answers `METHOD path?query` by the first handler whose key the request starts with, else a 404; records what was sent. */
export function stubServer(handlers: Record<string, (request: SentRequest) => Response>): SentRequest[] {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const exact = handlers[`${request.method} ${url.pathname}${url.search}`];
    return (exact ?? handlers[`${request.method} ${url.pathname}`])?.(request);
  });
}

/** The client's page as the server describes it to a member of staff standing to them so. */
export function clientSeenBy(viewer: CurrentUser, standing: Standing): ClientDetail {
  return clientDetailOf({ id: clientId, actions: clientActionsSeenBy(viewer, standing) });
}

/** A stand-in for XMLHttpRequest, the upload's transport: it answers `status` with `body` and keeps each form sent. */
export function stubUpload(status: number, body: unknown): FormData[] {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private listeners: Record<string, () => void> = {};
    upload = { addEventListener: () => undefined };
    open() {}
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.listeners.load?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export function renderVault(path: string, user: CurrentUser, practice: PublicPractice = withFeature()) {
  return renderRoutes(
    [{ hydrateFallbackElement: <p>Loading</p>, children: [...vaultRoutes, { path: '*', element: <h1>Elsewhere</h1> }] }],
    path,
    {
      user,
      practice,
    },
  ).router;
}

export const theClient = userOf('client', { id: clientId });
export { userOf };
