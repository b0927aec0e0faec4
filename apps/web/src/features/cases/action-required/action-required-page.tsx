import { type ActionRequiredItem, type ActionRequiredKind, actionRequiredKinds } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { CheckIcon, ChevronRightIcon } from '../../../ui/icons.tsx';
import { Button, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../../practice/use-document-title.ts';
import { useActionRequired } from './action-required.api.ts';
import './action-required.css';

/** action-required is the client's page; staff go to their home. */
export function ActionRequiredRoute() {
  const user = useSignedInUser();
  if (user.role !== 'client') return <Navigate to={`/${user.area}`} replace />;
  return <ActionRequiredPage />;
}

/** Everything that waits on the client, grouped by what they are asked to do, each linking to its case. */
function ActionRequiredPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('actionRequired.title'));
  const query = useActionRequired();
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('actionRequired.title')}</h1>
        <p className="page__lead">{t('actionRequired.lead')}</p>
      </header>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <EmptyState title={t('error.title')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('common.fetchFailed')}</p>
        </EmptyState>
      ) : query.data.length === 0 ? (
        <EmptyState title={t('actionRequired.emptyTitle')} icon={<CheckIcon size={32} />}>
          <p>{t('actionRequired.emptyText')}</p>
        </EmptyState>
      ) : (
        <ActionGroups items={query.data} />
      )}
    </div>
  );
}

function ActionGroups({ items }: { items: ActionRequiredItem[] }) {
  const { t } = useTranslation();
  const groups = actionRequiredKinds
    .map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="stack">
      <p className="action-required__count">{t('actionRequired.count', { count: items.length })}</p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`action-${group.kind}`}>
          <h2 id={`action-${group.kind}`} className="section-title">
            {t(`actionRequired.group.${group.kind}`)}
          </h2>
          <ul className="action-required__list">
            {group.items.map((item) => (
              <ActionItem key={item.case_id} item={item} kind={group.kind} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ActionItem({ item, kind }: { item: ActionRequiredItem; kind: ActionRequiredKind }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={`/client-cases/${item.case_id}`} className="action-required__item">
        <span className="action-required__text">
          <span className="action-required__name">{item.name}</span>
          <span className="action-required__meta">
            {t(`actionRequired.cta.${kind}`)} · {t('actionRequired.since', { date: formatDate(item.since) })}
          </span>
        </span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}
