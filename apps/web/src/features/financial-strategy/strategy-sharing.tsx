import { type FinancialStrategy, shareRefusalOf } from '@advice/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button } from '../../ui/index.ts';
import { financialStrategyKey, strategyCalls } from './financial-strategy.api.ts';
import { ConfirmDialog } from './strategy-confirm.tsx';

type SharingProps = {
  clientId: string;
  clientName: string;
  strategy: FinancialStrategy;
  /** The viewer may share and unshare (a practice admin needs the adviser's right; the page says so once). */
  canShare: boolean;
};

/**
 * Share or unshare one strategy, each after a confirmation saying what the client will see. A strategy
 * without its document is refused at once with the rule's own sentence, beside the button.
 */
export function ShareControls({ clientId, clientName, strategy, canShare }: SharingProps) {
  const { t } = useTranslation();
  const tk = useKeyTranslation();
  const refusalId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isShared = strategy.shared_at !== null;
  const target = { clientId, strategyId: strategy.id };
  const change = useApiMutation(() => (isShared ? strategyCalls.unshare(target) : strategyCalls.share(target)), {
    invalidates: [financialStrategyKey],
    onSuccess: () => setIsConfirming(false),
    onErrorDetails: (details) => setError(details.join(' ')),
  });

  if (!canShare) return null;

  const ask = () => {
    const reason = isShared ? null : shareRefusalOf(strategy);
    setRefusal(reason ? tk(reason) : null);
    setError(null);
    if (!reason) setIsConfirming(true);
  };
  const close = () => {
    setIsConfirming(false);
    setError(null);
  };

  return (
    <div className="strategy-sharing">
      <Button variant={isShared ? 'secondary' : 'primary'} size="sm" onClick={ask} aria-describedby={refusal ? refusalId : undefined}>
        {t(isShared ? 'financialStrategy.unshare' : 'financialStrategy.share')}
      </Button>
      {refusal ? (
        <p id={refusalId} className="ui-field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t(isShared ? 'financialStrategy.unshareTitle' : 'financialStrategy.shareTitle', { title: strategy.title })}
        confirmLabel={t(isShared ? 'financialStrategy.confirmUnshare' : 'financialStrategy.confirmShare')}
        isBusy={change.isPending}
        error={error}
        onConfirm={() => void change.run()}
        onClose={close}
      >
        <p>{t(isShared ? 'financialStrategy.unshareText' : 'financialStrategy.shareText', { name: clientName })}</p>
      </ConfirmDialog>
    </div>
  );
}
