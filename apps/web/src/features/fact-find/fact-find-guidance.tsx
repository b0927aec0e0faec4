import { factFindGuidanceFigures, type GuidanceNote } from '@advice/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../ui/icons.tsx';

/**
 * The adviser's tax and investment-planning guidance on the section's answers (spec 3 §9), worded for
 * "your client": beside the form on a wide screen, under it on a phone. Staff alone receive it.
 */
export function GuidanceAside({ notes, includePartner }: { notes: readonly GuidanceNote[]; includePartner: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="fact-find-guidance" aria-labelledby={titleId}>
      <h3 id={titleId} className="fact-find-guidance__title">
        <InfoIcon size={18} />
        <span>{t('factFind.guidance.title')}</span>
      </h3>
      <p className="fact-find-guidance__lead">{t('factFind.guidance.lead', { taxYear: factFindGuidanceFigures.taxYear })}</p>
      {notes.length === 0 ? (
        <p className="fact-find-guidance__empty">{t('factFind.guidance.empty')}</p>
      ) : (
        <ul className="fact-find-guidance__notes">
          {notes.map((note) => (
            <li key={`${note.topic}-${note.person ?? 'both'}-${note.text}`} className="fact-find-guidance__note">
              <p className="fact-find-guidance__topic">
                {t(`factFind.guidance.topic.${note.topic}`)}
                {includePartner && note.person ? (
                  <span className="fact-find-guidance__person">{t(`factFind.guidance.${note.person}`)}</span>
                ) : null}
              </p>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
