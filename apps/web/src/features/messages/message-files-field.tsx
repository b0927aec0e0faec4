import { acceptOf, uploadPolicies } from '@advice/domain';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../cases/documents/case-documents.rules.ts';
import type { ChosenFile } from './use-message-files.ts';

const accept = acceptOf(uploadPolicies.messageAttachment);

type FilesFieldProps = {
  files: readonly ChosenFile[];
  error: string | null | undefined;
  isDisabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/**
 * The files of a message: dropped on the field or chosen (several at once), each with its upload's
 * progress and a button to take it off; the reason a file was refused shows beside the field.
 */
export function MessageFilesField({ files, error, isDisabled, onAdd, onRemove }: FilesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) onAdd([...event.dataTransfer.files]);
  };
  return (
    <div className="ui-field messages-files">
      <span className="ui-field__label-row">
        <span className="ui-field__label">{t('messages.files')}</span>
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the file input inside is the way for keyboards. */}
      <div
        className={`messages-files__drop${isDragging ? ' messages-files__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
      >
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden"
          accept={accept}
          disabled={isDisabled}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            onAdd(chosen);
          }}
        />
        <label htmlFor={inputId} className="ui-button ui-button--secondary ui-button--sm" aria-disabled={isDisabled || undefined}>
          {t('messages.chooseFiles')}
        </label>
        <span id={hintId} className="messages-files__hint">
          {t('messages.filesHint')}
        </span>
      </div>
      {files.length > 0 ? (
        <ul className="messages-files__list" aria-label={t('messages.chosenFiles')}>
          {files.map((item) => (
            <li key={item.key} className="messages-files__item">
              <span className="messages-files__name">{item.file.name}</span>
              <span className="messages-files__meta">{formatFileSize(item.size)}</span>
              {item.uploadId === null ? (
                <progress
                  className="upload-progress"
                  value={item.progress}
                  max={1}
                  aria-label={t('messages.uploading', { name: item.file.name })}
                />
              ) : null}
              <button
                type="button"
                className="messages-chip__remove"
                disabled={isDisabled}
                aria-label={t('messages.removeFile', { name: item.file.name })}
                onClick={() => onRemove(item.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
