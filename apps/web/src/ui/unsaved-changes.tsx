import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** While `isOn`, closing or reloading the tab gets the browser's own question first. */
export function useBeforeUnloadWarning(isOn: boolean): void {
  useEffect(() => {
    if (!isOn) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isOn]);
}

/**
 * Holds a person who is about to leave unsaved changes: a navigation inside the app to another page waits
 * for them to decide (see `UnsavedChangesDialog`), and closing or reloading the tab gets the browser's own
 * question. Once nothing is unsaved (saved or discarded meanwhile), a held navigation goes ahead.
 */
export function useUnsavedChangesGuard(isDirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnloadWarning(isDirty);
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);
  return blocker;
}

/** The question a held navigation asks: stay (to save), or leave and lose the changes. */
export function UnsavedChangesDialog({
  blocker,
  title,
  text,
  stayLabel,
}: {
  blocker: Blocker;
  title: string;
  text: string;
  stayLabel: string;
}) {
  const { t } = useTranslation();
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      isOpen={blocker.state === 'blocked'}
      onClose={stay}
      title={title}
      footer={
        <>
          <Button onClick={stay}>{stayLabel}</Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('common.leaveWithoutSaving')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
