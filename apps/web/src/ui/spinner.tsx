import { useTranslation } from 'react-i18next';
import './feedback.css';

export function Spinner({ label, isPage = false }: { label?: string; isPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={isPage ? 'ui-spinner-page' : 'ui-spinner-inline'} role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
