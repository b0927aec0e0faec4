import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Checkbox, Spinner } from '../../../ui/index.ts';
import { disclosureSchema } from '../onboarding.step-schemas.ts';
import { StepLayout, type StepProps, useStepForm } from '../step-layout.tsx';

const PdfViewer = lazy(async () => ({ default: (await import('../../../ui/pdf-viewer/pdf-viewer.tsx')).PdfViewer }));

/** The practice's disclosure document; the confirmation is enabled only once the PDF has loaded. */
export function DisclosureStep({ context, answers, onChange, onContinue, onBack }: StepProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const { register, handleSubmit, formState } = useStepForm(
    disclosureSchema,
    { disclosureChecked: answers.disclosureChecked as true },
    ['disclosureChecked'],
    onChange,
  );
  const disclosure = context.disclosure;
  if (!disclosure) return null;
  return (
    <StepLayout
      title={disclosure.title}
      lead={<span className="preserve-lines">{disclosure.summary}</span>}
      onSubmit={handleSubmit((values) => onContinue(values))}
      onBack={onBack}
    >
      <div className="wizard-disclosure">
        <Suspense fallback={<Spinner />}>
          <PdfViewer url={disclosure.url} title={disclosure.title} onLoad={() => setStatus('loaded')} onError={() => setStatus('failed')} />
        </Suspense>
      </div>
      {status === 'failed' ? (
        <Banner tone="error" role="alert">
          {t('onboarding.disclosure.failed')}{' '}
          <a href={disclosure.url} download>
            {t('onboarding.disclosure.download')}
          </a>
        </Banner>
      ) : null}
      <Checkbox
        label={t('onboarding.disclosure.read')}
        description={status === 'loaded' ? null : t('onboarding.disclosure.waiting')}
        disabled={status !== 'loaded'}
        error={formState.errors.disclosureChecked?.message}
        {...register('disclosureChecked')}
      />
    </StepLayout>
  );
}
