import {
  type CurrentUser,
  type PublicPractice,
  practiceRoles,
  type SupportRequestFields,
  type SupportRequestFieldsIn,
  type SupportRequestSent,
  supportRequestFields,
  supportUserAccounts,
  todayIso,
} from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ProblemsBanner } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { sendSupportRequest } from './support.api.ts';
import { guessBrowser, guessDevice } from './support.guess.ts';
import { type ChosenFiles, type FileErrors, noFileErrors, SupportFiles, totalProblemOf } from './support-files.tsx';
import { ProblemFields, SenderFields, supportFieldNames } from './support-form-fields.tsx';
import './support.css';

type Input = SupportRequestFieldsIn;
type Output = SupportRequestFields;

const noFiles: ChosenFiles = { screenshots: [], file: null };

/** The page the person came from, as a path of this site (not the form itself). */
function isPageToReport(from: string | null): from is string {
  return !!from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/technical-support-form');
}

/** The form as it opens: the sender's own details, a guess at the device and browser, today, and the page they came from. */
function startingValues(user: CurrentUser, practice: PublicPractice, from: string | null): DefaultValues<Input> {
  const userAgent = navigator.userAgent;
  return {
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    firm_name: practice.name,
    user_account: supportUserAccounts.find((role) => role === user.role),
    device: guessDevice(userAgent),
    occurred_on: todayIso(),
    browser: guessBrowser(userAgent),
    url: isPageToReport(from) ? `${window.location.origin}${from}` : '',
    title: '',
    client_reference: '',
    overview: '',
  };
}

function formDataOf(values: Output, chosen: ChosenFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const screenshot of chosen.screenshots) form.append('screenshots', screenshot, screenshot.name);
  if (chosen.file) form.append('file', chosen.file, chosen.file.name);
  return form;
}

function SentRequest({ sent, onAnother }: { sent: SupportRequestSent; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="support-sent">
      <Banner tone="success" role="status" title={t('support.sentTitle')}>
        <p className="support-sent__reference">
          {t('support.reference')} <strong className="support-sent__code">{sent.reference}</strong>
        </p>
        <p>{sent.first_response}</p>
        <p>{t('support.confirmation')}</p>
      </Banner>
      <div className="form-actions">
        <Button variant="secondary" onClick={onAnother}>
          {t('support.another')}
        </Button>
      </div>
    </div>
  );
}

/** Every field of spec 2 §2.5, checked by the shared schema as the person types; the server's refusals land beside their field. */
function SupportForm({ user, onSent }: { user: CurrentUser; onSent: (sent: SupportRequestSent) => void }) {
  const { t } = useTranslation();
  const practice = usePractice();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<ChosenFiles>(noFiles);
  const [fileErrors, setFileErrors] = useState<FileErrors>(noFileErrors);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(supportRequestFields),
    defaultValues: startingValues(user, practice, search.get('from')),
    mode: 'onTouched',
  });
  const send = useApiMutation((values: Output) => sendSupportRequest(formDataOf(values, chosen)), {
    success: false,
    form: { setError: form.setError, fields: supportFieldNames },
    onErrorDetails: (details, error) => {
      const byField = isApiError(error) ? error.fieldErrors : {};
      const errors = { screenshots: byField.screenshots ?? null, file: byField.file ?? null };
      setFileErrors(errors);
      setProblems(details.filter((detail) => detail !== errors.screenshots && detail !== errors.file));
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    if (totalProblemOf(chosen)) return;
    const sent = await send.runForResult(values);
    if (sent) onSent(sent);
  });

  return (
    <form onSubmit={submit} noValidate className="support-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <SenderFields form={form} />
      <ProblemFields form={form} />
      <section className="support-form__section" aria-labelledby="support-files-heading">
        <h2 id="support-files-heading">{t('support.section.files')}</h2>
        <SupportFiles
          chosen={chosen}
          errors={fileErrors}
          isBusy={form.formState.isSubmitting}
          onChange={(next, errors) => {
            setChosen(next);
            setFileErrors(errors);
          }}
        />
      </section>
      <div className="form-actions">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
}

/** technical-support-form: a practice's people report a technical problem to the support desk. */
export function SupportFormRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [sent, setSent] = useState<SupportRequestSent | null>(null);
  useDocumentTitle(t('support.title'));
  const isPracticeMember = practiceRoles.some((role) => role === user.role);
  return (
    <div className="page support-page">
      <header className="page-header">
        <h1>{t('support.title')}</h1>
        <p className="page__lead">{t('support.lead')}</p>
        <p className="support-page__promise">{t('support.firstResponse')}</p>
      </header>
      {!isPracticeMember ? (
        <Banner tone="info">
          <p>{t('support.platformOnly')}</p>
        </Banner>
      ) : sent ? (
        <SentRequest sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <SupportForm user={user} onSent={setSent} />
      )}
    </div>
  );
}
