import { checkChosenFile, type UploadPolicy } from '@advice/domain';
import { type ChangeEvent, useId, useState } from 'react';

/** Takes the chosen file and empties the input, so choosing the same file again is seen as a change. */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/** Ids that tie a file chooser to the error shown under it. */
export function useFileChooserIds(): { inputId: string; errorId: string } {
  return { inputId: useId(), errorId: useId() };
}

/**
 * One chosen file sent by its purpose's policy: the file is checked as it is chosen (the message shown
 * beside the chooser, nothing sent), then sent as the policy's form field with its progress. The caller's
 * mutation reports progress through `setProgress` and a refusal through `setError`.
 */
export function useChosenFileUpload(policy: UploadPolicy) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (send: (form: FormData) => Promise<unknown>) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const problem = checkChosenFile(policy, file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    const form = new FormData();
    form.append(policy.fileField, file);
    await send(form);
    setProgress(null);
  };
  return { progress, setProgress, error, setError, choose };
}

interface FileChooserProps {
  inputId: string;
  errorId: string;
  label: string;
  accept: string;
  error: string | null;
  isBusy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A file input shown as a secondary button; the native input stays focusable for keyboards. */
export function FileChooser({ inputId, errorId, label, accept, error, isBusy, onChange }: FileChooserProps) {
  return (
    <>
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={accept}
        onChange={onChange}
        disabled={isBusy}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={inputId} className="ui-button ui-button--secondary" aria-disabled={isBusy || undefined}>
        {label}
      </label>
    </>
  );
}

interface UploadFeedbackProps {
  errorId: string;
  error: string | null;
  /** From 0 to 1 while sending; null when nothing is being sent or progress is not shown. */
  progress?: number | null;
  progressLabel?: string;
}

/** The progress of an upload under way and the reason the last one failed. */
export function UploadFeedback({ errorId, error, progress = null, progressLabel }: UploadFeedbackProps) {
  return (
    <>
      {progress !== null ? (
        <progress className="upload-progress" value={progress} max={1} aria-label={progressLabel}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
