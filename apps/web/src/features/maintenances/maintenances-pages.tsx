import { type CurrentUser, canMaintenances, type Maintenance, type MaintenancePeriod, maintenanceMessages } from '@advice/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import {
  Banner,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  EmptyState,
  Pager,
  Spinner,
  StatusBadge,
  type StatusTone,
} from '../../ui/index.ts';
import { homePathFor, useSignedInUser } from '../auth/session.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { MaintenanceForm } from './maintenance-form.tsx';
import { maintenanceCalls, maintenancesKey, useMaintenance, useMaintenances } from './maintenances.api.ts';
import './maintenances.css';

export const maintenancesPath = '/super_administrator/maintenances';

/** The order the list shows the periods in: what runs now, what comes, what has been. */
const shownPeriods: readonly MaintenancePeriod[] = ['in_progress', 'upcoming', 'past'];
const periodTones: Record<MaintenancePeriod, StatusTone> = { in_progress: 'warning', upcoming: 'info', past: 'neutral' };

/** A page of the platform admins' (support admins read, super admins also write); anyone else goes home. */
function MaintenancesPage({ title, children }: { title: string; children: (user: CurrentUser) => ReactNode }) {
  const user = useSignedInUser();
  useDocumentTitle(title);
  if (!canMaintenances(user.role, 'maintenances.read')) return <Navigate to={homePathFor(user)} replace />;
  return <div className="page maintenances">{children(user)}</div>;
}

const back = (label: string) => (
  <nav aria-label={label} className="maintenances__back">
    <Link to={maintenancesPath}>{label}</Link>
  </nav>
);

/** 'May 3, 2027, 10:00 pm to 11:30 pm', or with both dates when the window spans days. */
function windowOf(maintenance: Pick<Maintenance, 'starts_at' | 'ends_at'>, say: (start: string, end: string) => string): string {
  const { starts_at: start, ends_at: end } = maintenance;
  return formatDate(start) === formatDate(end)
    ? say(formatDateTime(start), formatTime(end))
    : say(formatDateTime(start), formatDateTime(end));
}

function DeleteMaintenance({ maintenance }: { maintenance: Maintenance }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const remove = useApiMutation(() => maintenanceCalls.remove(maintenance.id), {
    success: maintenanceMessages['maintenances.deleted'],
    invalidates: [maintenancesKey],
    onSuccess: () => setIsOpen(false),
    onErrorDetails: (details) => setError(details),
  });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('maintenances.deleteLabel', { title: maintenance.title })}
        onClick={() => setIsOpen(true)}
      >
        {t('maintenances.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('maintenances.deleteTitle', { title: maintenance.title })}
        confirmLabel={t('maintenances.deleteConfirm')}
        cancelLabel={t('maintenances.keep')}
        tone="danger"
        isBusy={remove.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          void remove.run();
        }}
        onClose={() => setIsOpen(false)}
      >
        <p>{t('maintenances.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}

function MaintenanceCard({ maintenance, canWrite }: { maintenance: Maintenance; canWrite: boolean }) {
  const { t } = useTranslation();
  const practices =
    maintenance.scope === 'all' ? t('maintenances.forAll') : maintenance.practices.map((practice) => practice.name).join(', ');
  return (
    <li className="maintenance-card">
      <div className="maintenance-card__head">
        <h3 className="maintenance-card__title">{maintenance.title}</h3>
        <StatusBadge tone={periodTones[maintenance.period]}>{t(`maintenances.period.${maintenance.period}`)}</StatusBadge>
      </div>
      <p className="maintenance-card__window">{windowOf(maintenance, (start, end) => t('maintenances.window', { start, end }))}</p>
      <p className="maintenance-card__meta">
        {practices}
        {' · '}
        {maintenance.notice_hours === 0
          ? t('maintenances.noticeDuring')
          : t('maintenances.showsFrom', { date: formatDateTime(maintenance.shows_from) })}
      </p>
      <p className="maintenance-card__message preserve-lines">{maintenance.message}</p>
      {canWrite ? (
        <div className="maintenance-card__actions">
          <ButtonLink
            variant="secondary"
            size="sm"
            to={`${maintenancesPath}/${maintenance.id}/edit`}
            aria-label={t('maintenances.editLabel', { title: maintenance.title })}
          >
            {t('maintenances.edit')}
          </ButtonLink>
          <DeleteMaintenance maintenance={maintenance} />
        </div>
      ) : null}
    </li>
  );
}

/** One period's maintenances, a page at a time; each period says when it has none. */
function PeriodSection({ period, canWrite }: { period: MaintenancePeriod; canWrite: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMaintenances(period, page);
  const heading = t(`maintenances.period.${period}`);
  const headingId = `maintenances-${period}`;
  return (
    <section className="maintenances__period" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <Banner tone="error" actions={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('maintenances.loadFailed')}</p>
        </Banner>
      ) : null}
      {list.data && list.data.items.length === 0 ? <p className="maintenances__none">{t(`maintenances.empty.${period}`)}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <ul className="maintenances__list" aria-label={t('maintenances.listLabel', { period: heading })}>
            {list.data.items.map((maintenance) => (
              <MaintenanceCard key={maintenance.id} maintenance={maintenance} canWrite={canWrite} />
            ))}
          </ul>
          <Pager
            label={t('maintenances.listLabel', { period: heading })}
            pagination={list.data.pagination}
            page={page}
            onPage={setPage}
            summary={t('maintenances.pageOf', { page, total: list.data.pagination.totalPages })}
          />
        </>
      ) : null}
    </section>
  );
}

/** Whether every period has been read and holds nothing: the page then says what maintenances are for, once. */
function useIsEmpty(): boolean {
  // The same first pages the sections show: one request each, shared through the cache.
  const inProgress = useMaintenances('in_progress', 1);
  const upcoming = useMaintenances('upcoming', 1);
  const past = useMaintenances('past', 1);
  return [inProgress, upcoming, past].every((list) => list.data?.pagination.total === 0);
}

function MaintenanceList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const isEmpty = useIsEmpty();
  if (isEmpty)
    return (
      <EmptyState
        title={t('maintenances.emptyTitle')}
        action={canWrite ? <ButtonLink to={`${maintenancesPath}/new`}>{t('maintenances.schedule')}</ButtonLink> : undefined}
      >
        <p>{t(canWrite ? 'maintenances.emptyText' : 'maintenances.emptyTextReadOnly')}</p>
      </EmptyState>
    );
  return (
    <div className="maintenances__periods">
      {shownPeriods.map((period) => (
        <PeriodSection key={period} period={period} canWrite={canWrite} />
      ))}
    </div>
  );
}

/** super_administrator/maintenances: every maintenance by period, for platform admins. */
export function MaintenancesRoute() {
  const { t } = useTranslation();
  return (
    <MaintenancesPage title={t('maintenances.title')}>
      {(user) => {
        const canWrite = canMaintenances(user.role, 'maintenances.write');
        return (
          <>
            <header className="page-header maintenances__header">
              <div>
                <h1>{t('maintenances.title')}</h1>
                <p className="page__lead">{t('maintenances.lead')}</p>
              </div>
              {canWrite ? <ButtonLink to={`${maintenancesPath}/new`}>{t('maintenances.schedule')}</ButtonLink> : null}
            </header>
            {canWrite ? null : (
              <Banner tone="info">
                <p>{t('maintenances.readOnly')}</p>
              </Banner>
            )}
            <MaintenanceList canWrite={canWrite} />
          </>
        );
      }}
    </MaintenancesPage>
  );
}

/** A page of the form, for super admins only (a support admin reads the list). */
function FormPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <MaintenancesPage title={title}>
      {(user) =>
        canMaintenances(user.role, 'maintenances.write') ? (
          <div className="maintenances__editor">
            <header className="page-header">
              {back(t('maintenances.back'))}
              <h1>{title}</h1>
            </header>
            <Card title={t('maintenances.form.cardTitle')}>{children}</Card>
          </div>
        ) : (
          <Navigate to={maintenancesPath} replace />
        )
      }
    </MaintenancesPage>
  );
}

/** super_administrator/maintenances/new */
export function NewMaintenanceRoute() {
  const { t } = useTranslation();
  return (
    <FormPage title={t('maintenances.form.newTitle')}>
      <MaintenanceForm />
    </FormPage>
  );
}

function EditMaintenance({ id }: { id: string }) {
  const { t } = useTranslation();
  const maintenance = useMaintenance(id);
  if (maintenance.isPending) return <Spinner />;
  if (maintenance.isError) {
    const isMissing = isApiError(maintenance.error) && maintenance.error.status === 404;
    return (
      <EmptyState
        title={isMissing ? t('maintenances.notFoundTitle') : t('error.title')}
        action={
          isMissing ? (
            <ButtonLink to={maintenancesPath}>{t('maintenances.back')}</ButtonLink>
          ) : (
            <Button onClick={() => void maintenance.refetch()}>{t('common.retry')}</Button>
          )
        }
      >
        <p>{isMissing ? maintenanceMessages['maintenances.notFound'] : t('common.fetchFailed')}</p>
      </EmptyState>
    );
  }
  return <MaintenanceForm key={maintenance.data.updated_at} maintenance={maintenance.data} />;
}

/** super_administrator/maintenances/{id}/edit */
export function EditMaintenanceRoute() {
  const { t } = useTranslation();
  const { maintenanceId = '' } = useParams();
  return (
    <FormPage title={t('maintenances.form.editTitle')}>
      <EditMaintenance id={maintenanceId} />
    </FormPage>
  );
}
