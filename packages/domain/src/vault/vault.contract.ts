import { answers, endpoint } from '../api/endpoint.ts';
import { auditEventSchema } from '../audit/audit.schemas.ts';
import { clientRolesFor } from '../people/people.permissions.ts';
import { idParam, messageSchema } from '../shared/fields.ts';
import {
  vaultAuditQuery,
  vaultItemCreateFields,
  vaultItemParams,
  vaultItemPatch,
  vaultItemSavedSchema,
  vaultItemSchema,
  vaultListQuery,
} from './vault.schemas.ts';

const tag = 'vault';
const feature = 'documentVault';
/** The client (all of their vault) and their staff (only what the client shares); the relation table decides per client. */
const readers = { roles: [...new Set([...clientRolesFor('vault.view'), ...clientRolesFor('vault.viewShared')])] } as const;
/** The vault is the client's own: only they change it. */
const keepers = { roles: clientRolesFor('vault.manage') } as const;

/** A client's document vault (spec 3 §7 `/clients/{id}/document-vault-items`): folders and documents, shared with the adviser. */
export const vaultEndpoints = {
  listVaultItems: endpoint({
    method: 'GET',
    path: '/clients/:id/document-vault-items',
    tag,
    feature,
    access: readers,
    params: idParam,
    query: vaultListQuery,
    answer: answers.page(vaultItemSchema),
  }),
  /** A folder as JSON, or a document as a form whose `file` is checked by the vaultDocument policy. */
  createVaultItem: endpoint({
    method: 'POST',
    path: '/clients/:id/document-vault-items',
    tag,
    feature,
    access: keepers,
    params: idParam,
    upload: { purpose: 'vaultDocument', fields: vaultItemCreateFields, orJson: true },
    answer: answers.data(vaultItemSavedSchema, 201),
  }),
  /** The vault's events as sentences, newest first: all of them to the client; to staff, those of documents shared now. */
  listVaultAuditTrail: endpoint({
    method: 'GET',
    path: '/clients/:id/document-vault-items/audit-trail',
    tag,
    feature,
    access: readers,
    params: idParam,
    query: vaultAuditQuery,
    answer: answers.page(auditEventSchema),
  }),
  getVaultItem: endpoint({
    method: 'GET',
    path: '/clients/:id/document-vault-items/:itemId',
    tag,
    feature,
    access: readers,
    params: vaultItemParams,
    answer: answers.data(vaultItemSchema),
  }),
  /** Renames, retypes, retags, moves, shares or unshares an item (a folder's sharing reaches every document in it). */
  updateVaultItem: endpoint({
    method: 'PATCH',
    path: '/clients/:id/document-vault-items/:itemId',
    tag,
    feature,
    access: keepers,
    params: vaultItemParams,
    body: vaultItemPatch,
    answer: answers.data(vaultItemSavedSchema),
  }),
  /** Deletes an item; a folder goes with everything in it. */
  deleteVaultItem: endpoint({
    method: 'DELETE',
    path: '/clients/:id/document-vault-items/:itemId',
    tag,
    feature,
    access: keepers,
    params: vaultItemParams,
    answer: answers.data(messageSchema),
  }),
  /** The document's file as a download; staff reach only a shared one's. */
  downloadVaultFile: endpoint({
    method: 'GET',
    path: '/clients/:id/document-vault-items/:itemId/file',
    tag,
    feature,
    access: readers,
    params: vaultItemParams,
    answer: answers.file,
  }),
  /** Replaces the document's file (the old one goes with the orphan sweep). */
  replaceVaultFile: endpoint({
    method: 'PUT',
    path: '/clients/:id/document-vault-items/:itemId/file',
    tag,
    feature,
    access: keepers,
    params: vaultItemParams,
    upload: { purpose: 'vaultDocument' },
    answer: answers.data(vaultItemSavedSchema),
  }),
};

export * from './vault.schemas.ts';
