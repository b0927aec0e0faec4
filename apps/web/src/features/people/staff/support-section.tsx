import { type AdminRight, adminRightLabels, adminRights, type SupportEntry } from '@advice/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/mutation.ts';
import { Banner, Button, Card, Checkbox, EmptyState, Select, Spinner } from '../../../ui/index.ts';
import { removeSupport, saveSupport, staffKeys, useAdmins, useSupport } from './staff.api.ts';
import { fullName, StaffStatusBadge } from './staff-parts.tsx';

function RightsFieldset({ legend, rights, onChange }: { legend: string; rights: AdminRight[]; onChange: (rights: AdminRight[]) => void }) {
  return (
    <fieldset className="staff-rights">
      <legend>{legend}</legend>
      {adminRights.map((right) => (
        <Checkbox
          key={right}
          label={adminRightLabels[right]}
          checked={rights.includes(right)}
          onChange={(event) => onChange(event.target.checked ? [...rights, right] : rights.filter((r) => r !== right))}
        />
      ))}
    </fieldset>
  );
}

function SupportItem({ adviserId, entry }: { adviserId: string; entry: SupportEntry }) {
  const { t } = useTranslation();
  const [rights, setRights] = useState<AdminRight[]>(entry.rights);
  const name = fullName(entry.admin);
  const saveRights = useApiMutation((chosen: AdminRight[]) => saveSupport(adviserId, entry.admin.id, chosen), {
    success: t('staff.support.rightsSaved'),
    invalidates: [staffKeys.all],
  });
  const unassign = useApiMutation(() => removeSupport(adviserId, entry.admin.id), {
    success: t('staff.support.unassigned', { name }),
    invalidates: [staffKeys.all],
  });
  const isBusy = saveRights.isPending || unassign.isPending;
  return (
    <li className="staff-support-item">
      <div className="staff-support-item__head">
        <p className="staff-support-item__name">
          {name} · {entry.admin.level_label}
        </p>
        <StaffStatusBadge status={entry.admin.status} />
      </div>
      <RightsFieldset legend={t('staff.support.rightsFor', { name })} rights={rights} onChange={setRights} />
      <div className="form-actions">
        <Button size="sm" isLoading={isBusy} onClick={() => void saveRights.run(rights)}>
          {t('staff.support.saveRights')}
        </Button>
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => void unassign.run()}>
          {t('staff.support.unassign')}
        </Button>
      </div>
    </li>
  );
}

function AssignForm({ adviserId, assigned }: { adviserId: string; assigned: Set<string> }) {
  const { t } = useTranslation();
  const admins = useAdmins(1, '', undefined, 100);
  const [adminId, setAdminId] = useState('');
  const [rights, setRights] = useState<AdminRight[]>([]);
  const [error, setError] = useState<string | undefined>();
  const assign = useApiMutation(
    (chosen: { adminId: string; rights: AdminRight[] }) => saveSupport(adviserId, chosen.adminId, chosen.rights),
    {
      success: (saved) => t('staff.support.assigned', { name: fullName(saved.admin) }),
      onSuccess: () => {
        setAdminId('');
        setRights([]);
      },
      invalidates: [staffKeys.all],
    },
  );
  const available = (admins.data?.items ?? []).filter((admin) => admin.status !== 'deactivated' && !assigned.has(admin.id));

  if (admins.isPending) return <Spinner />;
  if (available.length === 0) return <p className="page__note">{t('staff.support.noAdmins')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!adminId) {
      setError(t('errors.required'));
      return;
    }
    setError(undefined);
    await assign.run({ adminId, rights });
  };

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <Select
        label={t('staff.support.admin')}
        isRequired
        value={adminId}
        error={error}
        onChange={(event) => setAdminId(event.target.value)}
        options={[
          { value: '', label: t('staff.support.chooseAdmin') },
          ...available.map((admin) => ({ value: admin.id, label: `${fullName(admin)} (${admin.level_label})` })),
        ]}
      />
      <RightsFieldset legend={t('staff.support.rights')} rights={rights} onChange={setRights} />
      <div className="form-actions">
        <Button type="submit" isLoading={assign.isPending}>
          {t('staff.support.assign')}
        </Button>
      </div>
    </form>
  );
}

/** 'My support': the admins supporting an adviser, their rights, and assigning or unassigning them. */
export function SupportSection({ adviserId, title, headingLevel = 2 }: { adviserId: string; title: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const support = useSupport(adviserId);
  const assigned = new Set((support.data ?? []).map((entry) => entry.admin.id));
  return (
    <div className="stack">
      <Card id="support" title={title} description={t('staff.support.intro')} headingLevel={headingLevel}>
        {support.isPending ? <Spinner /> : null}
        {support.isError ? <Banner tone="error">{t('common.fetchFailed')}</Banner> : null}
        {support.data && support.data.length === 0 ? (
          <EmptyState title={t('staff.support.emptyTitle')} headingLevel={3}>
            {t('staff.support.emptyText')}
          </EmptyState>
        ) : null}
        {support.data && support.data.length > 0 ? (
          <ul className="staff-support-list">
            {support.data.map((entry) => (
              <SupportItem key={`${entry.admin.id}-${entry.rights.join()}`} adviserId={adviserId} entry={entry} />
            ))}
          </ul>
        ) : null}
      </Card>
      <Card title={t('staff.support.assignTitle')} headingLevel={headingLevel}>
        <AssignForm adviserId={adviserId} assigned={assigned} />
      </Card>
    </div>
  );
}
