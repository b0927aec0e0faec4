import {
  acceptedTypesInWords,
  acceptOf,
  formatFileSize,
  refuseChosenFile,
  type SupportFileKind,
  sizeInWords,
  supportAttachmentsMaxBytes,
  supportAttachmentsTotalProblem,
  supportFilePolicies,
  supportScreenshotsCountProblem,
  supportScreenshotsMaxCount,
} from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons.tsx';
import { DropZone } from '../../ui/index.ts';

/** The files chosen so far: the screenshots, and the one file. */
export type ChosenFiles = { screenshots: File[]; file: File | null };
export type FileErrors = Record<SupportFileKind, string | null>;
export const noFileErrors: FileErrors = { screenshots: null, file: null };

/** Every chosen file, screenshots first, as the form sends them. */
export function allFilesOf(chosen: ChosenFiles): File[] {
  return chosen.file ? [...chosen.screenshots, chosen.file] : chosen.screenshots;
}

/** The sentence refusing the files' total, or null: shown under the running total, and blocking the send. */
export function totalProblemOf(chosen: ChosenFiles): string | null {
  return supportAttachmentsTotalProblem(allFilesOf(chosen).map((file) => file.size));
}

/** One chosen file, told apart from another of the same name chosen from elsewhere. */
const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** Adds the files the screenshot rules take (each once); the first refusal is the zone's error. */
function addScreenshots(chosen: ChosenFiles, files: File[]): { chosen: ChosenFiles; error: string | null } {
  const policy = supportFilePolicies.screenshots;
  const already = new Set(chosen.screenshots.map(keyOf));
  const fresh = files.filter((file) => !already.has(keyOf(file)));
  const refusals = fresh.map((file) => refuseChosenFile(policy, file));
  const taken = fresh.filter((_file, index) => refusals[index] === null);
  const screenshots = [...chosen.screenshots, ...taken];
  const tooMany = supportScreenshotsCountProblem(screenshots.length);
  if (tooMany) return { chosen, error: tooMany };
  return { chosen: { ...chosen, screenshots }, error: refusals.find((refusal) => refusal !== null)?.detail ?? null };
}

type ChosenListProps = { files: File[]; label: string; onRemove: (index: number) => void; isBusy: boolean };

function ChosenList({ files, label, onRemove, isBusy }: ChosenListProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="support-files__list" aria-label={label}>
      {files.map((file, index) => (
        <li key={keyOf(file)} className="support-files__item">
          <span className="support-files__name">{file.name}</span>
          <span className="support-files__size">{formatFileSize(file.size)}</span>
          <button
            type="button"
            className="support-files__remove"
            onClick={() => onRemove(index)}
            disabled={isBusy}
            aria-label={t('support.remove', { name: file.name })}
          >
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}

type SupportFilesProps = {
  chosen: ChosenFiles;
  errors: FileErrors;
  isBusy: boolean;
  onChange: (chosen: ChosenFiles, errors: FileErrors) => void;
};

/**
 * The screenshots and the file, each chooser checking what it is given by the shared rules as soon as it
 * is chosen, with the running total of all files against the 10 MB they may add up to.
 */
export function SupportFiles({ chosen, errors, isBusy, onChange }: SupportFilesProps) {
  const { t } = useTranslation();
  const used = allFilesOf(chosen).reduce((sum, file) => sum + file.size, 0);
  const totalProblem = totalProblemOf(chosen);
  const { screenshots, file } = supportFilePolicies;

  const chooseScreenshots = (files: File[]) => {
    const added = addScreenshots(chosen, files);
    onChange(added.chosen, { ...errors, screenshots: added.error });
  };
  const chooseFile = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    const refusal = refuseChosenFile(file, first);
    onChange(refusal ? chosen : { ...chosen, file: first }, { ...errors, file: refusal?.detail ?? null });
  };
  const removeScreenshot = (index: number) =>
    onChange({ ...chosen, screenshots: chosen.screenshots.filter((_file, at) => at !== index) }, { ...errors, screenshots: null });

  return (
    <div className="support-files">
      <DropZone
        label={t('support.screenshots')}
        description={t('support.screenshotsHint', { max: supportScreenshotsMaxCount })}
        action={t('support.screenshotsAction')}
        accept={acceptOf(screenshots)}
        hint={acceptedTypesInWords(screenshots.types)}
        isMultiple
        isBusy={isBusy}
        error={errors.screenshots}
        purpose="support-screenshots"
        onFiles={chooseScreenshots}
      >
        <ChosenList files={chosen.screenshots} label={t('support.screenshots')} onRemove={removeScreenshot} isBusy={isBusy} />
      </DropZone>
      <DropZone
        label={t('support.file')}
        description={t('support.fileHint')}
        action={t('support.fileAction')}
        accept={acceptOf(file)}
        hint={acceptedTypesInWords(file.types)}
        isBusy={isBusy}
        error={errors.file}
        purpose="support-file"
        onFiles={chooseFile}
      >
        <ChosenList
          files={chosen.file ? [chosen.file] : []}
          label={t('support.file')}
          onRemove={() => onChange({ ...chosen, file: null }, { ...errors, file: null })}
          isBusy={isBusy}
        />
      </DropZone>
      <p className={totalProblem ? 'support-files__total support-files__total--over' : 'support-files__total'}>
        {used === 0
          ? t('support.totalNone', { max: sizeInWords(supportAttachmentsMaxBytes) })
          : t('support.total', { used: formatFileSize(used), max: sizeInWords(supportAttachmentsMaxBytes) })}
      </p>
      {totalProblem ? (
        <p className="ui-field__error" role="alert">
          {totalProblem}
        </p>
      ) : null}
    </div>
  );
}
