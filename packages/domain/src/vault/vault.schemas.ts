import { z } from 'zod';
import { paginationQuery, requiredText, searchTerm } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { whenMissing } from '../shared/validation.ts';
import { vaultDocumentKinds, vaultItemKinds, vaultNameMax, vaultTags } from './vault.ts';

const chooseType = 'Choose the type of document.';
const chooseTags = 'Choose tags from the list.';

/** A yes or no as JSON sends it, or as a form's text field does ('true', 'on'). */
const yesNo = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The folder an item is in: a folder's id, or the top of the vault (null, or a form's empty field). */
const folderField = z
  .union([z.uuid('Choose one of the folders of the vault.'), z.literal(''), z.null()])
  .transform((value) => (value ? value : null));

const tagList = z.array(z.enum(vaultTags, { error: chooseTags })).max(vaultTags.length);

/** Tags as JSON sends them (a list), or as a form's one text field does (comma-separated); each once. */
const tagsField = z
  .union([
    tagList,
    z
      .string()
      .max(2000)
      .transform((text) =>
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      )
      .pipe(tagList),
  ])
  .transform((tags) => [...new Set(tags)]);

const nameField = z
  .string({ error: whenMissing(messages['errors.required']) })
  .trim()
  .max(vaultNameMax);

/**
 * A new item: a folder as JSON (its name and where it goes), or a document as a multipart form whose
 * `file` is the document (its name defaults to the file's). What a kind may not carry (a folder's file,
 * tags or sharing) is refused by `newVaultItemProblems`.
 */
export const vaultItemCreateFields = z.object({
  kind: z.enum(vaultItemKinds, { error: chooseType }),
  name: nameField.default(''),
  folder_id: folderField.optional().transform((value) => value ?? null),
  is_shared_with_adviser: yesNo.default(false),
  tags: tagsField.default([]),
});
export type VaultItemCreateFields = z.output<typeof vaultItemCreateFields>;
export type VaultItemCreateInput = z.input<typeof vaultItemCreateFields>;

/**
 * A change to an item: any of its name, type (a document's), folder (a move; null: the top), sharing and
 * tags (a document's). Sharing a folder shares, or stops sharing, every document in it.
 */
export const vaultItemPatch = z
  .object({
    name: nameField.min(1, messages['errors.required']).optional(),
    kind: z.enum(vaultItemKinds, { error: chooseType }).optional(),
    folder_id: folderField.optional(),
    is_shared_with_adviser: z.boolean().optional(),
    tags: tagList.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Change at least one thing.' });
export type VaultItemPatch = z.output<typeof vaultItemPatch>;
export type VaultItemPatchInput = z.input<typeof vaultItemPatch>;

/** The document types a form offers (the folder is made on its own page). */
export const vaultDocumentKindField = z.enum(vaultDocumentKinds, { error: chooseType });

/**
 * A document's fields as its form holds them (the file chosen beside them): the same rules as the server's,
 * shown beside each field before anything is sent. `folder_id` '' is the top of the vault.
 */
export const vaultDocumentForm = z.object({
  kind: vaultDocumentKindField,
  name: requiredText(vaultNameMax),
  folder_id: z.string(),
  tags: tagList,
  is_shared_with_adviser: z.boolean(),
});
export type VaultDocumentForm = z.output<typeof vaultDocumentForm>;

/** A folder's fields as its form holds them. */
export const vaultFolderForm = z.object({ name: requiredText(vaultNameMax), folder_id: z.string() });
export type VaultFolderForm = z.output<typeof vaultFolderForm>;

/**
 * Which of the client's items a list holds. The client: one folder's items (`folder_id`; none: the top of
 * the vault), or with `everywhere` the items of every folder; a `search` finds names anywhere. Staff: the
 * documents shared with them, without folders. `kind` keeps one kind (the folders, for a folder chooser).
 */
export const vaultListQuery = paginationQuery.extend({
  folder_id: z.uuid().optional(),
  search: searchTerm.optional(),
  kind: z.enum(vaultItemKinds).optional(),
  everywhere: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type VaultListQuery = z.output<typeof vaultListQuery>;

/** The trail of the whole vault, or (`item_id`) of one item. */
export const vaultAuditQuery = paginationQuery.extend({ item_id: z.uuid().optional() });
export type VaultAuditQuery = z.output<typeof vaultAuditQuery>;

export const vaultItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

/** A document's file as its page shows it; `download_url` saves it. */
export const vaultFileSchema = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
  download_url: z.string(),
});
export type VaultFile = z.infer<typeof vaultFileSchema>;

const folderRef = z.object({ id: z.uuid(), name: z.string() });

/**
 * One item as its viewer reads it. To staff, a shared document alone, with nothing of the folders it is
 * in (`folder_id` null, `path` empty): the client shares documents, never their folders.
 */
export const vaultItemSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  kind: z.enum(vaultItemKinds),
  name: z.string(),
  folder_id: z.uuid().nullable(),
  /** The folders the item is in, from the top of the vault down: its breadcrumbs. */
  path: z.array(folderRef),
  is_shared_with_adviser: z.boolean(),
  tags: z.array(z.enum(vaultTags)),
  /** A document's file; null for a folder. */
  file: vaultFileSchema.nullable(),
  /** What a folder holds at every level below it (what deleting it deletes); null for a document. */
  contents: z.object({ folders: z.number().int(), documents: z.number().int() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VaultItem = z.infer<typeof vaultItemSchema>;

/** A saved item with the sentence the change toasts. */
export const vaultItemSavedSchema = vaultItemSchema.extend({ message: z.string() });
export type VaultItemSaved = z.infer<typeof vaultItemSavedSchema>;
