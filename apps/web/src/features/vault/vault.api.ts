import { type BodyIn, vaultEndpoints as endpoints, type VaultItemKind } from '@advice/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';

/** Every query of this area starts with this key, so a change (or a live event) reads them all again. */
export const vaultKey = ['vault'] as const;
const clientKey = (clientId: string) => [...vaultKey, clientId] as const;

export const vaultPerPage = 20;

export type VaultListOptions = {
  /** The client's folder to list; null: the top of the vault. */
  folderId: string | null;
  /** A name to find anywhere in the vault (3 characters or more), or ''. */
  search: string;
  page: number;
};

/** One page of the vault: the client's folder (or a search); to staff, the documents shared with them. */
export function useVaultItems(clientId: string, { folderId, search, page }: VaultListOptions) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'list', folderId, search, page],
    queryFn: () =>
      api.page(endpoints.listVaultItems, page, vaultPerPage, {
        params: { id: clientId },
        query: { ...(folderId ? { folder_id: folderId } : {}), ...(search ? { search } : {}) },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every folder of the client's vault (with its path), for a folder chooser. */
export function useVaultFolders(clientId: string) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'folders'],
    queryFn: () =>
      api.page(endpoints.listVaultItems, 1, 100, {
        params: { id: clientId },
        query: { everywhere: 'true', kind: 'folder' satisfies VaultItemKind },
        silent: true,
      }),
  });
}

/** One item; `itemId` null leaves it unasked (the top of the vault has no item). */
export function useVaultItem(clientId: string, itemId: string | null) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'one', itemId],
    queryFn: () => api.call(endpoints.getVaultItem, { params: { id: clientId, itemId: itemId ?? '' }, silent: true }),
    enabled: itemId !== null,
  });
}

/** The vault's audit trail, or one item's. */
export function useVaultAuditTrail(clientId: string, itemId: string | null, page: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'audit-trail', itemId, page],
    queryFn: () =>
      api.page(endpoints.listVaultAuditTrail, page, 20, {
        params: { id: clientId },
        ...(itemId ? { query: { item_id: itemId } } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

type Target = { clientId: string; itemId: string };
const paramsOf = ({ clientId, itemId }: Target) => ({ id: clientId, itemId });

/** The calls that change the vault; each caller shows the refusals itself (silent). */
export const vaultCalls = {
  createFolder: (clientId: string, body: BodyIn<typeof endpoints.createVaultItem>) =>
    api.call(endpoints.createVaultItem, { params: { id: clientId }, body, silent: true }),
  createDocument: (clientId: string, form: FormData, onProgress: (fraction: number) => void) =>
    api.send(endpoints.createVaultItem, form, { params: { id: clientId }, silent: true, onProgress }),
  update: (target: Target, body: BodyIn<typeof endpoints.updateVaultItem>) =>
    api.call(endpoints.updateVaultItem, { params: paramsOf(target), body, silent: true }),
  remove: (target: Target) => api.call(endpoints.deleteVaultItem, { params: paramsOf(target), silent: true }),
  replaceFile: (target: Target, form: FormData, onProgress: (fraction: number) => void) =>
    api.send(endpoints.replaceVaultFile, form, { params: paramsOf(target), silent: true, onProgress }),
  download: (target: Target) => downloadFile(endpoints.downloadVaultFile, { params: paramsOf(target) }),
};

/**
 * Keeps open vault pages current without reloading: the server publishes 'vault.changed' to the client
 * and, for what is shared with them, to the staff following the client (an unshared document leaves
 * their list at once).
 */
export function useLiveVault(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('vault.changed', () => {
    void queryClient.invalidateQueries({ queryKey: vaultKey });
  });
}
