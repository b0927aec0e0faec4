import { defaultReportPeriod, reportPeriodQuery } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../ui/index.ts';
import type { Period } from './activity.api.ts';

type PeriodState = {
  /** What the two fields hold now. */
  fields: Period;
  /** The period the report reads: the last valid one the fields held. */
  period: Period;
  errors: Partial<Record<keyof Period, string>>;
  setField: (name: keyof Period, value: string) => void;
  /** Sets both days at once: a preset's period, valid by construction. */
  choose: (period: Period) => void;
};

/**
 * A report's period: the last 30 days (or `initial`) until the person chooses, checked by the domain's rule as they type
 * (a reversed period is said beside "From"); the report keeps the last valid period meanwhile. `rule`: a report's own
 * tighter rule of the same two fields (the Consumer Duty pack's 24 months).
 */
export function useReportPeriod(
  initial?: () => Period,
  rule: z.ZodType<Period, { from?: string; to?: string }> = reportPeriodQuery,
): PeriodState {
  const [fields, setFields] = useState<Period>(initial ?? (() => defaultReportPeriod()));
  const [period, setPeriod] = useState<Period>(fields);
  const [errors, setErrors] = useState<PeriodState['errors']>({});
  const setField = (name: keyof Period, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    const parsed = rule.safeParse(next);
    if (parsed.success) {
      setErrors({});
      setPeriod({ from: parsed.data.from, to: parsed.data.to });
      return;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
  };
  const choose = (next: Period) => {
    setFields(next);
    setErrors({});
    setPeriod(next);
  };
  return { fields, period, errors, setField, choose };
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
