import { type FeatureHelp, type FeatureHelpBody, type FeatureHelpKey, featureHelpBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, Spinner, TextArea, TextField } from '../../ui/index.ts';
import { PlatformAdminPage } from '../platform-admin/platform-admin-guard.tsx';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { featureHelpsQueryKey, saveFeatureHelp, useFeatureHelps } from './help.api.ts';

const fields = ['title', 'text'] as const;

/** The page a help sits beside, as the platform admin knows it. */
const pageNames = {
  clients: 'help.page.clients',
  cases: 'help.page.cases',
  'document-packs': 'help.page.documentPacks',
  meetings: 'help.page.meetings',
  vault: 'help.page.vault',
  'practice-settings': 'help.page.practiceSettings',
  'agenda-templates': 'help.page.agendaTemplates',
} as const satisfies Record<FeatureHelpKey, string>;

/** One help's wording, checked by the server's own rule before it is sent; saved on its own. */
function FeatureHelpForm({ help }: { help: FeatureHelp }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<FeatureHelpBody>({
    resolver: zodResolver(featureHelpBody),
    values: { title: help.title, text: help.text },
  });
  const save = useApiMutation((body: FeatureHelpBody) => saveFeatureHelp(help.key, body), {
    success: t('help.saved'),
    invalidates: [featureHelpsQueryKey],
    form: { setError, fields },
  });
  const { errors } = formState;
  return (
    <Card
      title={t(pageNames[help.key])}
      description={help.updated_at ? t('help.changedAt', { when: formatDateTime(help.updated_at) }) : t('help.standardWording')}
    >
      <form onSubmit={handleSubmit(save.run)} noValidate className="form-grid">
        <TextField label={t('help.fieldTitle')} isRequired maxLength={120} error={errors.title?.message} {...register('title')} />
        <TextArea label={t('help.fieldText')} isRequired rows={5} maxLength={2000} error={errors.text?.message} {...register('text')} />
        <div className="form-actions">
          <Button type="submit" isLoading={formState.isSubmitting} aria-label={t('help.saveLabel', { page: t(pageNames[help.key]) })}>
            {t('help.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The seven helps, each with its own form. */
function FeatureHelpForms() {
  const { t } = useTranslation();
  const helps = useFeatureHelps();
  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>{t('help.pageTitle')}</h1>
        <p className="page-header__meta">{t('help.pageIntro')}</p>
      </header>
      {helps.isPending ? (
        <Spinner />
      ) : (
        <div className="stack">
          {(helps.data ?? []).map((help) => (
            <FeatureHelpForm key={help.key} help={help} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The helps beside the portal's pages, the same in every practice: a platform admin rewords them here (spec 1 §7
 * `/feature-helps`); anyone else goes to their own home without asking for them.
 */
export function FeatureHelpsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.pageTitle'));
  return <PlatformAdminPage>{() => <FeatureHelpForms />}</PlatformAdminPage>;
}
