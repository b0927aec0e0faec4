import type { CurrentUser } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, Card } from '../../ui/index.ts';
import { isStaffViewer } from '../cases/documents/case-documents.rules.ts';
import type { HomePanel } from '../home/home-panels.tsx';
import { isFeatureEnabled } from '../practice/practice.api.ts';
import { useDocumentsAwaitingSignature } from './documents.api.ts';
import { signPathOf } from './documents-page-parts.tsx';
import './documents-page.css';

/** How many documents the panel names; past them it counts and leads to the list. */
const shownCount = 3;

/** The documents waiting for the reader's signature, each with its client and case and a way to sign; nothing while none waits. */
function DocumentsToSignPanel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const list = useDocumentsAwaitingSignature(true);
  if (!list.data || list.data.pagination.total === 0) return null;
  const { items, pagination } = list.data;
  const isStaff = isStaffViewer(user);
  const more = pagination.total - Math.min(items.length, shownCount);
  return (
    <Card title={t('documents.home.title')} className="home-panel">
      <p className="home-panel__summary">{t('documents.home.count', { count: pagination.total })}</p>
      <ul className="documents-panel__list" aria-label={t('documents.home.listLabel')}>
        {items.slice(0, shownCount).map((item) => (
          <li key={item.id} className="documents-panel__item">
            <div>
              <p className="documents-panel__name">{item.name}</p>
              <p className="home-panel__meta">{isStaff ? `${item.client_name} · ${item.case_name}` : item.case_name}</p>
            </div>
            <ButtonLink size="sm" to={signPathOf(item)} aria-label={t('documents.signNamed', { name: item.name })}>
              {t('documents.sign')}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="home-panel__more">{t('home.panels.more', { count: more })}</p> : null}
      <p className="home-panel__more">
        <Link to="/documents?filter=awaiting_signature">{t('documents.home.all')}</Link>
      </p>
    </Card>
  );
}

/** What waits on the person in documents: the documents they are asked to sign, while the practice signs in the product. */
export const documentsHomePanels: HomePanel[] = [
  {
    key: 'documents-to-sign',
    isShown: (user, practice) => user.practice_id !== null && isFeatureEnabled(practice, 'eSignature'),
    Component: DocumentsToSignPanel,
  },
];
