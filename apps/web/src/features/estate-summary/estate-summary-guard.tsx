import { type EstateSummarySection, estateSummarySectionLabels } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../ui/index.ts';

/** "Bank accounts, Will and Pensions": the sections named as a sentence lists them. */
function listOfSections(sections: readonly EstateSummarySection[]): string {
  const names = sections.map((section) => estateSummarySectionLabels[section]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Stops the person leaving the page while sections have unsaved changes, naming them. */
export function UnsavedChangesGuard({ sections }: { sections: readonly EstateSummarySection[] }) {
  const { t } = useTranslation();
  const blocker = useUnsavedChangesGuard(sections.length > 0);
  return (
    <UnsavedChangesDialog
      blocker={blocker}
      title={t('estateSummary.leave.title')}
      text={t('estateSummary.leave.text', { sections: listOfSections(sections) })}
      stayLabel={t('estateSummary.leave.stay')}
    />
  );
}
