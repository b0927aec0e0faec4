import type { ReactNode } from 'react';
import { ProblemsBanner } from './banner.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  /** What the change does and who is told, above any refusal. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out without the change ("Cancel", "Keep it"), in the area's own words. */
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  isBusy: boolean;
  /**
   * Why the server refused, shown in the dialog (a toast would sit behind its backdrop): one sentence, or
   * several, each its own paragraph; nothing for none.
   */
  error: string | readonly string[] | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that cannot be undone or that the other side is told of; the server's refusal shows inside it. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  isBusy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const problems = (error === null ? [] : typeof error === 'string' ? [error] : error).filter((problem) => problem.length > 0);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isLoading={isBusy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="stack">
        {children}
        <ProblemsBanner problems={problems} />
      </div>
    </Dialog>
  );
}
