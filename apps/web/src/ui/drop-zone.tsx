import { acceptOf, formatFileSize, type UploadPolicy, uploadHintOf } from '@advice/domain';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import './drop-zone.css';

const UploadIcon = () => (
  <Icon size={22}>
    <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Icon>
);

const FileIcon = () => (
  <Icon size={18}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5" />
  </Icon>
);

export type DropZoneProps = {
  /** What the zone offers, shown inside it and its accessible name: "Upload a photo"; "Choose a file" when left out. */
  action?: string;
  /** The field's own name, shown above the zone (with * when required) and read before the action. */
  label?: string;
  /** More about the field, shown under its name. */
  description?: string;
  /** The purpose's policy: what the chooser offers, and the hint that says what it takes and up to what size. */
  policy?: UploadPolicy;
  /** Without a policy, the chooser's `accept` list. */
  accept?: string;
  /** What it takes, in words; from the policy when left out. */
  hint?: string;
  isMultiple?: boolean;
  isRequired?: boolean;
  /** The file chosen and kept (a form sends it later): its name and size are shown in the zone. */
  chosen?: { name: string; size: number } | null;
  /** From 0 to 1 while sending; null when nothing is being sent. */
  progress?: number | null;
  progressLabel?: string;
  /** Why the last file was refused, shown beside the zone and read with it. */
  error?: string | null;
  /** While sending or working: nothing more can be chosen or dropped. */
  isBusy?: boolean;
  /** One line, for a card's or a row's actions. */
  isCompact?: boolean;
  /** Ids of other text that describes the field (a hint the form shows above it). */
  describedBy?: string;
  /** Names the input for a test or a journey (`data-purpose`). */
  purpose?: string;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
};

/**
 * The one file chooser: a zone to click, or reach with the keyboard (the native input inside keeps its
 * focus and its Enter and Space), or drop files on. It says what it takes, shows the file chosen and the
 * progress of its sending, and the reason a file was refused beside it (read with the chooser, announced
 * when it appears).
 */
export function DropZone(props: DropZoneProps) {
  const { t } = useTranslation();
  const { label, policy, hint, isMultiple = false, isRequired = false, chosen, progress = null, error, isBusy = false } = props;
  const action = props.action ?? t(isMultiple ? 'upload.chooseMany' : 'upload.choose');
  const ids = { input: useId(), label: useId(), action: useId(), description: useId(), hint: useId(), chosen: useId(), error: useId() };
  const [isOver, setIsOver] = useState(false);
  const depth = useRef(0);
  const hintText = hint ?? (policy ? uploadHintOf(policy) : undefined);

  const take = (files: File[]) => {
    if (isBusy || files.length === 0) return;
    props.onFiles(isMultiple ? files : files.slice(0, 1));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so choosing the same file again is seen as a change.
    event.target.value = '';
    take(files);
  };
  const onDrag = (event: DragEvent<HTMLDivElement>, step: -1 | 0 | 1) => {
    event.preventDefault();
    if (step === 0) event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
    depth.current = Math.max(0, depth.current + step);
    setIsOver(!isBusy && (step === 0 || depth.current > 0));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setIsOver(false);
    take([...event.dataTransfer.files]);
  };

  const describedBy = [
    props.description ? ids.description : '',
    hintText ? ids.hint : '',
    chosen ? ids.chosen : '',
    error ? ids.error : '',
    props.describedBy ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const className = [
    'drop-zone',
    label ? 'drop-zone--field' : '',
    props.isCompact ? 'drop-zone--compact' : '',
    isOver ? 'drop-zone--over' : '',
    error ? 'drop-zone--invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the way for keyboards.
    <div
      className={className}
      onDragEnter={(event) => onDrag(event, 1)}
      onDragOver={(event) => onDrag(event, 0)}
      onDragLeave={(event) => onDrag(event, -1)}
      onDrop={onDrop}
      aria-busy={isBusy || undefined}
    >
      {label ? (
        <span className="ui-field__label-row">
          <span id={ids.label} className="ui-field__label">
            {label}
          </span>
          {isRequired ? (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      ) : null}
      {props.description ? (
        <p id={ids.description} className="ui-field__description">
          {props.description}
        </p>
      ) : null}
      <input
        id={ids.input}
        type="file"
        className="visually-hidden drop-zone__input"
        accept={props.accept ?? (policy ? acceptOf(policy) : undefined)}
        multiple={isMultiple}
        disabled={isBusy}
        aria-labelledby={label ? `${ids.label} ${ids.action}` : ids.action}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        data-purpose={props.purpose}
        onChange={onChange}
      />
      <label htmlFor={ids.input} className="drop-zone__target">
        <span className="drop-zone__icon">
          <UploadIcon />
        </span>
        <span className="drop-zone__text">
          <span className="drop-zone__lead">
            <span id={ids.action} className="drop-zone__action">
              {action}
            </span>{' '}
            <span className="drop-zone__or">{t(isMultiple ? 'upload.orDropMany' : 'upload.orDrop')}</span>
          </span>
          {hintText ? (
            <span id={ids.hint} className="drop-zone__hint">
              {hintText}
            </span>
          ) : null}
        </span>
      </label>
      {props.children}
      {chosen ? (
        <p id={ids.chosen} className="drop-zone__chosen">
          <FileIcon />
          <span className="visually-hidden">{t('upload.chosen')}</span>
          <span className="drop-zone__name">{chosen.name}</span>
          <span className="drop-zone__size">{formatFileSize(chosen.size)}</span>
        </p>
      ) : null}
      {progress !== null ? (
        <div className="drop-zone__progress">
          <progress value={progress} max={1} aria-label={props.progressLabel ?? t('upload.sending')} />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} className="ui-field__error drop-zone__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
