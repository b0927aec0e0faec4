import { useTranslation } from 'react-i18next';
import { Banner, Button } from '../../ui/index.ts';

/** How many things keep the draft from being saved, and those that are about no signer or field. */
export function ProblemSummary({ count, general, titleId }: { count: number; general: readonly string[] | undefined; titleId: string }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Banner tone="error" role="alert" className="prepare-signing__summary">
      <p id={titleId} tabIndex={-1} className="prepare-signing__summary-title">
        {t('prepareSigning.problems', { count })}
      </p>
      {general ? (
        <ul>
          {general.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

type EditorActionsProps = {
  state: 'unsaved' | 'saved' | 'new';
  isSaving: boolean;
  isSending: boolean;
  canDiscard: boolean;
  /** Sending goes through DocuSign rather than the portal. */
  isDocusign?: boolean;
  onSend: () => void;
  onSave: () => void;
  onDiscard: () => void;
};

/** Whether the draft is saved, and sending, saving or discarding it. */
export function EditorActions({ state, isSaving, isSending, canDiscard, isDocusign, onSend, onSave, onDiscard }: EditorActionsProps) {
  const { t } = useTranslation();
  const isBusy = isSaving || isSending;
  const stateText = { unsaved: t('prepareSigning.unsaved'), saved: t('prepareSigning.allSaved'), new: t('prepareSigning.notSavedYet') }[
    state
  ];
  return (
    <div className="prepare-signing__actions">
      <p className="prepare-signing__state" aria-live="polite">
        {stateText}
      </p>
      <div className="form-actions">
        <Button onClick={onSend} disabled={isBusy} isLoading={isSending}>
          {isDocusign ? t('prepareSigning.sendDocusign') : t('prepareSigning.send')}
        </Button>
        <Button variant="secondary" onClick={onSave} disabled={isBusy} isLoading={isSaving}>
          {t('prepareSigning.save')}
        </Button>
        {canDiscard ? (
          <Button variant="ghost" onClick={onDiscard} disabled={isBusy}>
            {t('prepareSigning.discard')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
