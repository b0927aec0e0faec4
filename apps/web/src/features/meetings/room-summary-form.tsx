import {
  actionPointKinds,
  actionPointTextMax,
  keyPointTextMax,
  type MeetingSummaryPatch,
  type MeetingSummaryView,
  type TranscriptionSegmentView,
} from '@advice/domain';
import { useMemo, useState } from 'react';
import { type Control, type FieldPath, type UseFormRegister, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, ProblemsBanner, Select, TextArea, TextField } from '../../ui/index.ts';
import { meetingRoomCalls, meetingSummaryKey } from './meetings.api.ts';
import {
  ownersOf,
  type SummaryFormValues,
  summaryFieldNames,
  summaryFieldOf,
  summaryFormResolver,
  summaryFormValuesOf,
} from './room-summary-values.ts';
import { SpanLink } from './room-summary-view.tsx';
import type { TranscriptSpan } from './room-transcript.tsx';

type PointTextProps = {
  name: `key_points.${number}.text` | `action_points.${number}.text`;
  max: number;
  error: string | undefined;
  control: Control<SummaryFormValues, unknown, MeetingSummaryPatch>;
  register: UseFormRegister<SummaryFormValues>;
};

/** A point's words, counted as they are typed against the domain's limit. */
function PointText({ name, max, error, control, register }: PointTextProps) {
  const { t } = useTranslation();
  const text = useWatch({ control, name });
  return (
    <TextArea
      label={t('meetings.summary.field.text')}
      isRequired
      rows={3}
      maxLength={max}
      description={t('meetings.summary.field.count', { count: text.trim().length, max })}
      error={error}
      {...register(name)}
    />
  );
}

type FormProps = {
  roomId: string;
  summary: MeetingSummaryView;
  segments: readonly TranscriptionSegmentView[];
  onFollow: (span: TranscriptSpan) => void;
  onDone: () => void;
};

/**
 * The adviser's edits of a summary: each point reworded or removed, each action point's kind, owner (one of the
 * speakers) and due date changed. Points are never added, so each still links to what was said. The shared PATCH
 * schema checks the values before they are sent; the server's refusals land beside the field they name.
 */
export function SummaryForm({ roomId, summary, segments, onFollow, onDone }: FormProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const owners = useMemo(() => ownersOf(summary, segments), [summary, segments]);
  const resolver = useMemo(() => summaryFormResolver(owners), [owners]);
  const { register, handleSubmit, setError, getValues, control, formState } = useForm<SummaryFormValues, unknown, MeetingSummaryPatch>({
    resolver,
    defaultValues: summaryFormValuesOf(summary),
  });
  const keyPoints = useFieldArray({ control, name: 'key_points' });
  const actionPoints = useFieldArray({ control, name: 'action_points' });
  const { errors } = formState;
  const save = useApiMutation((body: MeetingSummaryPatch) => meetingRoomCalls.updateSummary(roomId, body), {
    invalidates: [meetingSummaryKey(roomId)],
    form: {
      setError,
      fields: summaryFieldNames(getValues()) as FieldPath<SummaryFormValues>[],
      fieldOf: (pointer) => {
        const path = pointer.split('/').slice(1);
        return path[2] === 'owner' ? (summaryFieldOf(path) as FieldPath<SummaryFormValues>) : undefined;
      },
    },
    onErrorDetails: setProblems,
  });
  const submit = handleSubmit(async (body) => {
    setProblems([]);
    if (await save.run(body)) onDone();
  });
  const ownerOptions = [
    { value: '', label: t('meetings.summary.unassigned') },
    ...[...owners].map(([id, name]) => ({ value: id, label: name })),
  ];
  const kindOptions = actionPointKinds.map((kind) => ({ value: kind, label: t(`meetings.summary.kind.${kind}`) }));

  return (
    <form onSubmit={submit} noValidate className="form-grid meeting-summary-form">
      <p className="ui-field__description">{t('meetings.summary.editLead')}</p>
      <ProblemsBanner problems={problems} />
      <fieldset className="meeting-form__group">
        <legend className="ui-field__label">{t('meetings.summary.keyPoints')}</legend>
        {keyPoints.fields.length === 0 ? <p className="meeting__meta">{t('meetings.summary.noPointsLeft')}</p> : null}
        {keyPoints.fields.map((field, index) => (
          <fieldset key={field.id} className="meeting-summary-form__point">
            <legend className="meeting-summary-form__legend">{t('meetings.summary.field.keyPoint', { number: index + 1 })}</legend>
            <PointText
              name={`key_points.${index}.text`}
              max={keyPointTextMax}
              error={errors.key_points?.[index]?.text?.message}
              control={control}
              register={register}
            />
            <div className="meeting-summary-form__foot">
              <SpanLink span={field.span} segments={segments} onFollow={onFollow} />
              <Button variant="ghost" size="sm" onClick={() => keyPoints.remove(index)}>
                {t('meetings.summary.removeKeyPoint', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
      </fieldset>
      <fieldset className="meeting-form__group">
        <legend className="ui-field__label">{t('meetings.summary.actionPoints')}</legend>
        {actionPoints.fields.length === 0 ? <p className="meeting__meta">{t('meetings.summary.noPointsLeft')}</p> : null}
        {actionPoints.fields.map((field, index) => {
          const pointErrors = errors.action_points?.[index];
          return (
            <fieldset key={field.id} className="meeting-summary-form__point">
              <legend className="meeting-summary-form__legend">{t('meetings.summary.field.actionPoint', { number: index + 1 })}</legend>
              <PointText
                name={`action_points.${index}.text`}
                max={actionPointTextMax}
                error={pointErrors?.text?.message}
                control={control}
                register={register}
              />
              <div className="meeting-form__row">
                <Select
                  label={t('meetings.summary.field.kind')}
                  options={kindOptions}
                  error={pointErrors?.kind?.message}
                  {...register(`action_points.${index}.kind`)}
                />
                <Select
                  label={t('meetings.summary.field.owner')}
                  options={ownerOptions}
                  error={pointErrors?.owner_id?.message}
                  {...register(`action_points.${index}.owner_id`)}
                />
                <TextField
                  label={t('meetings.summary.field.dueDate')}
                  type="date"
                  description={t('meetings.summary.field.dueDateHint')}
                  error={pointErrors?.due_date?.message}
                  {...register(`action_points.${index}.due_date`)}
                />
              </div>
              <div className="meeting-summary-form__foot">
                <SpanLink span={field.span} segments={segments} onFollow={onFollow} />
                <Button variant="ghost" size="sm" onClick={() => actionPoints.remove(index)}>
                  {t('meetings.summary.removeActionPoint', { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('meetings.summary.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('meetings.summary.cancelEdit')}
        </Button>
      </div>
    </form>
  );
}
