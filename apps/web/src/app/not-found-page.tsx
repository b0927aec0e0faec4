import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../features/practice/use-document-title.ts';
import { ButtonLink, EmptyState } from '../ui/index.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page page--centred">
      <EmptyState headingLevel={1} title={t('notFound.title')} action={<ButtonLink to="/">{t('common.homepage')}</ButtonLink>}>
        <p>{t('notFound.text')}</p>
      </EmptyState>
    </div>
  );
}
