import type { CaseDetail, CurrentUser } from '@advice/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner, Button, Card } from '../../ui/index.ts';
import { CaseProblem, useCaseChange, useConfirmedAction } from './case-actions.tsx';
import { CaseSections } from './case-overview-parts.tsx';
import { CaseHeader, casePath, WithCase } from './case-parts.tsx';

function SubmitCase({ detail, user }: { detail: CaseDetail; user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hintId = useId();
  const change = useCaseChange(detail.id);
  const { choose, dialog } = useConfirmedAction(detail, change, (next) => void navigate(casePath(next)));
  const submit = detail.actions.find((a) => a.action === 'submit');
  const isComplete = detail.sections.every((s) => s.complete);
  return (
    <div className="page--narrow">
      <CaseHeader detail={detail} user={user} title={t('cases.submit.title')} />
      <CaseProblem change={change} />
      <div className="stack">
        <CaseSections detail={detail} canSubmit={false} />
        <Card title={t('cases.submit.title')} description={t('cases.submit.lead')}>
          {!submit ? (
            <p>
              {t('cases.submit.notAvailable')} <Link to={casePath(detail)}>{t('cases.backToCase')}</Link>
            </p>
          ) : (
            <div className="stack">
              <div role="status">
                {isComplete && !submit.blocked_by ? (
                  <Banner tone="success">
                    <p>{t('cases.submit.ready')}</p>
                  </Banner>
                ) : (
                  <Banner tone="warning">
                    <p>{t('cases.sectionsIncomplete')}</p>
                  </Banner>
                )}
              </div>
              <div className="form-actions">
                <Button
                  disabled={submit.blocked_by !== null}
                  aria-describedby={submit.blocked_by ? hintId : undefined}
                  onClick={() => choose(submit)}
                >
                  {t('cases.submit.button')}
                </Button>
              </div>
              {submit.blocked_by ? (
                <p id={hintId} className="case-actions__hint">
                  {submit.blocked_by.hint}
                </p>
              ) : null}
            </div>
          )}
        </Card>
      </div>
      {dialog}
    </div>
  );
}

/** client-cases/{caseId}/submit: an Online Advice Request is submitted only once every section is complete. */
export function SubmitCasePage() {
  const { t } = useTranslation();
  return <WithCase title={() => t('cases.submit.title')}>{(detail, user) => <SubmitCase detail={detail} user={user} />}</WithCase>;
}
