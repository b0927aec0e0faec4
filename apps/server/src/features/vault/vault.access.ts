import { type Actor, AppError, type VaultMessageKey, vaultMessages } from '@advice/domain';
import type { Tx } from '../../db/client.ts';
import { assertClientAction, type ClientAccess, findClientAccess, loadClientFor } from '../people/client-access.ts';
import type { VaultKey, VaultReader } from './vault.queries.ts';

/*
 * Who reaches a client's vault, through the one client loader: the client keeps all of it
 * (`vault.view`, `vault.manage`); their staff read only what the client shares (`vault.viewShared`).
 * Anyone else, another practice included, finds no such client (404).
 */

export const keyOf = (client: ClientAccess): VaultKey => ({ practiceId: client.user.practiceId ?? '', clientId: client.user.id });

export function vaultError(
  code: 'resource.not_found' | 'request.invalid' | 'rule.violated',
  key: VaultMessageKey,
  pointer?: string,
): AppError {
  return new AppError(code, pointer ? { detail: vaultMessages[key], pointer } : { detail: vaultMessages[key] });
}

export const itemNotFound = () => vaultError('resource.not_found', 'vault.notFound');

/** The client and how the actor reads their vault: whole (the client themself) or what is shared (their staff). */
export async function loadVaultReader(tx: Tx, actor: Actor, clientId: string): Promise<{ client: ClientAccess; reader: VaultReader }> {
  const access = await findClientAccess(tx, actor, clientId);
  const isSelf = access?.subject.relation === 'self';
  assertClientAction(access, isSelf ? 'vault.view' : 'vault.viewShared');
  return { client: access, reader: isSelf ? 'client' : 'staff' };
}

/** The client, for a change to their vault: only they make one. */
export function loadVaultKeeper(tx: Tx, actor: Actor, clientId: string): Promise<ClientAccess> {
  return loadClientFor(tx, actor, clientId, 'vault.manage');
}
