import { acceptOf, checkChosenFile, type MotivationFile, maxGalleryImages, uploadPolicies } from '@advice/domain';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DropZone } from '../../ui/index.ts';

/** A file of the form: one the item has already (`saved`), or one chosen here and not yet uploaded (`new`). */
export type ChosenFile =
  | { source: 'saved'; key: string; name: string; url: string }
  | { source: 'new'; key: string; name: string; file: File };

let chosenCount = 0;
function newChoice(file: File): ChosenFile {
  chosenCount += 1;
  return { source: 'new', key: `new-${chosenCount}`, name: file.name, file };
}
export const savedChoice = (file: MotivationFile): ChosenFile => ({ source: 'saved', key: file.id, name: file.file_name, url: file.url });

/** The address a preview shows a chosen image from: the saved image's, or the new file's own (revoked when it goes). */
function usePreviewUrl(choice: ChosenFile): string {
  const objectUrl = useMemo(
    () => (choice.source === 'new' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(choice.file) : null),
    [choice],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return choice.source === 'saved' ? choice.url : (objectUrl ?? '');
}

type ChooserProps = { label: string; accept: string; isMultiple?: boolean; describedBy: string; onFiles: (files: File[]) => void };

/** The group's drop zone; its hint and its error are the group's, above and below it. */
function Chooser({ label, accept, isMultiple = false, describedBy, onFiles }: ChooserProps) {
  return <DropZone action={label} accept={accept} isMultiple={isMultiple} describedBy={describedBy} isCompact onFiles={onFiles} />;
}

type FieldGroupProps = { label: string; hint: string; error: string | undefined; isRequired?: boolean; children: ReactNode };

function useGroupIds() {
  const base = useId();
  return { hint: `${base}-hint`, error: `${base}-error` };
}

/** What a group's chooser is described by: its hint, and its error while it has one. */
const describedByOf = (ids: ReturnType<typeof useGroupIds>, error: string | undefined) => (error ? `${ids.hint} ${ids.error}` : ids.hint);

/** A file field of the form: its value, the error beside it, and a wrong file refused at once. */
type FileFieldProps<Value> = {
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
  onRefused: (message: string) => void;
};

/** A labelled group of file controls with its hint and the error the rules or the server gave. */
function FieldGroup({ label, hint, error, isRequired, ids, children }: FieldGroupProps & { ids: ReturnType<typeof useGroupIds> }) {
  return (
    <fieldset className="ui-field motivation-files">
      <legend className="ui-field__label">
        {label}
        {isRequired ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <p id={ids.hint} className="ui-field__description">
        {hint}
      </p>
      {children}
      {error ? (
        <p id={ids.error} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The PDF file of a PDF item: choose, replace or remove it; a wrong file is refused at once, beside the field. */
export function PdfFileField({ value, error, onChange, onRefused }: FileFieldProps<ChosenFile | null>) {
  const { t } = useTranslation();
  const ids = useGroupIds();
  const policy = uploadPolicies.motivationPdf;
  const choose = ([file]: File[]) => {
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    if (problem) onRefused(problem);
    else onChange(newChoice(file));
  };
  return (
    <FieldGroup label={t('motivation.form.pdfFile')} hint={t('motivation.form.pdfFileHint')} error={error} ids={ids}>
      {value ? (
        <p className="motivation-files__chosen">
          <span>{value.name}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('motivation.form.removeFile', { name: value.name })}
          </Button>
        </p>
      ) : null}
      <Chooser
        label={t(value ? 'motivation.form.replacePdf' : 'motivation.form.choosePdf')}
        accept={acceptOf(policy)}
        describedBy={describedByOf(ids, error)}
        onFiles={choose}
      />
    </FieldGroup>
  );
}

function Thumbnail({ choice }: { choice: ChosenFile }) {
  const { t } = useTranslation();
  const url = usePreviewUrl(choice);
  return url ? <img className="motivation-files__thumb" src={url} alt={t('motivation.form.preview', { name: choice.name })} /> : null;
}

/** Checks each chosen image as the server will (name, size, type); answers those it takes and the first refusal. */
function takeImages(files: File[]): { taken: ChosenFile[]; refusal: string | null } {
  const policy = uploadPolicies.motivationImage;
  let refusal: string | null = null;
  const taken: ChosenFile[] = [];
  for (const file of files) {
    const problem = checkChosenFile(policy, file);
    if (problem) refusal ??= problem;
    else taken.push(newChoice(file));
  }
  return { taken, refusal };
}

/** A gallery's main image: shown as it will be, replaced by choosing another. */
export function MainImageField({ value, error, onChange, onRefused }: FileFieldProps<ChosenFile | null>) {
  const { t } = useTranslation();
  const ids = useGroupIds();
  const choose = (files: File[]) => {
    const { taken, refusal } = takeImages(files.slice(0, 1));
    if (refusal) onRefused(refusal);
    if (taken[0]) onChange(taken[0]);
  };
  return (
    <FieldGroup label={t('motivation.form.mainImage')} hint={t('motivation.form.mainImageHint')} error={error} isRequired ids={ids}>
      {value ? (
        <div className="motivation-files__main">
          <Thumbnail choice={value} />
          <span>{value.name}</span>
        </div>
      ) : null}
      <Chooser
        label={t(value ? 'motivation.form.replaceMainImage' : 'motivation.form.chooseMainImage')}
        accept={acceptOf(uploadPolicies.motivationImage)}
        describedBy={describedByOf(ids, error)}
        onFiles={choose}
      />
    </FieldGroup>
  );
}

/** A gallery's further photos: add several at once, remove any, move each earlier or later. */
export function GalleryImagesField({ value, error, onChange, onRefused }: FileFieldProps<ChosenFile[]>) {
  const { t } = useTranslation();
  const ids = useGroupIds();
  const [announcement, setAnnouncement] = useState('');
  const add = (files: File[]) => {
    const { taken, refusal } = takeImages(files);
    if (refusal) onRefused(refusal);
    if (taken.length > 0) onChange([...value, ...taken]);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    onChange(next);
    setAnnouncement(t('motivation.form.moved', { name: moved.name, place: index + by + 1, total: next.length }));
  };
  return (
    <FieldGroup
      label={t('motivation.form.images')}
      hint={t('motivation.form.imagesHint', { max: maxGalleryImages })}
      error={error}
      ids={ids}
    >
      {value.length > 0 ? (
        <ol className="motivation-files__list">
          {value.map((choice, index) => (
            <li key={choice.key} className="motivation-files__item">
              <Thumbnail choice={choice} />
              <span className="motivation-files__name">{choice.name}</span>
              <span className="motivation-files__actions">
                <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">{t('motivation.form.moveEarlier', { name: choice.name })}</span>
                </Button>
                <Button variant="ghost" size="sm" disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">{t('motivation.form.moveLater', { name: choice.name })}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((other) => other.key !== choice.key))}>
                  {t('motivation.form.removeFile', { name: choice.name })}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <Chooser
        label={t('motivation.form.addImages')}
        accept={acceptOf(uploadPolicies.motivationImage)}
        isMultiple
        describedBy={describedByOf(ids, error)}
        onFiles={add}
      />
    </FieldGroup>
  );
}
