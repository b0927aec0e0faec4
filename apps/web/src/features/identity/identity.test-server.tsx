import { type CurrentUser, type Identification, type IdentityDocument, identificationActions } from '@advice/domain';
import { areaTestServer, clientActionsSeenBy, type Standing, supportDialogs, userOf } from '../../test/harness.tsx';
import { identityRoutes } from './identity.area.tsx';

/** A scripted server and fixtures for the identification pages' component tests. */

supportDialogs();

export const clientId = '7d2f7f0e-4a55-4f43-9b5e-0a1f2f0c1a22';
export const documentId = '5b8e1d0c-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
export const adviserId = '1c2d3e4f-0000-4000-8000-000000000001';
export const identificationUrl = `/api/v1/clients/${clientId}/identification`;

export function documentOf(overrides: Partial<IdentityDocument> = {}): IdentityDocument {
  return {
    id: documentId,
    type: 'government_document',
    access: 'normal',
    name: 'Passport',
    number: '123456789',
    issued_by: 'HM Passport Office',
    expires_on: '2031-05-01',
    file: null,
    created_at: '2026-03-01T10:00:00.000Z',
    created_by: { id: clientId, name: 'Olivia Hart' },
    updated_at: '2026-03-01T10:00:00.000Z',
    updated_by: { id: clientId, name: 'Olivia Hart' },
    ...overrides,
  };
}

/** The identification as the server describes it; `actions` by the viewer's standing, as the server decides them. */
export function identificationOf(overrides: Partial<Identification> = {}): Identification {
  return {
    client_id: clientId,
    personal_details: { nationalities: [], residencies: [], version: 0, updated_at: null, updated_by: null },
    documents: [],
    locks: [],
    copy_requests: [],
    actions: ['identity.edit', 'identity.viewRestricted'],
    ...overrides,
  };
}

/** The identification actions a viewer standing so to the client has, by the domain's own rule. */
export function actionsOf(viewer: CurrentUser, standing: Standing): Identification['actions'] {
  const all = clientActionsSeenBy(viewer, standing) as readonly string[];
  return identificationActions.filter((action) => all.includes(action));
}

export const lockedBy = (section: 'personalDetails' | 'identityDocuments') => ({
  section,
  locked_at: '2026-03-03T10:00:00.000Z',
  locked_by: { id: adviserId, name: 'Priya Shah' },
});

const area = areaTestServer({ clientId, routes: identityRoutes, features: ['myIdentification'] });
/** The practice with the area's features on (or those given). */
export const withFeature = area.withFeatures;
export const { page, stubServer, clientSeenBy } = area;
/** Renders the area's routes at `path`; any other address is "Elsewhere". */
export const renderIdentification = area.render;

export const theClient = userOf('client', { id: clientId, first_name: 'Olivia', last_name: 'Hart' });
export { userOf };
