import type { Envelope } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Dialog, ProblemsBanner } from '../../ui/index.ts';
import { caseKey } from '../cases/cases.api.ts';
import { prepareSigningCalls } from './prepare-signing.api.ts';
import { signingKey } from './sign.api.ts';

/** Names who will be asked to sign, in order, before anything is sent. */
export function SendDialog({
  isOpen,
  documentName,
  signers,
  docusignAccount,
  onClose,
  onSend,
}: {
  isOpen: boolean;
  documentName: string;
  signers: readonly string[];
  /** The DocuSign account it goes through, or undefined when it is signed in the portal. */
  docusignAccount?: string | undefined;
  onClose: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const isDocusign = docusignAccount !== undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={isDocusign ? t('prepareSigning.confirmSend.titleDocusign') : t('prepareSigning.confirmSend.title')}
      footer={
        <>
          <Button onClick={onSend}>{isDocusign ? t('prepareSigning.sendDocusign') : t('prepareSigning.send')}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t('prepareSigning.confirmSend.keep')}
          </Button>
        </>
      }
    >
      <p>{t('prepareSigning.confirmSend.text', { name: documentName })}</p>
      <ol className="prepare-signing__order">
        {signers.map((signer) => (
          <li key={signer}>{signer}</li>
        ))}
      </ol>
      <p>
        {isDocusign ? t('prepareSigning.confirmSend.afterDocusign', { account: docusignAccount }) : t('prepareSigning.confirmSend.after')}
      </p>
    </Dialog>
  );
}

/**
 * Voids the document's envelope after asking: a draft is discarded, a sent request is cancelled (its
 * signers are told and their links stop working). The answer becomes the page's envelope.
 */
export function CancelSigningDialog({
  isOpen,
  documentId,
  caseId,
  isDraft,
  onClose,
  onCancelled,
}: {
  isOpen: boolean;
  documentId: string;
  caseId: string;
  isDraft: boolean;
  onClose: () => void;
  onCancelled?: (answer: Envelope) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const cancel = useApiMutation(() => prepareSigningCalls.cancel(documentId), {
    success: t('signing.voidedToast'),
    onSuccess: (answer) => {
      close();
      queryClient.setQueryData(signingKey(documentId), isDraft ? null : answer);
      onCancelled?.(answer);
    },
    invalidates: [caseKey(caseId)],
    onErrorDetails: setProblems,
  });
  const close = () => {
    setProblems([]);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={isDraft ? t('prepareSigning.discardTitle') : t('prepareSigning.cancelTitle')}
      footer={
        <>
          <Button variant="danger" isLoading={cancel.isPending} onClick={() => void cancel.run()}>
            {isDraft ? t('prepareSigning.discard') : t('prepareSigning.cancel')}
          </Button>
          <Button variant="ghost" onClick={close} disabled={cancel.isPending}>
            {isDraft ? t('prepareSigning.keepDraft') : t('prepareSigning.keepRequest')}
          </Button>
        </>
      }
    >
      <ProblemsBanner problems={problems} />
      <p>{isDraft ? t('prepareSigning.discardText') : t('prepareSigning.cancelText')}</p>
    </Dialog>
  );
}
