import {
  checkChosenFile,
  type IdentityDocument,
  identityDocumentAccessLevels,
  identityDocumentBody,
  identityDocumentIssuerMax,
  identityDocumentNameMax,
  identityDocumentNumberMax,
  identityDocumentTypes,
  uploadPolicies,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Dialog, DropZone, ProblemsBanner, Select, TextField } from '../../ui/index.ts';
import { mayDo, type Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';

type Input = z.input<typeof identityDocumentBody>;
type Output = z.output<typeof identityDocumentBody>;
const fields = ['type', 'access', 'name', 'number', 'issued_by', 'expires_on'] as const;
const policy = uploadPolicies.identityDocument;

type FormProps = {
  viewer: Viewer;
  /** The document being edited; none adds a new one (with its scan, if one is chosen). */
  document?: IdentityDocument;
  onDone: () => void;
};

/** The scan chosen for a new document, checked against the policy as soon as it is chosen. */
function ScanChooser({
  file,
  error,
  onChoose,
}: {
  file: File | null;
  error: string | null;
  onChoose: (file: File | null, error: string | null) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = checkChosenFile(policy, chosen);
    onChoose(problem ? null : chosen, problem);
  };
  return (
    <div className="ui-field">
      <span className="ui-field__label">{t('identity.documents.field.file')}</span>
      <p id={hintId} className="ui-field__description">
        {t('identity.documents.field.fileHint')}
      </p>
      <DropZone
        action={t('identity.documents.chooseFile')}
        policy={policy}
        chosen={file}
        error={error}
        describedBy={hintId}
        onFiles={choose}
      />
    </div>
  );
}

/**
 * Adds or edits one document. The shared schema checks each field before anything is sent; the server's
 * refusals land beside the field they name. Restricted access is offered only to those who may see it.
 */
function DocumentForm({ viewer, document, onDone }: FormProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(identityDocumentBody),
    defaultValues: document
      ? {
          type: document.type,
          access: document.access,
          name: document.name,
          number: document.number,
          issued_by: document.issued_by,
          expires_on: document.expires_on ?? '',
        }
      : { type: 'government_document', access: 'normal', name: '', number: '', issued_by: '', expires_on: '' },
  });
  const { errors } = formState;
  const save = useApiMutation(
    (values: Output) =>
      document
        ? identityCalls.updateDocument({ clientId: viewer.clientId, documentId: document.id }, values)
        : identityCalls.addDocument(viewer.clientId, values, file),
    { invalidates: [identityKey], form: { setError, fields }, onErrorDetails: (details) => setProblems(details) },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    if (await save.run(values)) onDone();
  });
  const canRestrict = mayDo(viewer, 'identity.viewRestricted');

  return (
    <form onSubmit={submit} noValidate className="form-grid identification__form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <Select
        label={t('identity.documents.field.type')}
        isRequired
        options={identityDocumentTypes.map((value) => ({ value, label: t(`identity.documents.type.${value}`) }))}
        error={errors.type?.message}
        {...register('type')}
      />
      {canRestrict ? (
        <Select
          label={t('identity.documents.field.access')}
          options={identityDocumentAccessLevels.map((value) => ({ value, label: t(`identity.documents.access.${value}`) }))}
          description={t('identity.documents.field.accessHint')}
          error={errors.access?.message}
          {...register('access')}
        />
      ) : null}
      <TextField
        label={t('identity.documents.field.name')}
        isRequired
        maxLength={identityDocumentNameMax}
        description={t('identity.documents.field.nameHint')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('identity.documents.field.number')}
        maxLength={identityDocumentNumberMax}
        autoComplete="off"
        error={errors.number?.message}
        {...register('number')}
      />
      <TextField
        label={t('identity.documents.field.issuedBy')}
        maxLength={identityDocumentIssuerMax}
        error={errors.issued_by?.message}
        {...register('issued_by')}
      />
      <TextField
        label={t('identity.documents.field.expiresOn')}
        type="date"
        error={errors.expires_on?.message}
        {...register('expires_on')}
      />
      {document ? null : (
        <ScanChooser
          file={file}
          error={fileError}
          onChoose={(chosen, error) => {
            setFile(chosen);
            setFileError(error);
          }}
        />
      )}
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('identity.documents.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('identity.documents.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The form in a dialog: "Add an identity document", or "Edit “Passport”". */
export function DocumentDialog({ isOpen, ...props }: FormProps & { isOpen: boolean }) {
  const { t } = useTranslation();
  const title = props.document ? t('identity.documents.editTitle', { name: props.document.name }) : t('identity.documents.addTitle');
  return (
    <Dialog isOpen={isOpen} onClose={props.onDone} title={title}>
      {isOpen ? <DocumentForm {...props} /> : null}
    </Dialog>
  );
}
