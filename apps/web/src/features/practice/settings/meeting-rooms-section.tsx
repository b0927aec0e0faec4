import { mediaRegionLabels, mediaRegions } from '@advice/domain';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Select, TextArea, TextField } from '../../../ui/index.ts';
import { ListRow, SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

export function MeetingRoomsSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('client-meeting-rooms', data.settings['client-meeting-rooms']);
  const { register, control, formState } = form;
  const templates = useFieldArray({ control, name: 'agendaTemplates' });
  return (
    <form onSubmit={submit} noValidate className="stack">
      <Card title={t('practiceSettings.meetingServer')} description={t('practiceSettings.meetingServerHint')}>
        <Select
          className="settings-short-field"
          label={t('practiceSettings.meetingServerLocation')}
          options={mediaRegions.map((region) => ({ value: region, label: mediaRegionLabels[region] }))}
          error={errorAt(formState.errors, 'meetingServerLocation')}
          {...register('meetingServerLocation')}
        />
      </Card>
      <Card title={t('practiceSettings.agendaTemplates')} description={t('practiceSettings.agendaTemplatesHint')}>
        {templates.fields.map((field, index) => (
          <ListRow key={field.id} onRemove={() => templates.remove(index)} removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}>
            <div className="agenda-template__head">
              <TextField
                label={t('practiceSettings.templateTitle')}
                error={errorAt(formState.errors, `agendaTemplates.${index}.title`)}
                {...register(`agendaTemplates.${index}.title`)}
              />
              <Checkbox label={t('practiceSettings.active')} {...register(`agendaTemplates.${index}.active`)} />
            </div>
            <TextArea
              label={t('practiceSettings.templateText')}
              rows={5}
              error={errorAt(formState.errors, `agendaTemplates.${index}.template`)}
              {...register(`agendaTemplates.${index}.template`)}
            />
          </ListRow>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => templates.append({ id: crypto.randomUUID(), title: '', template: '', active: true })}
        >
          {t('practiceSettings.addTemplate')}
        </Button>
      </Card>
      <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
    </form>
  );
}
