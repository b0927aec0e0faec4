import { describe, expect, it } from 'vitest';
import { type AuditEventInput, auditSentence } from '../audit/audit.events.ts';
import { vaultItemCreateFields, vaultItemPatch, vaultListQuery } from './vault.schemas.ts';
import {
  newVaultItemProblems,
  vaultFolderDepthMax,
  vaultImageSideMax,
  vaultMessages,
  vaultMoveRefusalOf,
  vaultNameFromFile,
  vaultNotices,
} from './vault.ts';

const folderId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('a new item’s fields', () => {
  it('reads a document’s form fields as a browser sends them: text, a comma-separated tag list, a yes or no', () => {
    expect(
      vaultItemCreateFields.parse({
        kind: 'will',
        name: '  Will 2024 ',
        folder_id: folderId,
        is_shared_with_adviser: 'true',
        tags: 'banking, trusts_and_estate,banking',
      }),
    ).toEqual({
      kind: 'will',
      name: 'Will 2024',
      folder_id: folderId,
      is_shared_with_adviser: true,
      tags: ['banking', 'trusts_and_estate'],
    });
  });

  it('reads a folder as JSON, at the top when no folder is named (or the form’s empty one)', () => {
    expect(vaultItemCreateFields.parse({ kind: 'folder', name: 'Estate' })).toEqual({
      kind: 'folder',
      name: 'Estate',
      folder_id: null,
      is_shared_with_adviser: false,
      tags: [],
    });
    expect(vaultItemCreateFields.parse({ kind: 'folder', name: 'Estate', folder_id: '' }).folder_id).toBeNull();
  });

  it.each([
    ['no type', { name: 'x' }],
    ['a type of no vault item', { kind: 'passport' }],
    ['a name of 201 characters', { kind: 'will', name: 'x'.repeat(201) }],
    ['a tag outside the document categories', { kind: 'will', tags: 'banking,gossip' }],
    ['a folder that is no id', { kind: 'will', folder_id: 'estate' }],
  ])('refuses %s', (_name, fields) => {
    expect(vaultItemCreateFields.safeParse(fields).success).toBe(false);
  });

  it('a document needs its file; a folder needs a name, and takes no file or tags', () => {
    const base = { name: '', tags: [] as string[], is_shared_with_adviser: false };
    expect(newVaultItemProblems({ ...base, kind: 'will', hasFile: true })).toEqual([]);
    expect(newVaultItemProblems({ ...base, kind: 'will', hasFile: false })).toEqual([{ pointer: '/file', key: 'vault.fileRequired' }]);
    expect(newVaultItemProblems({ ...base, kind: 'folder', name: 'Estate', hasFile: false })).toEqual([]);
    expect(newVaultItemProblems({ ...base, kind: 'folder', tags: ['banking'], hasFile: true }).map((p) => p.pointer)).toEqual([
      '/name',
      '/file',
      '/tags',
    ]);
  });

  it('names a document after its file when no name is given', () => {
    expect(vaultNameFromFile('Will 2024.final.pdf')).toBe('Will 2024.final');
    expect(vaultNameFromFile('  scan.JPG ')).toBe('scan');
    expect(vaultNameFromFile('README')).toBe('README');
    expect(vaultNameFromFile(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

describe('a change', () => {
  it('sends only what changes: a move to the top is a null folder, and a blank name is refused', () => {
    expect(vaultItemPatch.parse({ folder_id: null })).toEqual({ folder_id: null });
    expect(vaultItemPatch.parse({ is_shared_with_adviser: false })).toEqual({ is_shared_with_adviser: false });
    expect(vaultItemPatch.safeParse({ name: '  ' }).success).toBe(false);
    expect(vaultItemPatch.safeParse({}).success).toBe(false);
  });

  it('a folder never moves into itself or below itself', () => {
    const itemId = folderId;
    expect(vaultMoveRefusalOf({ itemId, targetPath: [], height: 1 })).toBeNull();
    expect(vaultMoveRefusalOf({ itemId, targetPath: [itemId], height: 1 })).toBe('vault.moveIntoItself');
    expect(vaultMoveRefusalOf({ itemId, targetPath: ['a', itemId, 'b'], height: 2 })).toBe('vault.moveIntoItself');
  });

  it(`folders nest at most ${vaultFolderDepthMax} deep: a document fits at the deepest folder, a folder does not`, () => {
    const deepest = Array.from({ length: vaultFolderDepthMax }, (_, index) => `f${index}`);
    expect(vaultMoveRefusalOf({ itemId: 'doc', targetPath: deepest, height: 0 })).toBeNull();
    expect(vaultMoveRefusalOf({ itemId: 'new', targetPath: deepest, height: 1 })).toBe('vault.tooDeep');
    expect(vaultMoveRefusalOf({ itemId: 'tree', targetPath: deepest.slice(0, -2), height: 2 })).toBeNull();
    expect(vaultMoveRefusalOf({ itemId: 'tree', targetPath: deepest.slice(0, -1), height: 2 })).toBe('vault.tooDeep');
  });
});

describe('lists', () => {
  it('list one folder by default; `everywhere` lists every level; a search needs three characters', () => {
    expect(vaultListQuery.parse({})).toMatchObject({ page: 1, per_page: 20, everywhere: false });
    expect(vaultListQuery.parse({ everywhere: 'true', kind: 'folder' })).toMatchObject({ everywhere: true, kind: 'folder' });
    expect(vaultListQuery.safeParse({ search: 'wi' }).success).toBe(false);
  });
});

describe('what the client’s staff are told', () => {
  it('one shared document by name, opening its page; several by their number, opening the list', () => {
    const one = vaultNotices.shared({ clientId: 'c1', clientName: 'Amelia Clarke', itemId: 'i1', name: 'Will 2024' });
    expect(one).toEqual({
      title: 'Document shared with you',
      body: 'Amelia Clarke shared “Will 2024” from their document vault with you.',
      link: '/clients/c1/vault/i1',
    });
    expect(vaultNotices.sharedMany({ clientId: 'c1', clientName: 'Amelia Clarke', count: 2 })).toMatchObject({
      body: 'Amelia Clarke shared 2 documents from their document vault with you.',
      link: '/clients/c1/vault',
    });
  });

  it('words the spec’s toasts', () => {
    expect([vaultMessages['vault.created'], vaultMessages['vault.updated'], vaultMessages['vault.deleted']]).toEqual([
      'Vault item created',
      'Vault item updated',
      'Vault item deleted',
    ]);
    expect(vaultMessages['vault.uploaded']).toBe('Document uploaded');
  });
});

describe('the vault’s sentences', () => {
  const event = (action: string, payload: { before?: object; after?: object }): AuditEventInput => ({
    entity_kind: 'document-vault',
    action,
    actor_name: 'Amelia Clarke',
    before: payload.before ?? null,
    after: payload.after ?? null,
    document: null,
    person_name: null,
  });
  const will = { client_id: 'c1', name: 'Will 2024', kind: 'will' };

  it.each([
    [
      'moved between two folders',
      event('vault_item_moved', { before: { ...will, folder: 'Old' }, after: { ...will, folder: 'Estate' } }),
      'Amelia Clarke moved “Will 2024” from “Old” to “Estate”',
    ],
    [
      'moved to the top',
      event('vault_item_moved', { before: { ...will, folder: 'Estate' }, after: { ...will, folder: null } }),
      'Amelia Clarke moved “Will 2024” from “Estate” to the top of the vault',
    ],
    [
      'moved, read without folder names (staff)',
      event('vault_item_moved', { before: will, after: will }),
      'Amelia Clarke moved “Will 2024” to another folder',
    ],
    [
      'added at the top, or read without its folder',
      event('vault_item_created', { after: { ...will, tags: [] } }),
      'Amelia Clarke added the will “Will 2024”',
    ],
    [
      'a folder made inside another',
      event('vault_item_created', { after: { client_id: 'c1', name: 'Wills', kind: 'folder', folder: 'Estate' } }),
      'Amelia Clarke created the folder “Wills” in “Estate”',
    ],
    [
      'tags changed',
      event('vault_item_updated', { before: { ...will, tags: [] }, after: { ...will, tags: ['banking'] } }),
      'Amelia Clarke changed the tags of “Will 2024”',
    ],
    [
      'renamed',
      event('vault_item_updated', { before: { client_id: 'c1', name: 'Will' }, after: { client_id: 'c1', name: 'Will 2024' } }),
      'Amelia Clarke renamed “Will” to “Will 2024”',
    ],
    [
      'deleted on its own',
      event('vault_item_deleted', { before: { ...will, kind: 'insurance_policy' } }),
      'Amelia Clarke deleted the insurance policy “Will 2024”',
    ],
    ['an older row without a name', event('vault_item_shared', { after: {} }), 'Amelia Clarke changed an item of the vault'],
  ])('%s', (_name, input, expected) => {
    expect(auditSentence(input)).toBe(expected);
  });
});

describe('limits', () => {
  it('the sentences name the limits the rules hold', () => {
    expect(vaultMessages['vault.tooDeep']).toContain(`at most ${vaultFolderDepthMax} deep`);
    expect(vaultMessages['vault.imageTooLarge']).toContain(`${vaultImageSideMax.toLocaleString('en-GB')} pixels wide`);
  });
});
