import type { DocumentRequestItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Banner, Button, ButtonLink, Dialog, EmptyState, Select, Spinner } from '../../ui/index.ts';
import { documentRequestCalls, documentRequestsKey, useRequestableDocuments } from './document-requests.api.ts';

type ProvideProps = { isOpen: boolean; clientId: string; requestId: string; item: DocumentRequestItem; onClose: () => void };

/** The client chooses the vault document that provides an item; the dialog says it will be shared with the adviser. */
function ProvideForm({ clientId, requestId, item, onClose }: Omit<ProvideProps, 'isOpen'>) {
  const { t } = useTranslation();
  const documents = useRequestableDocuments(clientId, true);
  const [chosen, setChosen] = useState(item.document?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const provide = useApiMutation(
    (vaultItemId: string) => documentRequestCalls.fulfil({ clientId, requestId, itemId: item.id }, vaultItemId),
    {
      invalidates: [documentRequestsKey],
      onSuccess: onClose,
      onErrorDetails: (details) => setError(details.join(' ')),
    },
  );

  if (documents.isPending) return <Spinner />;
  if (documents.isError)
    return (
      <Banner tone="error" actions={<Button onClick={() => void documents.refetch()}>{t('common.retry')}</Button>}>
        <p>{t('documentRequests.loadFailed')}</p>
      </Banner>
    );
  if (documents.data.items.length === 0)
    return (
      <EmptyState
        title={t('documentRequests.noDocumentsTitle')}
        action={<ButtonLink to="/vault">{t('documentRequests.toVault')}</ButtonLink>}
      >
        <p>{t('documentRequests.noDocumentsText')}</p>
      </EmptyState>
    );

  const options = [
    { value: '', label: '—' },
    ...documents.data.items.map((document) => ({
      value: document.id,
      label: document.is_shared_with_adviser ? t('documentRequests.alreadyShared', { name: document.name }) : document.name,
    })),
  ];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('documentRequests.documentNeeded'));
      return;
    }
    setError(undefined);
    void provide.run(chosen);
  };

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <Banner tone="info">
        <p>{t('documentRequests.provideText')}</p>
      </Banner>
      <Select
        label={t('documentRequests.document')}
        isRequired
        options={options}
        value={chosen}
        error={error}
        onChange={(event) => setChosen(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={provide.isPending}>
          {t('documentRequests.share')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('documentRequests.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function ProvideDocumentDialog({ isOpen, ...props }: ProvideProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={props.onClose} title={t('documentRequests.provideTitle', { name: props.item.name })}>
      {isOpen ? <ProvideForm {...props} /> : null}
    </Dialog>
  );
}
