import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Dialog } from '../../ui/index.ts';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  isBusy: boolean;
  /** Why the server refused, shown in the dialog (a toast would sit behind its backdrop). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change the client notices (a share, an unshare) or that cannot be undone (a deletion). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  isBusy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('financialStrategy.cancel')}
          </Button>
          <Button variant={tone} isLoading={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {children}
        {error ? (
          <Banner tone="error" role="alert">
            <p>{error}</p>
          </Banner>
        ) : null}
      </div>
    </Dialog>
  );
}
