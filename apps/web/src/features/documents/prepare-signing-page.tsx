import { allows, type CaseDetail, type CurrentUser, type Envelope } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { Banner, Button, EmptyState, Spinner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { CaseHeader } from '../cases/case-parts.tsx';
import { useCase } from '../cases/cases.api.ts';
import { isStaffViewer } from '../cases/documents/case-documents.rules.ts';
import { FeatureGate } from '../practice/feature-gate.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { PrepareSigningEditor } from './prepare-signing-editor.tsx';
import { SentSigning } from './prepare-signing-sent.tsx';
import { useSigning } from './sign.api.ts';
import './prepare-signing.css';

type CaseDocument = CaseDetail['documents'][number];

function LoadProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--centred">
      <EmptyState headingLevel={1} title={t('error.title')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
        <p>{t('prepareSigning.loadFailed')}</p>
      </EmptyState>
    </div>
  );
}

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** The document's envelope: the editor while it is a draft (or before there is one), else where it stands. */
function DocumentSigning({ detail, user, document }: { detail: CaseDetail; user: CurrentUser; document: CaseDocument }) {
  const { t } = useTranslation();
  const signing = useSigning(document.id);
  const [template, setTemplate] = useState<Envelope | null>(null);
  const [editorRun, setEditorRun] = useState(0);
  const envelope = signing.data ?? null;
  // Starting again from a cancelled or declined request, until the new draft takes its place.
  const isRestarting = template !== null && (envelope === null || envelope.id === template.id);
  const isEditing = envelope === null || isRestarting || (envelope.status === 'draft' && allows(envelope, 'edit'));
  const title = isEditing ? t('prepareSigning.title', { name: document.name }) : t('prepareSigning.sentTitle', { name: document.name });
  useDocumentTitle(title);

  if (signing.isPending) return <Spinner />;
  if (signing.isError) return isMissing(signing.error) ? <NotFoundPage /> : <LoadProblem onRetry={() => void signing.refetch()} />;
  return (
    <div className="page cases">
      <CaseHeader detail={detail} user={user} title={title} />
      {isEditing ? <p className="page__lead">{t('prepareSigning.lead')}</p> : null}
      {isEditing ? (
        <PrepareSigningEditor
          key={editorRun}
          document={document}
          detail={detail}
          user={user}
          envelope={isRestarting ? null : envelope}
          template={isRestarting ? template : null}
          onReset={() => {
            setTemplate(null);
            setEditorRun((run) => run + 1);
          }}
        />
      ) : (
        <SentSigning
          envelope={envelope}
          caseId={detail.id}
          onRestart={() => {
            setTemplate(envelope);
            setEditorRun((run) => run + 1);
          }}
        />
      )}
    </div>
  );
}

function PrepareSigning() {
  const { t } = useTranslation();
  const { caseId = '', documentId = '' } = useParams();
  const user = useSignedInUser();
  const kase = useCase(caseId);
  const document = kase.data?.documents.find((d) => d.id === documentId);
  if (kase.isPending) return <Spinner />;
  if (kase.isError && !isMissing(kase.error)) return <LoadProblem onRetry={() => void kase.refetch()} />;
  if (!kase.data || !document || !isStaffViewer(user)) return <NotFoundPage />;
  if (document.content_type !== 'application/pdf')
    return (
      <div className="page cases">
        <CaseHeader detail={kase.data} user={user} title={t('prepareSigning.title', { name: document.name })} />
        <Banner tone="warning" title={t('signing.notPdf')}>
          <p>{t('prepareSigning.notPdfText')}</p>
        </Banner>
      </div>
    );
  return <DocumentSigning detail={kase.data} user={user} document={document} />;
}

/** client-cases/{caseId}/documents/{documentId}/signing: staff prepare a case's PDF for signing, then follow it. */
export function PrepareSigningPage() {
  return (
    <FeatureGate flag="eSignature">
      <PrepareSigning />
    </FeatureGate>
  );
}
