import { type FactFindChange, type FactFindSection, factFindSections } from '@advice/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, Pager, Spinner } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { factFindKey, type LoadedFactFind, reviewFactFind, useFactFindVersions } from './fact-find.api.ts';

/** Past this many changes the sections' lists start folded (but the one of the section on screen), so the page keeps its form in reach. */
const foldAbove = 12;

/** The change list by section, in step order. */
export function changesBySection(changes: readonly FactFindChange[]): Map<FactFindSection, FactFindChange[]> {
  const groups = new Map<FactFindSection, FactFindChange[]>();
  for (const { key } of factFindSections) {
    const inSection = changes.filter((change) => change.section === key);
    if (inSection.length > 0) groups.set(key, inSection);
  }
  return groups;
}

/**
 * Staff's review: what changed, field by field, since the version they last reviewed (before → after), and
 * "Mark as reviewed" when the server allows it, after which the list starts again from the current version.
 */
export function ReviewPanel({ view, base, current }: { view: LoadedFactFind; base: string; current: FactFindSection | undefined }) {
  const { t } = useTranslation();
  const mark = useApiMutation(() => reviewFactFind(view.client_id), { invalidates: [factFindKey] });
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button goes once the version is reviewed: focus moves to the line that now says so.
  const markReviewed = async () => {
    if (await mark.run()) statusRef.current?.focus();
  };
  const review = view.review;
  if (!review) return null;
  const groups = changesBySection(review.changes);
  const isUpToDate = review.reviewed_version === view.version;
  const canMark = view.actions.includes('review') && view.version > 0 && !isUpToDate;
  const since =
    review.reviewed_version === null || !review.reviewed_at
      ? t('factFind.review.never')
      : t('factFind.review.since', { version: review.reviewed_version, date: formatDate(review.reviewed_at) });
  const sections = t('factFind.review.sectionsCount', { count: groups.size });
  return (
    <Card
      title={t('factFind.review.title')}
      className="fact-find-review"
      actions={
        canMark ? (
          <Button onClick={() => void markReviewed()} isLoading={mark.isPending}>
            {t('factFind.review.mark')}
          </Button>
        ) : null
      }
    >
      {view.version === 0 ? (
        <p>{t('factFind.review.nothingSaved')}</p>
      ) : (
        <>
          <p ref={statusRef} tabIndex={-1} className="fact-find-review__status">
            {since}{' '}
            {review.changes.length > 0 ? t('factFind.review.count', { count: review.changes.length, sections }) : t('factFind.review.none')}
          </p>
          {isUpToDate && review.changes.length === 0 ? <p className="fact-find-review__note">{t('factFind.review.upToDate')}</p> : null}
          {groups.size > 0 ? (
            <div className="fact-find-review__groups">
              {[...groups].map(([section, changes]) => (
                <ChangeGroup
                  key={section}
                  section={section}
                  changes={changes}
                  to={`${base}/${factFindSections.find((entry) => entry.key === section)?.slug ?? ''}`}
                  isOpen={review.changes.length <= foldAbove || section === current}
                />
              ))}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

function ChangeGroup({
  section,
  changes,
  to,
  isOpen,
}: {
  section: FactFindSection;
  changes: FactFindChange[];
  to: string;
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`factFind.section.${section}`);
  const empty = t('factFind.review.empty');
  return (
    <details className="fact-find-review__group" open={isOpen}>
      <summary>{t('factFind.review.group', { section: label, count: changes.length })}</summary>
      <ul className="fact-find-changes">
        {changes.map((change) => (
          <li key={change.path} className="fact-find-changes__item">
            <span className="fact-find-changes__field">{change.label}</span>
            <span className="fact-find-changes__values">
              <span className={change.before === null ? 'fact-find-changes__before fact-find-changes__none' : 'fact-find-changes__before'}>
                <span className="visually-hidden">{t('factFind.review.before')}: </span>
                {change.before ?? empty}
              </span>
              <span aria-hidden="true" className="fact-find-changes__arrow">
                →
              </span>
              <span className={change.after === null ? 'fact-find-changes__after fact-find-changes__none' : 'fact-find-changes__after'}>
                <span className="visually-hidden">{t('factFind.review.after')}: </span>
                {change.after ?? empty}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="fact-find-review__open">
        <Link to={to}>{t('factFind.review.openSection', { section: label })}</Link>
      </p>
    </details>
  );
}

/** Every save of a section is a version: which section, who and when, newest first. */
export function VersionsCard({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const versions = useFactFindVersions(clientId, page);
  return (
    <Card title={t('factFind.versions.title')} description={t('factFind.versions.lead')} className="fact-find-versions">
      {versions.isPending ? (
        <Spinner />
      ) : versions.isError ? (
        <p>{t('factFind.versions.loadFailed')}</p>
      ) : versions.data.items.length === 0 ? (
        <p>{t('factFind.versions.empty')}</p>
      ) : (
        <>
          <ol className="fact-find-versions__list" aria-label={t('factFind.versions.label')}>
            {versions.data.items.map((version) => (
              <li key={version.version} className="fact-find-versions__item">
                <span className="fact-find-versions__what">
                  {t('factFind.versions.item', { version: version.version, section: version.section_label })}
                </span>
                <span className="fact-find-versions__when">
                  {version.saved_by
                    ? t('factFind.versions.by', { name: personName(version.saved_by), date: formatDateTime(version.saved_at) })
                    : t('factFind.versions.at', { date: formatDateTime(version.saved_at) })}
                </span>
              </li>
            ))}
          </ol>
          <Pager
            label={t('factFind.versions.label')}
            pagination={versions.data.pagination}
            page={page}
            onPage={setPage}
            summary={t('factFind.versions.page', { page, pages: versions.data.pagination.totalPages })}
          />
        </>
      )}
    </Card>
  );
}
