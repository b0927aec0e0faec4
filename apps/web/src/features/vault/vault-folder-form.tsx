import { type VaultItem, vaultFolderForm, vaultNameMax } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, Select, Spinner, TextField } from '../../ui/index.ts';
import { vaultCalls, vaultKey } from './vault.api.ts';
import { useFolderOptions } from './vault-parts.tsx';

type FolderValues = z.input<typeof vaultFolderForm>;
const fields = ['name', 'folder_id'] as const;

type FolderFormProps = {
  clientId: string;
  /** The folder being renamed or moved; none makes a new one inside `parentId`. */
  folder?: VaultItem;
  parentId?: string | null;
  /** After a save, with the folder the item is now in (null: the top). */
  onSaved: (parentId: string | null) => void;
};

/** A folder's name and the folder it is in: a new one, or a rename and a move of one. */
export function FolderForm({ clientId, folder, parentId = null, onSaved }: FolderFormProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const folders = useFolderOptions(clientId, folder ? { except: folder.id } : {});
  const { register, handleSubmit, setError, formState } = useForm<FolderValues>({
    resolver: zodResolver(vaultFolderForm),
    defaultValues: { name: folder?.name ?? '', folder_id: (folder ? folder.folder_id : parentId) ?? '' },
  });
  const save = useApiMutation(
    (values: FolderValues) => {
      const target = values.folder_id || null;
      if (!folder) return vaultCalls.createFolder(clientId, { kind: 'folder', name: values.name, folder_id: target });
      return vaultCalls.update(
        { clientId, itemId: folder.id },
        {
          ...(values.name.trim() !== folder.name ? { name: values.name } : {}),
          ...(target !== folder.folder_id ? { folder_id: target } : {}),
        },
      );
    },
    { invalidates: [vaultKey], form: { setError, fields }, onErrorDetails: (details) => setProblems(details) },
  );
  if (folders.isPending) return <Spinner />;
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const isUnchanged = folder && values.name.trim() === folder.name && (values.folder_id || null) === folder.folder_id;
    if (isUnchanged || (await save.run(values))) onSaved(values.folder_id || null);
  });

  return (
    <form noValidate className="form-grid vault-form" onSubmit={(event) => void submit(event)}>
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('vault.form.folderName')}
        isRequired
        maxLength={vaultNameMax}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Select
        label={t('vault.form.parent')}
        options={folders.options}
        error={formState.errors.folder_id?.message}
        {...register('folder_id')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t(folder ? 'vault.form.save' : 'vault.form.createFolder')}
        </Button>
      </div>
    </form>
  );
}
