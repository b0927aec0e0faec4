import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { FeatureHelp } from '../../help/feature-help.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { useAgendaTemplates } from './practice-resources.api.ts';
import './settings.css';

/** The practice's agenda templates in their order: the director edits them, other staff read them. */
export function AgendaTemplatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agendaTemplates.title'));
  const user = useSignedInUser();
  const query = useAgendaTemplates();
  const isDirector = user.role === 'director';
  return (
    <div className="page page--narrow">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('agendaTemplates.title')}</h1>
          <p className="page__lead">{t('agendaTemplates.lead')}</p>
          <FeatureHelp feature="agenda-templates" />
        </div>
        {isDirector ? <ButtonLink to="/agenda-templates/new">{t('agendaTemplates.add')}</ButtonLink> : null}
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.data?.length === 0 ? (
        <EmptyState title={t('agendaTemplates.emptyTitle')}>
          <p>{t('agendaTemplates.empty')}</p>
        </EmptyState>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="service-list agenda-template-list" aria-label={t('agendaTemplates.title')}>
          {query.data.map((template) => (
            <li key={template.id} className="service-card">
              <h2 className="service-card__title">
                <Link to={`/agenda-templates/${template.id}`}>{template.title}</Link>
              </h2>
              <p className="service-card__charges preserve-lines">{template.template.split('\n').slice(0, 3).join('\n')}</p>
              {!template.active ? <p className="service-card__badge">{t('agendaTemplates.inactive')}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
