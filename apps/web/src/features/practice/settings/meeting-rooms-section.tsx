import { mediaRegionLabels, mediaRegions, recordingRetentionDaysMax } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Select, TextField } from '../../../ui/index.ts';
import { SaveRow } from './form-parts.tsx';
import { usePracticeSettingsData } from './practice-settings-page.tsx';
import { errorAt, useSectionForm } from './use-section-form.ts';

export function MeetingRoomsSection() {
  const { t } = useTranslation();
  const data = usePracticeSettingsData();
  const { form, submit, formErrors } = useSectionForm('client-meeting-rooms', data.settings['client-meeting-rooms']);
  const { register, formState } = form;
  return (
    <div className="stack">
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
        <Card title={t('practiceSettings.recordingRetention')} description={t('practiceSettings.recordingRetentionHint')}>
          <TextField
            className="settings-short-field"
            label={t('practiceSettings.recordingRetentionDays')}
            description={t('practiceSettings.recordingRetentionDaysHint', { max: recordingRetentionDaysMax })}
            type="number"
            min={1}
            max={recordingRetentionDaysMax}
            inputMode="numeric"
            error={errorAt(formState.errors, 'recordingRetentionDays')}
            {...register('recordingRetentionDays', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        </Card>
        <SaveRow isSaving={formState.isSubmitting} formErrors={formErrors} />
      </form>
      <Card title={t('practiceSettings.agendaTemplates')} description={t('practiceSettings.agendaTemplatesHint')}>
        <div>
          <ButtonLink variant="secondary" to="/agenda-templates">
            {t('agendaTemplates.manage')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
