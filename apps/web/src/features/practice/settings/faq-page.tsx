import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../../ui/index.ts';
import { useFeature } from '../practice.api.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useFaq } from './practice-resources.api.ts';
import './settings.css';

/** The practice's own questions and answers. */
export function FaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('faq.title'));
  const isOn = useFeature('customizableFaq');
  const query = useFaq(isOn);
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('faq.title')}</h1>
      </header>
      {!isOn ? (
        <EmptyState title={t('faq.unavailable')}>
          <p>{t('faq.unavailableText')}</p>
        </EmptyState>
      ) : null}
      {isOn && query.isPending ? <Spinner /> : null}
      {query.data?.length === 0 ? (
        <EmptyState title={t('faq.emptyTitle')}>
          <p>{t('faq.empty')}</p>
        </EmptyState>
      ) : null}
      {query.data?.map((section) => (
        <section key={section.id} className="faq-section" aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className="section-title">
            {section.title}
          </h2>
          {section.questions.map((q) => (
            <details key={q.id} className="faq-item">
              <summary>{q.question}</summary>
              <p className="preserve-lines">{q.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
