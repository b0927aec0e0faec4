import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePractice } from '../features/practice/practice.api.ts';

export function Footer() {
  const { t } = useTranslation();
  const practice = usePractice();
  return (
    <footer className="site-footer">
      <span>{t('shell.footer', { year: new Date().getFullYear(), practice: practice.name })}</span>
      <Link to="/cookies">{t('shell.cookies')}</Link>
      {practice.mailbox_enabled ? <Link to="/mailbox">{t('shell.mailbox')}</Link> : null}
    </footer>
  );
}
