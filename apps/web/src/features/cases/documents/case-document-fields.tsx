import { caseDocumentCategories } from '@advice/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Checkbox, Select, TextArea, TextField } from '../../../ui/index.ts';

/** The category select's options: a prompt, then the spec's categories in their order. */
export function useCategoryOptions(withPrompt: boolean): { value: string; label: string }[] {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const categories = caseDocumentCategories.map((category) => ({ value: category, label: tk(`caseDocs.category.${category}`) }));
  return withPrompt ? [{ value: '', label: t('caseDocs.chooseCategory') }, ...categories] : categories;
}

type DocumentField = 'name' | 'category' | 'note' | 'concealed' | 'signature_required' | 'e_signature' | 'auto_email_on_update';

type CaseDocumentFieldsProps = {
  register: (field: DocumentField) => UseFormRegisterReturn;
  errors: Partial<Record<DocumentField, { message?: string | undefined }>>;
  isStaffView: boolean;
  /** A new document may leave its name empty (the file's name is used) and starts with no category; an edit keeps both. */
  isNew: boolean;
};

/** A document's name, category, note for the client and, for staff, its settings (spec 1 §3): signature, e-mail on update, concealment. */
export function CaseDocumentFields({ register, errors, isStaffView, isNew }: CaseDocumentFieldsProps) {
  const { t } = useTranslation();
  const categoryOptions = useCategoryOptions(isNew);
  return (
    <>
      <TextField
        label={t('caseDocs.name')}
        isRequired={!isNew}
        description={isNew ? t('caseDocs.nameHint') : undefined}
        maxLength={200}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Select
        label={t('caseDocs.category')}
        isRequired
        options={categoryOptions}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextArea
        label={t('caseDocs.note')}
        description={t('caseDocs.noteHint')}
        rows={3}
        maxLength={2000}
        error={errors.note?.message}
        {...register('note')}
      />
      {isStaffView ? (
        <fieldset className="case-docs__settings">
          <legend>{t('caseDocs.settings')}</legend>
          <Checkbox
            label={t('caseDocs.signatureRequiredField')}
            description={t('caseDocs.signatureRequiredHint')}
            {...register('signature_required')}
          />
          <Checkbox label={t('caseDocs.eSignatureField')} description={t('caseDocs.eSignatureHint')} {...register('e_signature')} />
          <Checkbox label={t('caseDocs.autoEmailField')} description={t('caseDocs.autoEmailHint')} {...register('auto_email_on_update')} />
          <Checkbox label={t('caseDocs.concealedField')} description={t('caseDocs.concealedHint')} {...register('concealed')} />
        </fieldset>
      ) : null}
    </>
  );
}
