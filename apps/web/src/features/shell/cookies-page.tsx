import { signedInCookie } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { Button, Card, Checkbox } from '../../ui/index.ts';
import { isFeatureEnabled, usePractice } from '../practice/practice.api.ts';
import { useDocumentTitle } from '../practice/use-document-title.ts';
import { consentCookies, isAnalyticsActive } from './cookie-consent.ts';
import { answerCookieConsent, useCookieConsent } from './use-cookie-consent.ts';
import '../../ui/table.css';

export function CookiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cookies.title'));
  const practice = usePractice();
  const consent = useCookieConsent();
  const [isAnalyticsChosen, setIsAnalyticsChosen] = useState(consent.isAnalyticsAllowed ?? false);
  const isProduction = practice.environment === 'production';
  // Without the practice's cookie consent only necessary cookies are used: there is no choice to offer.
  const hasConsent = isFeatureEnabled(practice, 'cookiesConsent');

  const save = () => {
    answerCookieConsent(isAnalyticsChosen);
    notify.success(t('cookies.saved'));
  };

  const rows = [
    { name: 'sid', purpose: t('cookies.sid') },
    { name: 'csrf_token', purpose: t('cookies.csrf') },
    { name: signedInCookie, purpose: t('cookies.signedIn') },
    ...(hasConsent
      ? [
          { name: consentCookies.answered, purpose: t('cookies.consentAnswered') },
          { name: consentCookies.analytics, purpose: t('cookies.consentAnalytics') },
        ]
      : []),
  ];

  return (
    <div className="page page--narrow">
      <h1>{t('cookies.title')}</h1>
      <p className="page__lead">{t('cookies.intro')}</p>
      <div className="stack">
        <Card title={t('cookies.necessaryTitle')} description={t('cookies.necessaryText')}>
          <Checkbox label={t('cookies.necessaryAlwaysOn')} checked disabled readOnly />
          <div className="table-scroll">
            <table className="ui-table cookies-table">
              <caption className="visually-hidden">{t('cookies.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cookies.tableName')}</th>
                  <th scope="col">{t('cookies.tablePurpose')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <td>
                      <code className="cookies__name">{row.name}</code>
                    </td>
                    <td>{row.purpose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        {hasConsent ? (
          <Card
            title={t('cookies.analyticsTitle')}
            description={t('cookies.analyticsText')}
            actions={<Button onClick={save}>{t('cookies.save')}</Button>}
          >
            <Checkbox
              label={t('cookies.analyticsToggle')}
              checked={isAnalyticsChosen}
              onChange={(event) => setIsAnalyticsChosen(event.target.checked)}
              description={isProduction ? t('cookies.expiry') : t('cookies.analyticsInactive', { environment: practice.environment })}
            />
            <p className="ui-card__status">
              {isAnalyticsActive(consent, practice.environment) ? t('cookies.analyticsOn') : t('cookies.analyticsOff')}
            </p>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
