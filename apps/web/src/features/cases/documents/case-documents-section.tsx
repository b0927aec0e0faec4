import { type CaseDocument, type CaseDocumentCategory, caseDocumentCategories } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Banner, Button, Card, EmptyState } from '../../../ui/index.ts';
import { CaseDocumentItem } from './case-document-item.tsx';
import { CaseDocumentUpload } from './case-document-upload.tsx';
import { olderVersionsOf } from './case-document-version.tsx';
import { type CaseDocumentsCase, canChangeDocuments, documentsNoticeOf, isStaffViewer, type Viewer } from './case-documents.rules.ts';
import './case-documents.css';

/** The documents in the spec's category order, each category with its documents; empty categories are left out. */
function groupByCategory(documents: CaseDocument[]): { category: CaseDocumentCategory; documents: CaseDocument[] }[] {
  return caseDocumentCategories
    .map((category) => ({ category, documents: documents.filter((d) => d.category === category) }))
    .filter((group) => group.documents.length > 0);
}

/**
 * A case's documents by category, for staff and for the client (who receives no concealed ones): download
 * each; staff edit and remove them while the documents are editable, and add new ones; the client adds
 * their own to their Online Advice Request while building it. Refreshes the case overview after a change.
 */
export function CaseDocumentsSection({ detail, user }: { detail: CaseDocumentsCase; user: Viewer }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const isStaffView = isStaffViewer(user);
  const canUpload = canChangeDocuments(detail, user);
  const notice = documentsNoticeOf(detail, user);
  // Each document once, at its newest version; the versions it replaced are listed under it.
  const groups = groupByCategory(detail.documents.filter((document) => document.superseded_by_id === null));
  const addButton =
    canUpload && !isAdding ? (
      <Button variant="secondary" onClick={() => setIsAdding(true)}>
        {t('caseDocs.add')}
      </Button>
    ) : null;

  return (
    <Card
      title={t('caseDocs.title')}
      description={isStaffView ? t('caseDocs.description.staff') : t('caseDocs.description.client')}
      className="case-docs"
    >
      {notice ? (
        <Banner tone="info" title={notice === 'referenceOnly' ? t('caseDocs.lockedTitle') : t('caseDocs.closedTitle')}>
          <p>{notice === 'referenceOnly' ? t('caseDocuments.referenceOnly') : t('caseDocuments.closed')}</p>
        </Banner>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState title={t('caseDocs.emptyTitle')} headingLevel={3} action={addButton}>
          <p>{isStaffView ? t('caseDocs.empty.staff') : canUpload ? t('caseDocs.empty.clientCanUpload') : t('caseDocs.empty.client')}</p>
        </EmptyState>
      ) : (
        <div className="case-docs__groups">
          {groups.map((group) => (
            <section key={group.category} className="case-docs__group" aria-labelledby={`case-docs-${group.category}`}>
              <h3 id={`case-docs-${group.category}`} className="case-docs__category">
                {tk(`caseDocs.category.${group.category}`)}
                <span className="case-docs__count">{t('caseDocs.groupCount', { count: group.documents.length })}</span>
              </h3>
              <ul className="case-docs__list">
                {group.documents.map((document) => (
                  <CaseDocumentItem
                    key={document.id}
                    document={document}
                    isStaffView={isStaffView}
                    canChange={canChangeDocuments(detail, user, document)}
                    olderVersions={olderVersionsOf(document, detail.documents)}
                  />
                ))}
              </ul>
            </section>
          ))}
          {addButton ? <div className="form-actions">{addButton}</div> : null}
        </div>
      )}
      {canUpload && isAdding ? <CaseDocumentUpload caseId={detail.id} isStaffView={isStaffView} onDone={() => setIsAdding(false)} /> : null}
    </Card>
  );
}
