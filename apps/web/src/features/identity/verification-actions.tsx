import { type Verification, type VerificationAuthority, verificationMessages } from '@advice/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ConfirmDialog } from '../../ui/index.ts';
import { isFeatureEnabled, usePractice } from '../practice/practice.api.ts';
import { browserNavigation, isMobileDevice, verificationCalls, verificationKey } from './verification.api.ts';

type Target = { clientId: string; verificationId: string };

/** A refusal as the page shows it: the server's title when it has its own ("Not supported"), and its sentences. */
type Refusal = { title: string | undefined; details: string[] };

function refusalOf(details: string[], error: unknown): Refusal {
  const title = isApiError(error) ? error.errors[0]?.title : undefined;
  return { title: title === verificationMessages['verification.notSupportedTitle'] ? title : undefined, details };
}

/**
 * The client's consent: to the authority's sign-in, which brings them back to this page. An authority switched off
 * since, and iAM Smart on a phone or tablet (spec 1 §8), are refused at once, as the server would; a refusal or an
 * authority that fails says why here.
 */
export function StartVerification({
  target,
  authority,
  children,
}: {
  target: Target;
  authority: VerificationAuthority;
  /** The client's other actions (cancelling), beside the start. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const practice = usePractice();
  const name = t(`verification.authority.${authority}`);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const start = useApiMutation(() => verificationCalls.start(target), {
    success: false,
    onSuccess: ({ authorization_url }) => {
      setIsLeaving(true);
      browserNavigation.goTo(authorization_url);
    },
    onErrorDetails: (details, error) => setRefusal(refusalOf(details, error)),
  });
  if (!isFeatureEnabled(practice, authority))
    return (
      <div className="verification-start">
        <Banner tone="warning" role="status">
          <p>{t('verification.authoritySwitchedOff', { authority: name })}</p>
        </Banner>
        <div className="form-actions">{children}</div>
      </div>
    );
  if (authority === 'iamSmart' && isMobileDevice())
    return (
      <div className="verification-start">
        <Banner tone="warning" title={t('verification.notSupportedTitle')} role="status">
          <p>{t('verification.notSupportedOnMobile')}</p>
          <p>{t('verification.mobileHint')}</p>
        </Banner>
        <div className="form-actions">{children}</div>
      </div>
    );
  return (
    <div className="verification-start">
      <div className="form-actions">
        <Button
          isLoading={start.isPending || isLeaving}
          onClick={() => {
            setRefusal(null);
            void start.run();
          }}
        >
          {start.isPending || isLeaving ? t('verification.starting', { authority: name }) : t('verification.start', { authority: name })}
        </Button>
        {children}
      </div>
      <p className="verification__meta">{t('verification.startHint', { authority: name })}</p>
      {refusal ? (
        <Banner tone="error" title={refusal.title ?? t('verification.startFailed')} role="alert">
          {refusal.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </Banner>
      ) : null}
    </div>
  );
}

/** One confirmed move (complete or cancel): the dialog, the call, the toast, and the page drawn from the answer. */
function useConfirmedMove(action: 'complete' | 'cancel', target: Target, onChanged: (updated: Verification) => void) {
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = useApiMutation(() => verificationCalls[action](target), {
    invalidates: [verificationKey],
    onSuccess: (updated) => {
      setIsOpen(false);
      onChanged(updated);
    },
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  return {
    isOpen,
    error,
    isBusy: move.isPending,
    open: () => {
      setError(null);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
    confirm: () => void move.run(),
  };
}

type MoveProps = { target: Target; onChanged: (updated: Verification) => void };

/** The adviser completes a submitted verification, having reviewed what the authority returned. */
export function CompleteVerification({ target, authority, clientName, onChanged }: MoveProps & { authority: string; clientName: string }) {
  const { t } = useTranslation();
  const move = useConfirmedMove('complete', target, onChanged);
  return (
    <>
      <Button onClick={move.open}>{t('verification.complete')}</Button>
      <ConfirmDialog
        isOpen={move.isOpen}
        title={t('verification.completeTitle')}
        confirmLabel={t('verification.complete')}
        cancelLabel={t('verification.keep')}
        tone="primary"
        isBusy={move.isBusy}
        error={move.error}
        onConfirm={move.confirm}
        onClose={move.close}
      >
        <p>{t('verification.completeText', { authority, name: clientName })}</p>
      </ConfirmDialog>
    </>
  );
}

/** The client or the adviser cancels, for good: the dialog says so, and who will be told. */
export function CancelVerification({ target, clientName, onChanged }: MoveProps & { clientName: string | null }) {
  const { t } = useTranslation();
  const move = useConfirmedMove('cancel', target, onChanged);
  return (
    <>
      <Button variant="danger" onClick={move.open}>
        {t('verification.cancel')}
      </Button>
      <ConfirmDialog
        isOpen={move.isOpen}
        title={t('verification.cancelTitle')}
        confirmLabel={t('verification.cancel')}
        cancelLabel={t('verification.keep')}
        tone="danger"
        isBusy={move.isBusy}
        error={move.error}
        onConfirm={move.confirm}
        onClose={move.close}
      >
        <p>{clientName ? t('verification.cancelTextStaff', { name: clientName }) : t('verification.cancelTextClient')}</p>
        <Banner tone="warning">
          <p>{t('verification.cancelWarning')}</p>
        </Banner>
      </ConfirmDialog>
    </>
  );
}
