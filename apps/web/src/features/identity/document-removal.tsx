import type { IdentityDocument } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { ConfirmDialog } from '../../ui/index.ts';
import type { Viewer } from './identification-view.tsx';
import { identityCalls, identityKey } from './identity.api.ts';

/** A dialog about one of the client's documents (removing it, asking for a physical copy). */
export type DocumentDialogProps = { isOpen: boolean; viewer: Viewer; document: IdentityDocument; onClose: () => void };

/** Asks before removing a document and its scan; the server's refusal shows inside the dialog. */
export function ConfirmRemoval({ isOpen, viewer, document, onClose }: DocumentDialogProps) {
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
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title={t('identity.documents.removeTitle', { name: document.name })}
      confirmLabel={t('identity.documents.removeAction')}
      cancelLabel={t('identity.documents.cancel')}
      tone="danger"
      isBusy={remove.isPending}
      error={error}
      onConfirm={() => void remove.run()}
    >
      <p>{t('identity.documents.removeText')}</p>
    </ConfirmDialog>
  );
}
