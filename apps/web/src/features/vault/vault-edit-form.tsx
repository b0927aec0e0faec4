import { type VaultItem, type VaultItemPatchInput, vaultDocumentForm } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, Spinner } from '../../ui/index.ts';
import { vaultCalls, vaultKey } from './vault.api.ts';
import { DocumentFields, type DocumentValues, documentFields } from './vault-document-form.tsx';
import { useFolderOptions } from './vault-parts.tsx';

type DocumentOutput = z.output<typeof vaultDocumentForm>;

const isSameTags = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** What the form changed, and nothing else: a move, a rename, a retag each say only what they are. */
function patchOf(item: VaultItem, values: DocumentOutput): VaultItemPatchInput {
  const folderId = values.folder_id || null;
  return {
    ...(values.name !== item.name ? { name: values.name } : {}),
    ...(values.kind !== item.kind ? { kind: values.kind } : {}),
    ...(folderId !== item.folder_id ? { folder_id: folderId } : {}),
    ...(isSameTags(values.tags, item.tags) ? {} : { tags: values.tags }),
    ...(values.is_shared_with_adviser !== item.is_shared_with_adviser ? { is_shared_with_adviser: values.is_shared_with_adviser } : {}),
  };
}

/** A document's type, name, folder, tags and sharing, changed together; a form left as it was sends nothing. */
export function EditDocumentForm({ clientId, item, onSaved }: { clientId: string; item: VaultItem; onSaved: () => void }) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const folders = useFolderOptions(clientId);
  const { register, control, handleSubmit, setError, formState } = useForm<DocumentValues, unknown, DocumentOutput>({
    resolver: zodResolver(vaultDocumentForm),
    defaultValues: {
      kind: item.kind === 'folder' ? ('' as DocumentValues['kind']) : item.kind,
      name: item.name,
      folder_id: item.folder_id ?? '',
      tags: item.tags,
      is_shared_with_adviser: item.is_shared_with_adviser,
    },
  });
  const save = useApiMutation((patch: VaultItemPatchInput) => vaultCalls.update({ clientId, itemId: item.id }, patch), {
    invalidates: [vaultKey],
    form: { setError, fields: documentFields },
    onErrorDetails: (details) => setProblems(details),
  });
  if (folders.isPending) return <Spinner />;
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const patch = patchOf(item, values);
    if (Object.keys(patch).length === 0 || (await save.run(patch))) onSaved();
  });

  return (
    <form noValidate className="form-grid vault-form" onSubmit={(event) => void submit(event)}>
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <DocumentFields folderOptions={folders.options} register={register} control={control} errors={formState.errors} />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('vault.form.save')}
        </Button>
      </div>
    </form>
  );
}
