import { randomUUID } from 'node:crypto';
import type { VaultItemKind } from '@advice/domain';
import { eq } from 'drizzle-orm';
import { users, vaultItems } from '../../db/schema/index.ts';
import { storeTestFile } from '../../testing/files.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Setting up vault rows directly, for the tests of share links and document requests (the vault's own routes are another area's). */

export const documentBytes = Buffer.from('%PDF-1.4\n% a vault document for the tests\n%%EOF\n');

/** A document (with its file) or a folder in a client's vault. */
export async function addVaultItem(
  t: TestApp,
  input: { practiceId: string; clientId: string; name?: string; kind?: VaultItemKind; isShared?: boolean },
): Promise<string> {
  const kind = input.kind ?? 'will';
  const file =
    kind === 'folder'
      ? null
      : await storeTestFile(t.runtime, {
          practiceId: input.practiceId,
          purpose: 'vaultDocument',
          fileName: 'will-2024.pdf',
          mediaType: 'application/pdf',
          ext: 'pdf',
          body: documentBytes,
        });
  const id = randomUUID();
  await t.runtime.db.insert(vaultItems).values({
    id,
    practiceId: input.practiceId,
    clientId: input.clientId,
    kind,
    name: input.name ?? 'Will 2024',
    fileId: file?.id ?? null,
    isSharedWithAdviser: input.isShared ?? false,
    createdBy: input.clientId,
  });
  return id;
}

export async function setShared(t: TestApp, itemId: string, isShared: boolean): Promise<void> {
  await t.runtime.db.update(vaultItems).set({ isSharedWithAdviser: isShared }).where(eq(vaultItems.id, itemId));
}

export async function nameUser(t: TestApp, userId: string, firstName: string, lastName: string): Promise<void> {
  await t.runtime.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
}
