import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import './button.css';
import './dialog.css';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** A drawer slides in from the left and fills the height (the narrow-screen sidebar). */
  variant?: 'modal' | 'drawer';
  isTitleHidden?: boolean;
  id?: string;
};

/**
 * A native modal `<dialog>`: the browser traps focus inside, makes the page behind inert, closes it on
 * Escape and gives focus back to the opener on close.
 */
export function Dialog({ isOpen, onClose, title, children, footer, variant = 'modal', isTitleHidden = false, id }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboard users close with Escape, which <dialog> handles.
    <dialog
      ref={ref}
      id={id}
      className={`ui-dialog ui-dialog--${variant}`}
      aria-labelledby={titleId}
      // Escape: tell the owner at once, in the key's own event, so a key pressed right after finds the state
      // already closed; the effect above then closes the element.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The close event is queued: when it arrives after the dialog was opened again (a quick Escape then
      // Enter), it is stale and must not close the reopened dialog.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen ? (
        <div className="ui-dialog__panel">
          <div className="ui-dialog__header">
            <h2 id={titleId} className={isTitleHidden ? 'visually-hidden' : 'ui-dialog__title'}>
              {title}
            </h2>
            <button type="button" className="ui-icon-button" onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          </div>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
