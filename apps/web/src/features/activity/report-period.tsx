import { defaultReportPeriod, reportPeriodQuery } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/index.ts';
import type { Period } from './activity.api.ts';

type PeriodState = {
  /** What the two fields hold now. */
  fields: Period;
  /** The period the report reads: the last valid one the fields held. */
  period: Period;
  errors: Partial<Record<keyof Period, string>>;
  setField: (name: keyof Period, value: string) => void;
};

/**
 * A report's period: the last 30 days until the person chooses, checked by the domain's rule as they type
 * (a reversed period is said beside "From"); the report keeps the last valid period meanwhile.
 */
export function useReportPeriod(): PeriodState {
  const [fields, setFields] = useState<Period>(() => defaultReportPeriod());
  const [period, setPeriod] = useState<Period>(fields);
  const [errors, setErrors] = useState<PeriodState['errors']>({});
  const setField = (name: keyof Period, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    const parsed = reportPeriodQuery.safeParse(next);
    if (parsed.success) {
      setErrors({});
      setPeriod({ from: parsed.data.from, to: parsed.data.to });
      return;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
  };
  return { fields, period, errors, setField };
}

/** The two date fields of a report's period. */
export function ReportPeriodFields({ state }: { state: PeriodState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('activity.report.from')}
        type="date"
        value={state.fields.from}
        max={state.fields.to || undefined}
        description={t('activity.report.periodHint')}
        error={state.errors.from}
        onChange={(event) => state.setField('from', event.target.value)}
      />
      <TextField
        label={t('activity.report.to')}
        type="date"
        value={state.fields.to}
        min={state.fields.from || undefined}
        error={state.errors.to}
        onChange={(event) => state.setField('to', event.target.value)}
      />
    </>
  );
}
