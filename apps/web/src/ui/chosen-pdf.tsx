import { checkChosenFile, type UploadPolicy } from '@advice/domain';
import { Button } from './button.tsx';
import { DropZone } from './drop-zone.tsx';
import './chosen-pdf.css';

/** A form's PDF: the one its record has (`saved`), or one chosen here and not yet uploaded (`new`). */
export type ChosenPdf = { source: 'saved'; id: string; name: string } | { source: 'new'; name: string; file: File };

/** The record's PDF as the form starts from it. */
export function savedPdfOf(pdf: { id: string; file_name: string } | null | undefined): ChosenPdf | null {
  return pdf ? { source: 'saved', id: pdf.id, name: pdf.file_name } : null;
}

/**
 * The stored file's id a save names: the saved one's, or the chosen one's once uploaded (through
 * `useUploadsOnSave`'s `idOf`, so it is uploaded once however often the save is retried).
 */
export async function chosenPdfId(
  choice: ChosenPdf | null,
  idOf: (
    choice: { key: unknown; file: File; name: string },
    field: string,
    upload: (file: File) => Promise<{ id: string }>,
  ) => Promise<string>,
  upload: (file: File) => Promise<{ id: string }>,
): Promise<string | null> {
  if (!choice) return null;
  if (choice.source === 'saved') return choice.id;
  return idOf({ key: choice.file, file: choice.file, name: choice.name }, 'pdf', upload);
}

type ChosenPdfFieldProps = {
  pdf: ChosenPdf | null;
  policy: UploadPolicy;
  /** The drop zone's words, the chosen file's line ("PDF: guide.pdf") and the remove button's. */
  texts: { choose: string; chosen: string; remove: string };
  error: string | null;
  /** A file passed the policy's checks, or the PDF was removed (null). */
  onChange: (pdf: ChosenPdf | null) => void;
  /** A chosen file failed the policy's checks: why, to show beside the field. */
  onRefused: (message: string) => void;
};

/**
 * A form's PDF upload: the chosen or saved PDF's name with a way to remove it, or the drop zone, which checks a
 * chosen file at once by its policy (content type, size, name) and says why it was refused beside the field.
 */
export function ChosenPdfField({ pdf, policy, texts, error, onChange, onRefused }: ChosenPdfFieldProps) {
  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const refusal = checkChosenFile(policy, file);
    if (refusal) onRefused(refusal);
    else onChange({ source: 'new', name: file.name, file });
  };
  return (
    <>
      {pdf ? (
        <p className="chosen-pdf">
          <span>{texts.chosen}</span>
          <Button variant="ghost" onClick={() => onChange(null)}>
            {texts.remove}
          </Button>
        </p>
      ) : (
        <DropZone action={texts.choose} policy={policy} isCompact purpose={policy.purpose} error={error} onFiles={choose} />
      )}
      {pdf && error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
