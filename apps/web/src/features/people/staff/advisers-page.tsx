import type { Adviser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useAdvisers } from './staff.api.ts';
import { StaffList } from './staff-list.tsx';
import { StaffStatusBadge } from './staff-parts.tsx';

export function AdvisersPage() {
  const { t } = useTranslation();
  return (
    <StaffList<Adviser>
      area="advisers"
      createAction="adviser.create"
      path="/advisers"
      useList={useAdvisers}
      columns={[
        { label: t('staff.status'), renderCell: (adviser) => <StaffStatusBadge status={adviser.status} /> },
        { label: t('staff.advisers.clients'), renderCell: (adviser) => adviser.clients_count },
        {
          label: t('staff.advisers.support'),
          renderCell: (adviser) => t('staff.advisers.supportCount', { count: adviser.supporting_admins_count }),
        },
      ]}
    />
  );
}
