import { type CaseDetail, type CurrentUser, mayEditCaseFields } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner, ButtonLink } from '../../ui/index.ts';
import { CaseActions, CaseProblem, useCaseChange } from './case-actions.tsx';
import { CaseFields, CaseSections, CaseTimeline } from './case-overview-parts.tsx';
import { CaseHeader, casePath, WithCase } from './case-parts.tsx';
import { BusinessPackButton } from './documents/business-pack-button.tsx';
import { CaseAddendaSection } from './documents/case-addenda-section.tsx';
import { isStaffViewer } from './documents/case-documents.rules.ts';
import { CaseDocumentsSection } from './documents/case-documents-section.tsx';
import { CaseImagePicker } from './documents/case-image-picker.tsx';
import { QuestionnaireAnswers, QuestionnaireForm } from './questionnaire-form.tsx';
import { RequestStanding } from './request-standing.tsx';

/** Whether this viewer may change the investment of an Online Advice Request (the server's editCase rule). */
export function canEditInvestment(detail: CaseDetail, user: Pick<CurrentUser, 'role'>): boolean {
  if (detail.type !== 'online_advice_request' || !detail.is_editable) return false;
  return mayEditCaseFields(detail.type, detail.status, isStaffViewer(user));
}

function CaseOverview({ detail, user }: { detail: CaseDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useCaseChange(detail.id);
  const submit = detail.actions.find((a) => a.action === 'submit');
  const isFillingIn = detail.type === 'review_questionnaire_case' && detail.status === 'building' && submit !== undefined;
  // The questionnaire's own form carries its submit action, after the answers are saved.
  const panelActions = isFillingIn ? detail.actions.filter((a) => a.action !== 'submit') : detail.actions;
  return (
    <>
      <CaseHeader detail={detail} user={user}>
        <div className="form-actions case-header__links">
          {canEditInvestment(detail, user) ? (
            <ButtonLink to={casePath(detail, 'edit-investment')} variant="secondary">
              {t('cases.editInvestment')}
            </ButtonLink>
          ) : null}
          <Link to={casePath(detail, 'audit-trail')}>{t('cases.auditTrail')}</Link>
        </div>
      </CaseHeader>
      <RequestStanding detail={detail} user={user} />
      {detail.notice ? (
        <Banner tone="warning" title={t('cases.status.cancelled')}>
          <p>
            {detail.notice} <Link to={casePath(detail, 'audit-trail')}>{t('cases.viewAuditTrail')}</Link>
          </p>
        </Banner>
      ) : null}
      <CaseProblem change={change} />
      <div className="case-grid">
        <div className="stack">
          {isFillingIn && submit ? <QuestionnaireForm detail={detail} change={change} submit={submit} /> : null}
          {/* What is left of a request comes before its details. */}
          {detail.type === 'online_advice_request' ? (
            <CaseSections detail={detail} canSubmit={submit !== undefined && detail.status === 'building'} />
          ) : null}
          <CaseFields detail={detail} isStaffView={isStaffViewer(user)} />
          {detail.type === 'review_questionnaire_case' && !isFillingIn ? <QuestionnaireAnswers detail={detail} /> : null}
        </div>
        <div className="stack">
          {isFillingIn && panelActions.length === 0 ? null : <CaseActions detail={detail} change={change} actions={panelActions} />}
          <CaseTimeline detail={detail} />
        </div>
      </div>
      {/* A second row, so on a phone the actions and timeline come before the documents. */}
      <div className="case-grid case-grid--follow">
        <div className="stack">
          <CaseDocumentsSection detail={detail} user={user} />
          <CaseAddendaSection caseId={detail.id} user={user} />
        </div>
        <div className="stack">
          <CaseImagePicker detail={detail} user={user} />
          {isStaffViewer(user) ? <BusinessPackButton caseId={detail.id} /> : null}
        </div>
      </div>
    </>
  );
}

/** client-cases/{caseId}: the case overview for staff and for the client. */
export function CasePage() {
  return <WithCase>{(detail, user) => <CaseOverview detail={detail} user={user} />}</WithCase>;
}
