import type { IdentityDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, Dialog } from '../../ui/index.ts';
import type { Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';

/** Asks before removing a document and its scan; the server's refusal shows inside the dialog. */
export function ConfirmRemoval({
  isOpen,
  viewer,
  document,
  onClose,
}: {
  isOpen: boolean;
  viewer: Viewer;
  document: IdentityDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation(() => identityCalls.removeDocument({ clientId: viewer.clientId, documentId: document.id }), {
    invalidates: [identityKey],
    onSuccess: onClose,
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('identity.documents.removeTitle', { name: document.name })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('identity.documents.cancel')}
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void remove.run()}>
            {t('identity.documents.removeAction')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p>{t('identity.documents.removeText')}</p>
        {error ? (
          <Banner tone="error" role="alert">
            <p>{error}</p>
          </Banner>
        ) : null}
      </div>
    </Dialog>
  );
}
