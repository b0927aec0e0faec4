import type { CurrentUser, Envelope, OAuthAccount, SigningEngine } from '@advice/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { Select } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { useDocusignAccounts } from './prepare-signing.api.ts';
import { PanelSection } from './prepare-signing-panel.tsx';

/** Where an adviser connects DocuSign accounts: account settings' "Document signing" section. */
export const docusignSettingsPath = '/account-settings#document-signing';

export type SendWith = {
  /** DocuSign is offered: the practice has it and the reader is an adviser (who alone connects accounts). */
  isOffered: boolean;
  accounts: OAuthAccount[];
  engine: SigningEngine;
  /** The account chosen for DocuSign (the first connected one until another is chosen). */
  accountId: string;
  /** The account the document goes through when sent now, or null when it is signed in the portal. */
  docusignAccount: OAuthAccount | null;
  choose: (change: { engine?: SigningEngine; accountId?: string }) => void;
};

/**
 * How the document will be sent: signed in the portal, or through one of the adviser's DocuSign accounts. A
 * new request after a DocuSign one starts with DocuSign again.
 */
export function useSendWith(user: CurrentUser, start: Envelope | null): SendWith {
  const isOffered = useFeature('docusign') && user.role === 'adviser';
  const query = useDocusignAccounts(user, isOffered);
  const accounts = query.data ?? [];
  const [choice, setChoice] = useState<{ engine: SigningEngine; accountId: string }>(() => ({
    engine: start?.engine ?? 'embedded',
    accountId: '',
  }));
  const account = accounts.find((candidate) => candidate.id === choice.accountId) ?? accounts[0] ?? null;
  return {
    isOffered: isOffered && query.isSuccess,
    accounts,
    engine: choice.engine,
    accountId: account?.id ?? '',
    docusignAccount: isOffered && choice.engine === 'docusign' ? account : null,
    choose: (change) => setChoice((current) => ({ ...current, ...change })),
  };
}

const accountLabel = (account: OAuthAccount) => `${account.account_name} (${account.email})`;

/** The choice between signing in the portal and sending with DocuSign, or where to connect an account for it. */
export function EngineSection({ sendWith }: { sendWith: SendWith }) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const groupName = useId();
  if (!sendWith.isOffered) return null;
  if (sendWith.accounts.length === 0)
    return (
      <PanelSection title={t('prepareSigning.engine.title')}>
        <p className="prepare-signing__section-text">
          {t('prepareSigning.engine.noAccount')} <Link to={docusignSettingsPath}>{t('prepareSigning.engine.connect')}</Link>
        </p>
      </PanelSection>
    );
  const isDocusign = sendWith.engine === 'docusign';
  return (
    <PanelSection title={t('prepareSigning.engine.title')}>
      <fieldset className="prepare-signing__fieldset prepare-signing__engines">
        <legend className="visually-hidden">{t('prepareSigning.engine.title')}</legend>
        {(['embedded', 'docusign'] as const).map((engine) => (
          <label key={engine} className="prepare-signing__engine">
            <input type="radio" name={groupName} checked={sendWith.engine === engine} onChange={() => sendWith.choose({ engine })} />
            <span>{tk(`prepareSigning.engine.${engine}`)}</span>
          </label>
        ))}
      </fieldset>
      {isDocusign ? (
        <Select
          label={t('prepareSigning.engine.account')}
          description={t('prepareSigning.engine.accountHint')}
          value={sendWith.accountId}
          options={sendWith.accounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
          onChange={(event) => sendWith.choose({ accountId: event.target.value })}
        />
      ) : null}
    </PanelSection>
  );
}
