import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button } from '../../ui/index.ts';
import type { FieldErrors } from './fact-find-draft.ts';

/** Why the last save did not go through, when it is not a field's: someone else's newer save, a read-only client, a refusal. */
export type SaveProblem = { kind: 'conflict' | 'refused'; details: string[] } | null;

type SaveFeedbackProps = {
  errors: FieldErrors;
  problem: SaveProblem;
  onReload: () => void;
  /** The summary of refused fields, which takes focus when none of them can. */
  summaryRef: Ref<HTMLDivElement>;
};

/**
 * Above the Save button: the refusals of the fields marked in the form (each beside its field too), and a
 * refusal that names no field; "changed elsewhere" offers to reload the fact find.
 */
export function SaveFeedback({ errors, problem, onReload, summaryRef }: SaveFeedbackProps) {
  const { t } = useTranslation();
  const messages = [...new Set(errors.values())];
  return (
    <>
      {messages.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className="fact-find-section__summary">
          <Banner tone="error" role="alert" title={t('factFind.fixFields', { count: errors.size })}>
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Banner>
        </div>
      ) : null}
      {problem ? (
        <Banner
          tone={problem.kind === 'conflict' ? 'warning' : 'error'}
          role="alert"
          actions={
            problem.kind === 'conflict' ? (
              <Button variant="secondary" onClick={onReload}>
                {t('factFind.reload')}
              </Button>
            ) : undefined
          }
        >
          {problem.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </Banner>
      ) : null}
    </>
  );
}
