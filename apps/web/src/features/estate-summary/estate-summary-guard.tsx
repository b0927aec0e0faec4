import { type EstateSummarySection, estateSummarySectionLabels } from '@advice/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button, Dialog } from '../../ui/index.ts';

/** "Bank accounts, Will and Pensions": the sections named as a sentence lists them. */
function listOfSections(sections: readonly EstateSummarySection[]): string {
  const names = sections.map((section) => estateSummarySectionLabels[section]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Stops the person leaving the page while a section has unsaved changes: a navigation inside the app asks
 * first (naming the sections), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ sections }: { sections: readonly EstateSummarySection[] }) {
  const { t } = useTranslation();
  const hasChanges = sections.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  // Saved or discarded while asked: nothing is left to lose, so the navigation goes ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !hasChanges) blocker.proceed();
  }, [blocker, hasChanges]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog
      isOpen={blocker.state === 'blocked'}
      onClose={stay}
      title={t('estateSummary.leave.title')}
      footer={
        <>
          <Button onClick={stay}>{t('estateSummary.leave.stay')}</Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('estateSummary.leave.go')}
          </Button>
        </>
      }
    >
      <p>{t('estateSummary.leave.text', { sections: listOfSections(sections) })}</p>
    </Dialog>
  );
}
