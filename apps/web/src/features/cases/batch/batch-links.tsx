import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeature } from '../../practice/practice.api.ts';

/** The clients list's links to the batch pages, for the kinds of pack the practice has turned on. */
export function BatchPackLinks() {
  const { t } = useTranslation();
  const hasDocumentPacks = useFeature('documentsPack');
  const hasRecommendationPacks = useFeature('recommendationPack');
  return (
    <>
      {hasDocumentPacks ? <Link to="/clients/new-document-packs">{t('caseBatch.documentPacks.link')}</Link> : null}
      {hasRecommendationPacks ? <Link to="/clients/new-recommendation-packs">{t('caseBatch.recommendationPacks.link')}</Link> : null}
    </>
  );
}
