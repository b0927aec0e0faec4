import { verifyBody } from '@advice/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { describedBy, FieldDescription, FieldError, FieldLabel, useFieldIds } from '../../ui/field.tsx';
import { ShieldIcon } from '../../ui/icons.tsx';
import { Button, DropZone } from '../../ui/index.ts';
import { usePractice } from '../practice/practice.api.ts';
import { verifySignedDocument } from './sign.api.ts';
import { fingerprintOf, verifyFileMaxMegabytes } from './verify-hash.ts';
import { type Checked, VerifyOutcome } from './verify-result.tsx';
import './verify-page.css';

type Source = { sha256: string; fileName: string | null };

/**
 * `/verify-document`, for anyone: drop a PDF (the browser hashes it; the file never leaves the device) or
 * paste its SHA-256, and learn whether it is a completed signed document of this practice, when and by whom.
 */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  const practice = usePractice();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [hashing, setHashing] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [hash, setHash] = useState('');
  const [hashError, setHashError] = useState<string | undefined>();
  const source = useRef<Source | null>(null);
  const hashIds = useFieldIds();

  const verify = useApiMutation((sent: Source) => verifySignedDocument(sent.sha256), {
    success: false,
    onSuccess: (result, sent) => setChecked({ ...sent, result }),
    onErrorDetails: (details, error) => {
      const message = (isApiError(error) ? error.fieldErrors.sha256 : undefined) ?? details.join(' ');
      if (source.current?.fileName) setFileError(message);
      else setHashError(message);
    },
  });

  const check = (sent: Source) => {
    source.current = sent;
    setChecked(null);
    void verify.run(sent);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(undefined);
    setHashError(undefined);
    setHashing(file.name);
    const fingerprint = await fingerprintOf(file);
    setHashing(null);
    if ('problem' in fingerprint) {
      setChecked(null);
      setFileError(
        fingerprint.problem === 'tooLarge'
          ? t('verify.tooLarge', { size: verifyFileMaxMegabytes })
          : t(fingerprint.problem === 'notPdf' ? 'verify.notPdf' : 'verify.unreadable'),
      );
      return;
    }
    check({ sha256: fingerprint.sha256, fileName: file.name });
  };

  const onPaste = (event: FormEvent) => {
    event.preventDefault();
    setFileError(undefined);
    const parsed = verifyBody.safeParse({ sha256: hash });
    if (!parsed.success) {
      setHashError(parsed.error.issues[0]?.message);
      return;
    }
    setHashError(undefined);
    check({ sha256: parsed.data.sha256, fileName: null });
  };

  const reset = () => {
    setChecked(null);
    source.current = null;
    setHash('');
  };

  return (
    <div className="verify">
      <header className="verify__hero">
        <span className="verify__emblem" aria-hidden="true">
          <ShieldIcon size={28} />
        </span>
        <h1 className="verify__title">{t('verify.title')}</h1>
        <p className="verify__lead">{t('verify.lead', { practice: practice.name })}</p>
      </header>

      {checked ? (
        <VerifyOutcome checked={checked} practiceName={practice.name} onAgain={reset} />
      ) : (
        <div className="verify__card">
          <PdfDropZone hashing={hashing} isBusy={verify.isPending} error={fileError} onFile={(file) => void onFile(file)} />
          <p className="verify__private">
            <ShieldIcon size={18} />
            <span>{t('verify.private')}</span>
          </p>
          <form className="verify__paste" onSubmit={onPaste} noValidate>
            <h2 className="verify__paste-title">{t('verify.pasteTitle')}</h2>
            <div className="ui-field verify__hash">
              <FieldLabel htmlFor={hashIds.inputId} label={t('verify.hashLabel')} />
              <FieldDescription id={hashIds.descriptionId}>{t('verify.hashHint')}</FieldDescription>
              <div className="verify__paste-row">
                <input
                  id={hashIds.inputId}
                  className="ui-input"
                  value={hash}
                  onChange={(event) => setHash(event.target.value)}
                  maxLength={200}
                  spellCheck={false}
                  autoComplete="off"
                  autoCapitalize="off"
                  aria-invalid={hashError ? true : undefined}
                  aria-describedby={describedBy(hashIds.descriptionId, hashError ? hashIds.errorId : null)}
                />
                <Button type="submit" variant="secondary" isLoading={verify.isPending && !verify.variables?.fileName}>
                  {t('verify.check')}
                </Button>
              </div>
              <FieldError id={hashIds.errorId} message={hashError} />
            </div>
          </form>
        </div>
      )}
    </div>
  );
}

/** The drop zone for the PDF to check, with what is happening to it (hashing, checking) and why it was refused. */
function PdfDropZone({
  hashing,
  isBusy,
  error,
  onFile,
}: {
  hashing: string | null;
  isBusy: boolean;
  error: string | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <DropZone
      action={t('verify.choose')}
      accept=".pdf,application/pdf"
      hint={t('verify.fileHint', { size: verifyFileMaxMegabytes })}
      error={error}
      isBusy={hashing !== null || isBusy}
      onFiles={([file]) => onFile(file)}
    >
      <p className="verify__drop-status" role="status">
        {hashing ? t('verify.hashing', { name: hashing }) : isBusy ? t('verify.checking') : null}
      </p>
    </DropZone>
  );
}
