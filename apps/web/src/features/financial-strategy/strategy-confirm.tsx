import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as Confirm } from '../../ui/index.ts';

/** Asks before a change the client notices (a share, an unshare) or that cannot be undone (a deletion). */
export function ConfirmDialog(props: Omit<ComponentProps<typeof Confirm>, 'cancelLabel'>) {
  const { t } = useTranslation();
  return <Confirm {...props} cancelLabel={t('financialStrategy.cancel')} />;
}
