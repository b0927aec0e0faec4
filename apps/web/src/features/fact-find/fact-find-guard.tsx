import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';
import { Button, Dialog } from '../../ui/index.ts';

/**
 * Stops a person leaving a section with unsaved changes (spec 3 §2: "Please save changes first"): another
 * step, another link or the browser's back is held for them to decide; closing or reloading the tab
 * gets the browser's own question.
 */
export function useUnsavedChangesGuard(isDirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  // Saved meanwhile (or changed back): let the held navigation go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);
  return blocker;
}

/** The question a held navigation asks: stay to save, or leave and lose the changes. */
export function UnsavedChangesDialog({ blocker, sectionLabel }: { blocker: Blocker; sectionLabel: string }) {
  const { t } = useTranslation();
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      isOpen={blocker.state === 'blocked'}
      onClose={stay}
      title={t('factFind.saveChangesFirst')}
      footer={
        <>
          <Button onClick={stay}>{t('factFind.guard.stay')}</Button>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('factFind.guard.leave')}
          </Button>
        </>
      }
    >
      <p>{t('factFind.guard.text', { section: sectionLabel })}</p>
    </Dialog>
  );
}
