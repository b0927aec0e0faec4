import { uploadPolicies } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../ui/index.ts';
import { formatFileSize } from '../cases/documents/case-documents.rules.ts';
import type { ChosenFile } from './use-message-files.ts';

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
  return (
    <div className="messages-files">
      <DropZone
        label={t('messages.files')}
        action={t('messages.chooseFiles')}
        policy={uploadPolicies.messageAttachment}
        hint={t('messages.filesHint')}
        isMultiple
        error={error}
        isBusy={isDisabled}
        onFiles={onAdd}
      >
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
      </DropZone>
    </div>
  );
}
