import type { VerifyResult } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { AlertIcon, CheckIcon } from '../../ui/icons.tsx';
import { Button } from '../../ui/index.ts';

/** A fingerprint checked: where it came from (a file's name, or pasted) and the server's answer. */
export type Checked = { sha256: string; fileName: string | null; result: VerifyResult };

/** The answer: a completed signed document of the practice (when, by whom), or not; with the fingerprint checked. */
export function VerifyOutcome({ checked, practiceName, onAgain }: { checked: Checked; practiceName: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { result } = checked;
  const practice = result.practice_name ?? practiceName;

  // The answer replaces the form: focus moves to it, so a screen reader reads it and the keyboard starts there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      className={result.verified ? 'verify__result verify__result--verified' : 'verify__result verify__result--failed'}
      aria-labelledby="verify-result-title"
    >
      <div className="verify__result-head">
        <span className="verify__result-icon" aria-hidden="true">
          {result.verified ? <CheckIcon size={28} /> : <AlertIcon size={28} />}
        </span>
        <h2 id="verify-result-title" ref={heading} tabIndex={-1} className="verify__result-title">
          {t(result.verified ? 'verify.verifiedTitle' : 'verify.failedTitle')}
        </h2>
      </div>
      {result.verified ? (
        <>
          <p className="verify__result-text">
            {t('verify.verified', { practice, date: result.completed_at ? formatDate(result.completed_at) : '' })}
          </p>
          <p className="verify__signed-by">{t('verify.signedBy')}</p>
          <ul className="verify__signers">
            {result.signers.map((signer) => (
              <li key={`${signer.name} ${signer.signed_at}`}>
                {t('verify.signer', { name: signer.name, date: formatDate(signer.signed_at) })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="verify__result-text">{t('verify.failed', { practice })}</p>
      )}
      <dl className="verify__facts">
        {checked.fileName ? (
          <div>
            <dt>{t('verify.file')}</dt>
            <dd className="verify__file">{checked.fileName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('verify.fingerprint')}</dt>
          <dd>
            <code className="verify__fingerprint">{checked.sha256}</code>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={onAgain}>
        {t('verify.again')}
      </Button>
    </section>
  );
}
