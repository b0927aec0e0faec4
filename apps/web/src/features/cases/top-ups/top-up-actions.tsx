import { allows, type TopUpCompleteBody, type TopUpView, topUpCompleteBody } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Dialog, TextArea } from '../../../ui/index.ts';
import { personName } from '../../people/client-account/client-account.api.ts';
import { formatTopUpAmount, useChangeTopUp } from './top-ups.api.ts';

/** The actions the server says the viewer may take on this top-up, each behind a confirmation. */
export function TopUpActions({ topUp, onChanged }: { topUp: TopUpView; onChanged: () => void }) {
  return (
    <>
      {allows(topUp, 'complete') ? <CompleteTopUp topUp={topUp} onChanged={onChanged} /> : null}
      {allows(topUp, 'cancel') ? <CancelTopUp topUp={topUp} onChanged={onChanged} /> : null}
    </>
  );
}

type ActionProps = { topUp: TopUpView; onChanged: () => void };

/**
 * One confirmed change: the dialog's open state, and the call that sends it, says so, closes the
 * dialog and refreshes the page. A refusal stays open; the API client has shown the server's message.
 */
function useConfirmedChange({ topUp, onChanged }: ActionProps, action: 'cancel' | 'complete', doneText: string) {
  const [isOpen, setIsOpen] = useState(false);
  const change = useChangeTopUp(topUp.id, action, {
    doneText,
    onChanged: () => {
      setIsOpen(false);
      onChanged();
    },
  });
  const send = (body?: TopUpCompleteBody) => change.run(body);
  return { isOpen, isBusy: change.isPending, open: () => setIsOpen(true), close: () => setIsOpen(false), send };
}

function useDescription(topUp: TopUpView) {
  const { t } = useTranslation();
  return {
    amount: formatTopUpAmount(topUp.amount, topUp.currency),
    account: t(`topUps.accountType.${topUp.account_type}`),
    name: personName(topUp.client),
  };
}

/** The client cancels: irreversible, so the dialog says so and offers to keep the request. */
function CancelTopUp(props: ActionProps) {
  const { t } = useTranslation();
  const { isOpen, isBusy, open, close, send } = useConfirmedChange(props, 'cancel', t('topUps.cancel.done'));
  const description = useDescription(props.topUp);
  return (
    <>
      <Button variant="danger" onClick={open}>
        {t('topUps.cancel.button')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('topUps.cancel.title')}
        footer={
          <div className="top-ups__dialog-actions">
            <Button variant="secondary" onClick={close}>
              {t('topUps.cancel.keep')}
            </Button>
            <Button variant="danger" isLoading={isBusy} onClick={() => send()}>
              {t('topUps.cancel.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('topUps.cancel.text', description)}</p>
        <Banner tone="warning">
          <p>{t('topUps.cancel.warning')}</p>
        </Banner>
      </Dialog>
    </>
  );
}

/** The adviser completes, with an optional comment the client reads. */
function CompleteTopUp(props: ActionProps) {
  const { t } = useTranslation();
  const { isOpen, isBusy, open, close, send } = useConfirmedChange(props, 'complete', t('topUps.complete.done'));
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const description = useDescription(props.topUp);
  const complete = async () => {
    const body = topUpCompleteBody.safeParse({ comment });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    await send(body.data);
  };
  return (
    <>
      <Button
        onClick={() => {
          setComment('');
          setError(undefined);
          open();
        }}
      >
        {t('topUps.complete.button')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={t('topUps.complete.title')}
        footer={
          <div className="top-ups__dialog-actions">
            <Button variant="secondary" onClick={close}>
              {t('topUps.complete.back')}
            </Button>
            <Button isLoading={isBusy} onClick={complete}>
              {t('topUps.complete.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('topUps.complete.text', description)}</p>
        <TextArea
          label={t('topUps.complete.comment')}
          rows={4}
          description={t('topUps.complete.commentHint')}
          maxLength={2000}
          value={comment}
          error={error}
          onChange={(event) => setComment(event.target.value)}
        />
      </Dialog>
    </>
  );
}
