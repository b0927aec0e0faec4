import type { CaseChanges, CaseDetail, FactFindChange } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Button, Card, Spinner } from '../../ui/index.ts';
import { changesBySection } from '../fact-find/fact-find-review.tsx';
import { useCaseSubPath } from './case-parts.tsx';
import { useCaseChanges } from './cases.api.ts';

/** One field before and after, the before struck through for the eye and named for a screen reader. */
function ChangeRow({ label, before, after }: { label: string; before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const empty = t('cases.changes.empty');
  return (
    <li className="case-changes__item">
      <span className="case-changes__field">{label}</span>
      <span className="case-changes__values">
        <del className={before === null ? 'case-changes__before case-changes__none' : 'case-changes__before'}>
          <span className="visually-hidden">{t('cases.changes.before')}: </span>
          {before ?? empty}
        </del>
        <span aria-hidden="true" className="case-changes__arrow">
          →
        </span>
        <ins className={after === null ? 'case-changes__after case-changes__none' : 'case-changes__after'}>
          <span className="visually-hidden">{t('cases.changes.after')}: </span>
          {after ?? empty}
        </ins>
      </span>
    </li>
  );
}

/** What the request is compared with, in words. */
function useBaselineText(): (changes: CaseChanges) => string {
  const { t } = useTranslation();
  return ({ baseline }) => {
    if (!baseline) return t('cases.changes.first');
    const date = formatDate(baseline.submitted_at);
    return baseline.is_same_case
      ? t('cases.changes.sinceSentBack', { date })
      : t('cases.changes.sincePrevious', { name: baseline.case_name, date });
  };
}

function FactFindChanges({ detail, changes }: { detail: CaseDetail; changes: FactFindChange[] }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const subPath = useCaseSubPath();
  const groups = changesBySection(changes);
  return (
    <section className="case-changes__group" aria-labelledby="case-changes-fact-find">
      <h3 id="case-changes-fact-find" className="case-changes__heading">
        {t('cases.changes.factFind', { count: changes.length })}
      </h3>
      {groups.size === 0 ? (
        <p className="case-changes__nothing">{t('cases.changes.factFindNone')}</p>
      ) : (
        [...groups].map(([section, inSection]) => (
          <div key={section} className="case-changes__section">
            <h4>{tk(`factFind.section.${section}`)}</h4>
            <ul className="case-changes__list">
              {inSection.map((change) => (
                <ChangeRow key={change.path} label={change.label} before={change.before} after={change.after} />
              ))}
            </ul>
          </div>
        ))
      )}
      <p>
        <Link to={subPath(detail, 'fact-find')}>{t('cases.changes.openFactFind')}</Link>
      </p>
    </section>
  );
}

/**
 * What the client changed since their last submission: of this request before it was sent back, or of
 * their previous request. The fact find field by field; other sections where their records tell.
 */
export function CaseChangesCard({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const query = useCaseChanges(detail.id);
  const baselineText = useBaselineText();
  const title = t('cases.changes.title');
  if (query.isPending)
    return (
      <Card title={title}>
        <Spinner />
      </Card>
    );
  if (query.isError || !query.data)
    return (
      <Card title={title} actions={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('cases.changes.loadFailed')}</p>
      </Card>
    );
  const changes = query.data;
  return (
    <Card title={title} description={baselineText(changes)} className="case-changes">
      {changes.baseline ? (
        <div className="stack">
          <FactFindChanges detail={detail} changes={changes.fact_find.changes} />
          {changes.sections.length > 0 ? (
            <section className="case-changes__group" aria-labelledby="case-changes-sections">
              <h3 id="case-changes-sections" className="case-changes__heading">
                {t('cases.changes.otherSections')}
              </h3>
              <ul className="case-changes__list">
                {changes.sections.map((change) => (
                  <ChangeRow key={change.section + change.label} label={change.label} before={change.before} after={change.after} />
                ))}
              </ul>
            </section>
          ) : null}
          <p className="case-changes__note">{t('cases.changes.sectionsNote')}</p>
        </div>
      ) : null}
    </Card>
  );
}
