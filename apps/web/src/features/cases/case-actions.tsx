import { type CaseActionView, type CaseDetail, returnNoteMax } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Checkbox, Dialog, TextArea } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { confirmTextKeyOf } from './case-actions.catalogue.ts';
import { caseCalls, caseKey, useStoreCase } from './cases.api.ts';
import { isStaffViewer } from './documents/case-documents.rules.ts';

type Problem = { message: string; isConflict: boolean };

/**
 * Runs one change on a case: the answer replaces the cached case and a success toast follows. A 409
 * (someone else changed the case, or the move is no longer allowed) shows its message in a banner with a
 * reload button; other refusals show as toasts.
 */
export function useCaseChange(caseId: string) {
  const queryClient = useQueryClient();
  const store = useStoreCase();
  const [problem, setProblem] = useState<Problem | null>(null);
  const change = useApiMutation(({ call }: { call: () => Promise<CaseDetail>; success: string }) => call(), {
    success: (_, { success }) => success,
    onSuccess: (next) => store(next),
    isShownByCaller: (error) => isApiError(error) && error.status === 409,
    onErrorDetails: (details) => setProblem({ message: details.join(' '), isConflict: true }),
  });
  const perform = async (call: () => Promise<CaseDetail>, success: string): Promise<CaseDetail | null> => {
    setProblem(null);
    return (await change.runForResult({ call, success })) ?? null;
  };
  const reload = async () => {
    setProblem(null);
    await queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
  };
  return { problem, perform, reload };
}

export type CaseChange = ReturnType<typeof useCaseChange>;

export function CaseProblem({ change }: { change: CaseChange }) {
  const { t } = useTranslation();
  if (!change.problem) return null;
  return (
    <Banner
      tone="error"
      role="alert"
      title={t('cases.conflictTitle')}
      actions={<Button onClick={() => void change.reload()}>{t('cases.reload')}</Button>}
    >
      <p>{change.problem.message}</p>
    </Banner>
  );
}

/**
 * The confirmation every action asks for, saying what the action does for the person taking it;
 * accepting a recommendation also needs the consent box ticked.
 */
function ConfirmActionDialog({
  detail,
  action,
  onClose,
  onConfirm,
}: {
  detail: CaseDetail;
  action: CaseActionView | null;
  onClose: () => void;
  onConfirm: (action: CaseActionView, extra: { consent: boolean; note: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const isStaff = isStaffViewer(useSignedInUser());
  const outcomeKey = action ? confirmTextKeyOf(detail.type, action.action, isStaff) : null;
  const needsConsent = action?.action === 'accept';
  const takesNote = action?.action === 'backToClient';
  const isNoteTooLong = note.trim().length > returnNoteMax;
  const close = () => {
    setConsent(false);
    setNote('');
    onClose();
  };
  const confirm = async () => {
    if (!action || isNoteTooLong) return;
    setIsBusy(true);
    await onConfirm(action, { consent, note: note.trim() });
    setIsBusy(false);
    setConsent(false);
    setNote('');
  };
  return (
    <Dialog
      isOpen={action !== null}
      onClose={close}
      title={action ? t('cases.confirm.title', { action: tk(`cases.action.${action.action}`) }) : ''}
      footer={
        action ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('cases.confirm.cancel')}
            </Button>
            <Button
              variant={action.irreversible || action.action === 'reject' ? 'danger' : 'primary'}
              disabled={(needsConsent && !consent) || isNoteTooLong}
              isLoading={isBusy}
              onClick={() => void confirm()}
            >
              {tk(`cases.action.${action.action}`)}
            </Button>
          </>
        ) : null
      }
    >
      {action ? (
        <div className="stack">
          {outcomeKey ? <p>{tk(outcomeKey)}</p> : null}
          {action.irreversible ? (
            <Banner tone="warning">
              <p>{t('cases.confirm.irreversible')}</p>
            </Banner>
          ) : null}
          {takesNote ? (
            <TextArea
              label={t('cases.confirm.note')}
              description={t('cases.confirm.noteHint', { max: returnNoteMax })}
              rows={4}
              value={note}
              error={isNoteTooLong ? t('cases.confirm.noteTooLong', { max: returnNoteMax }) : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
          ) : null}
          {needsConsent ? (
            <Checkbox
              label={t('cases.confirm.consent')}
              checked={consent}
              description={consent ? undefined : tk('cases.consentRequired')}
              onChange={(event) => setConsent(event.target.checked)}
            />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

function ActionButton({ action, onChoose }: { action: CaseActionView; onChoose: (action: CaseActionView) => void }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const hintId = useId();
  const label = tk(`cases.action.${action.action}`);
  return (
    <li className="case-actions__item">
      <Button
        variant={action.action === 'cancel' || action.action === 'reject' ? 'danger' : 'primary'}
        disabled={action.blocked_by !== null}
        aria-describedby={action.blocked_by ? hintId : undefined}
        onClick={() => onChoose(action)}
      >
        {label}
      </Button>
      {action.blocked_by ? (
        <p id={hintId} className="case-actions__hint">
          {t('cases.actions.blocked', { hint: action.blocked_by.hint })}
        </p>
      ) : null}
    </li>
  );
}

/** Asks for confirmation of an action, then runs it at the version the viewer saw; `onDone` gets the changed case. */
export function useConfirmedAction(detail: CaseDetail, change: CaseChange, onDone?: (next: CaseDetail) => void) {
  const tk = useKeyTranslation();
  const [chosen, setChosen] = useState<CaseActionView | null>(null);
  const run = async (action: CaseActionView, { consent, note }: { consent: boolean; note: string }) => {
    const body =
      action.action === 'accept'
        ? { version: detail.version, consent }
        : action.action === 'backToClient'
          ? { version: detail.version, ...(note ? { note } : {}) }
          : { version: detail.version };
    const next = await change.perform(() => caseCalls.runAction(detail.id, action, body), tk(`cases.toast.${action.action}`));
    setChosen(null);
    if (next) onDone?.(next);
  };
  const dialog = <ConfirmActionDialog detail={detail} action={chosen} onClose={() => setChosen(null)} onConfirm={run} />;
  return { choose: setChosen, dialog };
}

/** Exactly the actions the server lists for this viewer, each confirmed in a dialog; blocked ones are disabled with their reason. */
export function CaseActions({
  detail,
  change,
  actions = detail.actions,
}: {
  detail: CaseDetail;
  change: CaseChange;
  actions?: CaseActionView[];
}) {
  const { t } = useTranslation();
  const { choose, dialog } = useConfirmedAction(detail, change);
  return (
    <section className="ui-card case-actions" aria-labelledby="case-actions-title">
      <h2 id="case-actions-title" className="ui-card__title">
        {t('cases.actions')}
      </h2>
      {actions.length === 0 ? (
        <p className="case-actions__none">{t('cases.actions.none')}</p>
      ) : (
        <ul className="case-actions__list">
          {actions.map((action) => (
            <ActionButton key={action.action} action={action} onChoose={choose} />
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
