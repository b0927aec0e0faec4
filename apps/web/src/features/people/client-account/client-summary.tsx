import { ageOn, type ClientDetail } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { Card } from '../../../ui/index.ts';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** The client's details as a read-only list. */
export function ClientSummary({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const translate = useKeyTranslation();
  const none = t('client.details.none');
  const address = [client.line1, client.line2, client.city, client.post_code, client.country].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('client.details.email'), client.email],
    [t('client.details.phone'), client.phone ?? none],
    [t('client.details.address'), address || none],
    [
      t('client.details.dateOfBirth'),
      client.date_of_birth
        ? `${formatDate(client.date_of_birth)} (${t('client.details.age', { age: ageOn(client.date_of_birth, new Date().toISOString().slice(0, 10)) })})`
        : none,
    ],
    [t('client.details.gender'), client.gender ? translate(`client.gender.${client.gender}`) : none],
    [t('client.details.maritalStatus'), client.marital_status ? translate(`client.marital.${client.marital_status}`) : none],
    [t('client.details.netWorth'), client.net_worth === null ? none : pounds.format(client.net_worth)],
    [t('client.details.caseSize'), client.est_total_case_size === null ? none : pounds.format(client.est_total_case_size)],
    [t('client.details.lastActivity'), client.last_activity_at ? formatDateTime(client.last_activity_at) : t('client.details.never')],
    [t('client.details.created'), formatDate(client.created_at)],
    [t('client.details.invited'), client.invited_at ? formatDate(client.invited_at) : none],
    [t('client.details.confirmed'), client.confirmed_at ? formatDate(client.confirmed_at) : t('client.details.never')],
    [t('client.details.twoFactor'), translate(`client.twoFactor.${client.two_factor_method}`)],
  ];
  return (
    <Card title={t('client.details.title')}>
      <dl className="client-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
