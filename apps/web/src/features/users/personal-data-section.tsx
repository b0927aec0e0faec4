import type { CurrentUser } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button, Card } from '../../ui/index.ts';
import { downloadPersonalData } from './users.api.ts';

export function PersonalDataSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      const filename = await downloadPersonalData(user);
      notify.success(t('account.dataDownloaded', { filename }));
    } catch {
      // The API client has already shown why.
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Card id="personal-data" title={t('account.dataTitle')} description={t('account.dataDescription')}>
      <Button variant="secondary" icon={<DownloadIcon size={18} />} onClick={download} isLoading={isDownloading}>
        {t('account.dataDownload')}
      </Button>
    </Card>
  );
}
