import type { CurrentUser, DocumentRequest, PublicPractice, ShareLink } from '@advice/domain';
import {
  clientOrAdviser,
  listPage,
  practiceWithFeatures,
  renderArea,
  type SentRequest,
  stubServer as stubAnyServer,
  supportDialogs,
} from '../../test/harness.tsx';
import { vaultLinksPublicRoutes, vaultLinksRoutes } from './vault-links.area.tsx';
import { VaultShareLinks } from './vault-links-panel.tsx';

/** A scripted server and helpers for the share links' and document requests' component tests. */

supportDialogs();

export const clientId = '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11';
export const adviserId = '1c7f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const itemId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
export const linkId = '4d3c2b1a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
export const requestId = '5e4d3c2b-0a9f-4e8d-9c7b-6a5f4e3d2c1b';
export const linksUrl = `/api/v1/clients/${clientId}/document-vault-items/${itemId}/share-links`;
export const requestsUrl = `/api/v1/clients/${clientId}/document-requests`;

/** The fixtures' client (Amelia Clarke), or her adviser (Priya Shah). */
export const userOf = clientOrAdviser({ clientId, adviserId }, { first_name: 'Amelia', last_name: 'Clarke' });

export function practiceWith(features: string[] = ['documentVault']): PublicPractice {
  return practiceWithFeatures(features);
}

export function linkOf(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: linkId,
    recipient_name: 'Jo Bloggs',
    recipient_email: 'jo@law.example',
    status: 'active',
    expires_at: '2099-05-01T10:00:00.000Z',
    revoked_at: null,
    created_at: '2026-03-02T10:00:00.000Z',
    created_by: { id: clientId, name: 'Amelia Clarke' },
    views: [],
    view_count: 0,
    can_revoke: true,
    ...overrides,
  };
}

export function requestOf(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: requestId,
    title: 'Documents for your review',
    note: 'Before we meet on Friday',
    created_at: '2026-03-02T10:00:00.000Z',
    created_by: { id: adviserId, name: 'Priya Shah' },
    items: [
      {
        id: '6f5e4d3c-1b0a-4f9e-8d8c-7b6a5f4e3d2c',
        name: 'Passport',
        is_required: true,
        status: 'pending',
        document: null,
        fulfilled_at: null,
      },
      {
        id: '7a6f5e4d-2c1b-4a0f-9e9d-8c7b6a5f4e3d',
        name: 'Mortgage offer',
        is_required: false,
        status: 'received',
        document: { id: itemId, name: 'Offer letter' },
        fulfilled_at: '2026-03-03T10:00:00.000Z',
      },
    ],
    received_count: 1,
    is_complete: false,
    ...overrides,
  };
}

/** A page of items with the pagination headers the server sends. */
export function page<T>(items: T[]): Response {
  return listPage(items);
}

type Handler = (request: SentRequest) => Response;

/** The server: each call the test scripts, by "METHOD path"; what was sent is recorded. */
export function stubServer(handlers: Record<string, Handler>): SentRequest[] {
  return stubAnyServer(handlers);
}

/** The share links panel on a document's page, for `user`. */
export function renderPanel(user: CurrentUser) {
  return renderArea(
    [{ path: 'vault/:itemId', element: <VaultShareLinks clientId={clientId} itemId={itemId} documentName="Will 2024" /> }],
    `/vault/${itemId}`,
    { user, practice: practiceWith() },
  );
}

/** The area's pages (signed-in and public) at `path`. */
export function renderPages(path: string, seed: { user?: CurrentUser; practice?: PublicPractice } = {}) {
  return renderArea([...vaultLinksRoutes, ...vaultLinksPublicRoutes], path, { practice: practiceWith(), ...seed });
}
