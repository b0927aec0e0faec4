import type { VaultItem } from '@advice/domain';
import { areaTestServer, json, stubUploadTransport, supportDialogs, userOf } from '../../test/harness.tsx';
import { vaultRoutes } from './vault.area.tsx';

/** A scripted server and fixtures for the vault pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const estateId = '1a1a1a1a-0000-4000-8000-000000000001';
export const willsId = '1a1a1a1a-0000-4000-8000-000000000002';
export const willId = '1a1a1a1a-0000-4000-8000-000000000003';
export const listUrl = `/api/v1/clients/${clientId}/document-vault-items`;
export const itemUrl = (itemId: string) => `${listUrl}/${itemId}`;

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

export const saved = (item: VaultItem, message: string) => json(200, { data: { ...item, message } });

/** A stand-in for XMLHttpRequest, the upload's transport: it answers `status` with `body` and keeps each form sent. */
export function stubUpload(status: number, body: unknown): FormData[] {
  const sent: FormData[] = [];
  stubUploadTransport((form) => {
    sent.push(form);
    return { status, body };
  });
  return sent;
}

const area = areaTestServer({ clientId, routes: vaultRoutes, features: ['documentVault'] });
/** The practice with the area's features on (or those given). */
export const withFeature = area.withFeatures;
export const { page, stubServer, clientSeenBy } = area;
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderVault = area.render;

export const theClient = userOf('client', { id: clientId });
export { userOf };
