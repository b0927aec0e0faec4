import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextArea } from '../../../ui/index.ts';
import { ListRow, SaveRow } from './form-parts.tsx';
import { useGeneralForm } from './general-form.tsx';
import { errorAt } from './use-section-form.ts';

/** The practice's details: the names clients read, who its e-mails come from, its offices, links and footer. */
export function GeneralSection() {
  const { t } = useTranslation();
  const { form, submit, formErrors, text } = useGeneralForm();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const addresses = useFieldArray({ control, name: 'addresses' });
  const links = useFieldArray({ control, name: 'links' });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <Card title={t('practiceSettings.identity')} description={t('practiceSettings.identityHint')}>
        <div className="form-grid form-grid--two">
          {text('tradingName', 'practiceSettings.tradingName')}
          {text('legalEntityName', 'practiceSettings.legalEntityName')}
          {text('authorizedRepresentativeName', 'practiceSettings.authorizedRepresentativeName')}
        </div>
      </Card>
      <Card title={t('practiceSettings.website')}>
        <div className="form-grid form-grid--two">
          {text('websiteTitle', 'practiceSettings.websiteTitle')}
          {text('websiteUrl', 'practiceSettings.websiteUrl', { type: 'url', placeholder: 'https://' })}
          {text('privacyPolicyUrl', 'practiceSettings.privacyPolicyUrl', { type: 'url', placeholder: 'https://' })}
        </div>
      </Card>
      <Card title={t('practiceSettings.email')} description={t('practiceSettings.emailHint')}>
        <div className="form-grid form-grid--two">
          {text('emailSenderName', 'practiceSettings.emailSenderName')}
          {text('emailSender', 'practiceSettings.emailSender', { type: 'email' })}
          {text('replyTo', 'practiceSettings.replyTo', { type: 'email' })}
        </div>
      </Card>
      <Card title={t('practiceSettings.addresses')} description={t('practiceSettings.addressesHint')}>
        {addresses.fields.map((field, index) => (
          <ListRow key={field.id} onRemove={() => addresses.remove(index)} removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}>
            {text(`addresses.${index}.label`, 'practiceSettings.addressLabel')}
            <TextArea
              label={t('practiceSettings.address')}
              rows={3}
              error={errorAt(errors, `addresses.${index}.address`)}
              {...register(`addresses.${index}.address`)}
            />
          </ListRow>
        ))}
        <Button variant="secondary" size="sm" onClick={() => addresses.append({ label: '', address: '' })}>
          {t('practiceSettings.addAddress')}
        </Button>
      </Card>
      <Card title={t('practiceSettings.linksAndFooter')} description={t('practiceSettings.linksAndFooterHint')}>
        <TextArea label={t('practiceSettings.footerText')} rows={3} error={errorAt(errors, 'footerText')} {...register('footerText')} />
        {links.fields.map((field, index) => (
          <ListRow key={field.id} onRemove={() => links.remove(index)} removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}>
            <div className="form-grid form-grid--two">
              {text(`links.${index}.title`, 'practiceSettings.linkTitle')}
              {text(`links.${index}.url`, 'practiceSettings.linkUrl', { type: 'url' })}
            </div>
          </ListRow>
        ))}
        <Button variant="secondary" size="sm" onClick={() => links.append({ title: '', url: '' })}>
          {t('practiceSettings.addLink')}
        </Button>
      </Card>
      <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
