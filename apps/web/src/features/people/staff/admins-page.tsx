import type { PracticeAdmin } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useAdmins } from './staff.api.ts';
import { StaffList } from './staff-list.tsx';
import { StaffStatusBadge } from './staff-parts.tsx';

export function AdminsPage() {
  const { t } = useTranslation();
  return (
    <StaffList<PracticeAdmin>
      area="admins"
      createAction="admin.create"
      path="/practice-admins"
      useList={useAdmins}
      columns={[
        { label: t('staff.admins.level'), renderCell: (admin) => admin.level_label },
        { label: t('staff.status'), renderCell: (admin) => <StaffStatusBadge status={admin.status} /> },
        { label: t('staff.admins.advisers'), renderCell: (admin) => admin.advisers_count },
      ]}
    />
  );
}
