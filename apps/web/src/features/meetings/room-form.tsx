import {
  type MeetingRoom,
  type MeetingRoomOptions,
  type MeetingRoomSaved,
  mediaRegionLabels,
  mediaRegions,
  meetingParticipantsMax,
  meetingRoomAgendaMax,
  meetingRoomNameMax,
  roleLabel,
  trustedGuestEarlyMinutes,
} from '@advice/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { FieldError } from '../../ui/field.tsx';
import { Button, Checkbox, ProblemsBanner, Select, TextArea, TextField } from '../../ui/index.ts';
import { personName } from '../people/client-account/client-account.api.ts';
import { meetingRoomCalls, meetingRoomsKey } from './meetings.api.ts';
import { bodyOf, defaultStart, durationChoices, localDateAndTime, type RoomFormValues, roomFormResolver } from './room-form-values.ts';
import { useDurationText } from './room-parts.tsx';

type RoomFormProps = {
  clientId: string;
  options: MeetingRoomOptions;
  /** The room being edited; none schedules a new one (with its guests). */
  room?: MeetingRoom;
  onSaved: (saved: MeetingRoomSaved) => void;
  onCancel: () => void;
};

function initialValues(clientId: string, options: MeetingRoomOptions, room: MeetingRoom | undefined): RoomFormValues {
  if (room)
    return {
      name: room.name,
      agenda: room.agenda,
      ...localDateAndTime(room.start_at),
      duration: String(room.duration_minutes),
      media_region: room.media_region,
      user_ids: room.attendees.map((attendee) => attendee.id),
      guests: [],
      enable_meeting_summary: room.enable_meeting_summary,
    };
  return {
    name: '',
    agenda: '',
    ...defaultStart(),
    duration: '60',
    media_region: options.media_region,
    user_ids: [clientId],
    guests: [],
    enable_meeting_summary: false,
  };
}

/**
 * Schedules a room, or changes one: name, agenda (filled from a template), start, duration, media region,
 * attendees (the client fixed), guests by e-mail on a new room, and the meeting summary. The domain's rules
 * show beside the fields before anything is sent; the server's refusals land beside the field they name.
 */
export function RoomForm({ clientId, options, room, onSaved, onCancel }: RoomFormProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, setValue, watch, control, formState } = useForm<RoomFormValues>({
    resolver: roomFormResolver({ clientId, ...(room ? { room } : {}) }),
    defaultValues: initialValues(clientId, options, room),
  });
  const guests = useFieldArray({ control, name: 'guests' });
  const { errors } = formState;
  const userIds = watch('user_ids');
  const save = useApiMutation(
    (values: RoomFormValues) => {
      if (!room) return meetingRoomCalls.create(bodyOf(values, clientId));
      const { guests: _guests, client_id: _client, ...patch } = bodyOf(values, clientId);
      return meetingRoomCalls.update(room.id, patch);
    },
    {
      invalidates: [meetingRoomsKey],
      form: { setError, fields: 'every', fieldOf: (pointer) => (pointer === '/start_date' ? 'date' : undefined) },
      onErrorDetails: (details) => setProblems(details),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    const saved = await save.runForResult(values);
    if (saved) onSaved(saved);
  });
  const chooseTemplate = (id: string) => {
    const template = options.agenda_templates.find((item) => item.id === id);
    if (template) setValue('agenda', template.template, { shouldDirty: true });
  };
  const toggleAttendee = (id: string, isOn: boolean) =>
    setValue('user_ids', isOn ? [...userIds, id] : userIds.filter((userId) => userId !== id), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const guestsError = errors.guests?.root?.message ?? errors.guests?.message;

  return (
    <form onSubmit={submit} noValidate className="form-grid meeting-form">
      <p className="ui-field__description">{t('common.requiredHint')}</p>
      <ProblemsBanner problems={problems} />
      <TextField
        label={t('meetings.field.name')}
        description={t('meetings.field.nameHint')}
        isRequired
        maxLength={meetingRoomNameMax}
        error={errors.name?.message}
        {...register('name')}
      />
      {options.agenda_templates.length > 0 ? (
        <Select
          label={t('meetings.field.template')}
          description={t('meetings.field.templateHint')}
          options={[
            { value: '', label: t('meetings.field.noTemplate') },
            ...options.agenda_templates.map((template) => ({ value: template.id, label: template.title })),
          ]}
          defaultValue=""
          onChange={(event) => chooseTemplate(event.target.value)}
        />
      ) : null}
      <TextArea
        label={t('meetings.field.agenda')}
        maxLength={meetingRoomAgendaMax}
        rows={6}
        error={errors.agenda?.message}
        {...register('agenda')}
      />
      <div className="meeting-form__row">
        <TextField label={t('meetings.field.date')} type="date" isRequired error={errors.date?.message} {...register('date')} />
        <TextField
          label={t('meetings.field.time')}
          type="time"
          step={900}
          isRequired
          description={t('meetings.field.timeHint')}
          error={errors.time?.message}
          {...register('time')}
        />
        <Select
          label={t('meetings.field.duration')}
          isRequired
          options={durationChoices.map((minutes) => ({ value: String(minutes), label: durationText(minutes) }))}
          error={errors.duration?.message}
          {...register('duration')}
        />
      </div>
      <Select
        label={t('meetings.field.mediaRegion')}
        description={t('meetings.field.mediaRegionHint')}
        options={mediaRegions.map((region) => ({ value: region, label: mediaRegionLabels[region] }))}
        error={errors.media_region?.message}
        {...register('media_region')}
      />
      <fieldset className="meeting-form__group" aria-describedby="meeting-attendees-hint">
        <legend className="ui-field__label">{t('meetings.field.attendees')}</legend>
        <p id="meeting-attendees-hint" className="ui-field__description">
          {t('meetings.field.attendeesHint', { max: meetingParticipantsMax })}
        </p>
        {options.participants.map((person) =>
          person.id === clientId ? (
            <Checkbox key={person.id} label={t('meetings.field.clientAlways', { name: personName(person) })} checked disabled />
          ) : (
            <Checkbox
              key={person.id}
              label={`${personName(person)} (${roleLabel(person.role)})`}
              checked={userIds.includes(person.id)}
              onChange={(event) => toggleAttendee(person.id, event.target.checked)}
            />
          ),
        )}
        <FieldError id="meeting-attendees-error" message={errors.user_ids?.message} />
      </fieldset>
      {room ? null : (
        <fieldset className="meeting-form__group" aria-describedby="meeting-guests-hint">
          <legend className="ui-field__label">{t('meetings.field.guests')}</legend>
          <p id="meeting-guests-hint" className="ui-field__description">
            {t('meetings.field.guestsHint', { minutes: trustedGuestEarlyMinutes })}
          </p>
          {guests.fields.map((field, index) => (
            <fieldset key={field.id} className="meeting-form__guest">
              <legend className="visually-hidden">{t('meetings.field.guestNumber', { number: index + 1 })}</legend>
              <TextField
                label={t('meetings.field.guestEmail')}
                type="email"
                autoComplete="off"
                isRequired
                error={errors.guests?.[index]?.email?.message}
                {...register(`guests.${index}.email`)}
              />
              <TextField label={t('meetings.field.guestName')} autoComplete="off" {...register(`guests.${index}.name`)} />
              <Checkbox label={t('meetings.field.guestTrusted')} {...register(`guests.${index}.trusted`)} />
              <Button variant="ghost" size="sm" onClick={() => guests.remove(index)}>
                {t('meetings.field.removeGuest', { number: index + 1 })}
              </Button>
            </fieldset>
          ))}
          <FieldError id="meeting-guests-error" message={guestsError} />
          <div>
            <Button variant="secondary" size="sm" onClick={() => guests.append({ email: '', name: '', trusted: false })}>
              {t('meetings.field.addGuest')}
            </Button>
          </div>
        </fieldset>
      )}
      <Checkbox label={t('meetings.field.summary')} description={t('meetings.field.summaryHint')} {...register('enable_meeting_summary')} />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t(room ? 'meetings.save' : 'meetings.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('meetings.cancelEdit')}
        </Button>
      </div>
    </form>
  );
}
