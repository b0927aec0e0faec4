import {
  type CaseDetail,
  type CaseProjectionScenario,
  caseProjectionAssumptions,
  caseProjectionMilestones,
  caseProjectionRate,
  caseProjectionScenarios,
  caseValueInTodaysMoney,
  formatCurrencyAmount,
  formatWholeAmount,
  projectCaseInvestment,
} from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Card } from '../../ui/index.ts';
import '../../ui/table.css';

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/** The currency both amounts are in; `null` when the two are given in different currencies and cannot be added. */
function currencyOf(detail: CaseDetail): string | null {
  const used = [
    detail.initial_investment > 0 ? detail.initial_investment_currency : null,
    detail.monthly_contribution > 0 ? detail.monthly_contribution_currency : null,
  ].filter((c): c is string => c !== null);
  if (new Set(used).size > 1) return null;
  return used[0] ?? 'GBP';
}

/** The final value of each scenario as a bar, beside what was paid in; the table below carries the figures for everyone. */
function FinalValues({
  values,
  paidIn,
  money,
}: {
  values: Record<CaseProjectionScenario, number>;
  paidIn: number;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const largest = Math.max(paidIn, ...Object.values(values), 1);
  const bars: [string, number, string][] = [
    [t('cases.projection.paidIn'), paidIn, 'paid-in'],
    ...caseProjectionScenarios.map((s): [string, number, string] => [tk(`cases.projection.scenario.${s}`), values[s], s]),
  ];
  return (
    <ul className="case-projection__bars" aria-hidden="true">
      {bars.map(([label, value, key]) => (
        <li key={key} className="case-projection__bar-row">
          <span className="case-projection__bar-label">{label}</span>
          <span className="case-projection__bar-track">
            <span className={`case-projection__bar case-projection__bar--${key}`} style={{ width: `${(value / largest) * 100}%` }} />
          </span>
          <span className="case-projection__bar-value">{money(value)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The request's investment projection: what the initial investment and the monthly contribution could be
 * worth over its duration in cash and at low, medium and high growth after the annual fee, year by year,
 * with the assumptions stated and the medium outcome in today's money.
 */
export function InvestmentProjection({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const duration = detail.investment_duration ?? 0;
  const currency = currencyOf(detail);
  const title = t('cases.projection.title');
  if (duration <= 0 || (detail.initial_investment === 0 && detail.monthly_contribution === 0))
    return (
      <Card title={title}>
        <p>{t('cases.projection.none')}</p>
      </Card>
    );
  if (currency === null)
    return (
      <Card title={title}>
        <p>{t('cases.projection.mixedCurrencies')}</p>
      </Card>
    );
  const money = (value: number) => formatCurrencyAmount(value, currency);
  const rows = projectCaseInvestment({
    initialInvestment: detail.initial_investment,
    monthlyContribution: detail.monthly_contribution,
    durationYears: duration,
  });
  const shown = new Set(caseProjectionMilestones(duration));
  const last = rows[rows.length - 1];
  return (
    <Card
      title={title}
      description={t('cases.projection.lead', {
        initial: money(detail.initial_investment),
        monthly: money(detail.monthly_contribution),
        count: duration,
      })}
      className="case-projection"
    >
      {last ? (
        <>
          <FinalValues values={last} paidIn={last.paidIn} money={money} />
          <p className="case-projection__today">
            {t('cases.projection.today', {
              count: duration,
              value: money(caseValueInTodaysMoney(last.medium, duration)),
              inflation: percent(caseProjectionAssumptions.inflation),
            })}
          </p>
        </>
      ) : null}
      <section
        className="table-scroll"
        aria-label={t('cases.projection.tableLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
      >
        <table className="ui-table case-projection__table">
          <caption className="visually-hidden">{t('cases.projection.caption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cases.projection.year')}</th>
              <th scope="col">{t('cases.projection.paidIn')}</th>
              {caseProjectionScenarios.map((s) => (
                <th key={s} scope="col">
                  <span aria-hidden="true">{tk(`cases.projection.short.${s}`)}</span>
                  <span className="visually-hidden">{tk(`cases.projection.scenario.${s}`)}</span>
                  <span className="case-projection__rate">{percent(caseProjectionRate(s))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((row) => shown.has(row.year))
              .map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td>{formatWholeAmount(row.paidIn)}</td>
                  {caseProjectionScenarios.map((s) => (
                    <td key={s}>{formatWholeAmount(row[s])}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      <p className="case-projection__assumptions">
        {t('cases.projection.assumptions', {
          low: percent(caseProjectionAssumptions.growth.low),
          medium: percent(caseProjectionAssumptions.growth.medium),
          high: percent(caseProjectionAssumptions.growth.high),
          fee: percent(caseProjectionAssumptions.annualFee),
          cash: percent(caseProjectionAssumptions.cashInterest),
          currency,
        })}
      </p>
    </Card>
  );
}
