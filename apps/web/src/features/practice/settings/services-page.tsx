import { serviceCategoryLabels } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, EmptyState, Spinner } from '../../../ui/index.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useServices } from './settings.api.ts';
import './settings.css';

/** The practice's services in the twenty categories; directors edit them, everyone of the practice reads them. */
export function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.title'));
  const user = useSignedInUser();
  const query = useServices();
  const isDirector = user.role === 'director';
  return (
    <div className="page">
      <header className="page-header page-header--with-action">
        <h1>{t('services.title')}</h1>
        {isDirector ? <ButtonLink to="/services-and-charges/new">{t('services.add')}</ButtonLink> : null}
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.data?.length === 0 ? (
        <EmptyState title={t('services.emptyTitle')}>
          <p>{isDirector ? t('services.emptyDirector') : t('services.empty')}</p>
        </EmptyState>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="service-list">
          {query.data.map((service) => (
            <li key={service.id} className="service-card">
              <p className="service-card__category">{serviceCategoryLabels[service.category]}</p>
              <h2 className="service-card__title">
                <Link to={`/services-and-charges/${service.id}`}>{service.title}</Link>
              </h2>
              {service.charges ? <p className="service-card__charges">{service.charges}</p> : null}
              {!service.is_offered ? <p className="service-card__badge">{t('services.notOffered')}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
