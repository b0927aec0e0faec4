import {
  checkChosenFile,
  uploadPolicies,
  type VaultItemSaved,
  type VaultTag,
  vaultDocumentForm,
  vaultDocumentKinds,
  vaultMessages,
  vaultNameFromFile,
  vaultNameMax,
  vaultTags,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Checkbox, DropZone, ProblemsBanner, Select, Spinner, TextField } from '../../ui/index.ts';
import { vaultCalls, vaultKey } from './vault.api.ts';
import { useFolderOptions } from './vault-parts.tsx';

const policy = uploadPolicies.vaultDocument;
export type DocumentValues = z.input<typeof vaultDocumentForm>;
type DocumentOutput = z.output<typeof vaultDocumentForm>;
export const documentFields = ['kind', 'name', 'folder_id', 'tags', 'is_shared_with_adviser'] as const;

/** The tags as a group of boxes, any number ticked. */
function TagChoices({ value, onChange, error }: { value: readonly VaultTag[]; onChange: (tags: VaultTag[]) => void; error?: string }) {
  const { t } = useTranslation();
  const toggle = (tag: VaultTag, isOn: boolean) => onChange(isOn ? [...value, tag] : value.filter((chosen) => chosen !== tag));
  return (
    <fieldset className="vault-tag-choices">
      <legend>{t('vault.form.tags')}</legend>
      <p className="ui-field__description">{t('vault.form.tagsHint')}</p>
      <div className="vault-tag-choices__grid">
        {vaultTags.map((tag) => (
          <Checkbox
            key={tag}
            label={t(`vault.tag.${tag}`)}
            checked={value.includes(tag)}
            onChange={(event) => toggle(tag, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type FieldsProps = {
  /** The folders it may be in (`useFolderOptions`), loaded before the form shows. */
  folderOptions: { value: string; label: string }[];
  register: UseFormRegister<DocumentValues>;
  control: Control<DocumentValues>;
  errors: FieldErrors<DocumentValues>;
};

/** A document's fields: its type, name, folder, tags and whether the adviser sees it. */
export function DocumentFields({ folderOptions, register, control, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('vault.form.kind')}
        isRequired
        options={[
          { value: '', label: t('vault.form.chooseKind') },
          ...vaultDocumentKinds.map((kind) => ({ value: kind, label: t(`vault.kind.${kind}`) })),
        ]}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label={t('vault.form.name')}
        isRequired
        maxLength={vaultNameMax}
        description={t('vault.form.nameHint')}
        error={errors.name?.message}
        {...register('name')}
      />
      <Select label={t('vault.form.folder')} options={folderOptions} error={errors.folder_id?.message} {...register('folder_id')} />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagChoices value={field.value} onChange={field.onChange} error={errors.tags?.message} />}
      />
      <Checkbox
        label={t('vault.form.share')}
        description={t('vault.form.shareHint')}
        error={errors.is_shared_with_adviser?.message}
        {...register('is_shared_with_adviser')}
      />
    </>
  );
}

/** The form's values as the multipart fields the server reads beside the file. */
function formDataOf(values: DocumentOutput, file: File): FormData {
  const form = new FormData();
  form.append('kind', values.kind);
  form.append('name', values.name);
  form.append('folder_id', values.folder_id);
  form.append('tags', values.tags.join(','));
  form.append('is_shared_with_adviser', String(values.is_shared_with_adviser));
  form.append(policy.fileField, file);
  return form;
}

/**
 * A new document: its file, checked by the vault's policy as soon as it is chosen (its name fills the
 * document's name if none is given), and its fields, checked by the same rules as the server's.
 */
export function NewDocumentForm({
  clientId,
  folderId,
  onSaved,
}: {
  clientId: string;
  folderId: string | null;
  onSaved: (saved: VaultItemSaved) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const folders = useFolderOptions(clientId);
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<DocumentValues, unknown, DocumentOutput>({
    resolver: zodResolver(vaultDocumentForm),
    defaultValues: { kind: '' as DocumentValues['kind'], name: '', folder_id: folderId ?? '', tags: [], is_shared_with_adviser: false },
  });
  const save = useApiMutation((form: FormData) => vaultCalls.createDocument(clientId, form, setProgress), {
    invalidates: [vaultKey],
    form: { setError, fields: documentFields },
    onErrorDetails: (details, error) => {
      const aboutFile = isApiError(error) ? error.fieldErrors[policy.fileField] : undefined;
      if (aboutFile) setFileError(aboutFile);
      setProblems(details.filter((detail) => detail !== aboutFile));
    },
  });

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = checkChosenFile(policy, chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (!problem && getValues('name').trim() === '') setValue('name', vaultNameFromFile(chosen.name), { shouldValidate: true });
  };
  if (folders.isPending) return <Spinner />;
  const submit = handleSubmit(async (values) => {
    if (!file) return;
    setProblems([]);
    setProgress(0);
    const saved = await save.runForResult(formDataOf(values, file));
    setProgress(null);
    if (saved) onSaved(saved);
  });

  return (
    <form
      noValidate
      className="form-grid vault-form"
      onSubmit={(event) => {
        if (!file && !fileError) setFileError(vaultMessages['vault.fileRequired']);
        void submit(event);
      }}
    >
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <DropZone
        label={t('vault.form.file')}
        action={t(file ? 'vault.form.chooseAnother' : 'vault.form.chooseFile')}
        policy={policy}
        isRequired
        chosen={file}
        progress={progress}
        progressLabel={t('vault.form.uploading')}
        error={fileError}
        isBusy={progress !== null}
        onFiles={choose}
      />
      <DocumentFields folderOptions={folders.options} register={register} control={control} errors={formState.errors} />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('vault.form.addDocument')}
        </Button>
      </div>
    </form>
  );
}
