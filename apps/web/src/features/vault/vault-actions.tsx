import type { VaultItem } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Button, Checkbox } from '../../ui/index.ts';
import { vaultCalls, vaultKey } from './vault.api.ts';
import { VaultConfirm } from './vault-parts.tsx';

type ItemProps = { clientId: string; item: VaultItem };

/**
 * Shares one document with the adviser, or stops sharing it, as soon as the box is ticked or cleared;
 * the toast says it was saved, and the adviser's view follows at once.
 */
export function ShareToggle({ clientId, item, hasHint = false }: ItemProps & { hasHint?: boolean }) {
  const { t } = useTranslation();
  const change = useApiMutation(
    (isShared: boolean) => vaultCalls.update({ clientId, itemId: item.id }, { is_shared_with_adviser: isShared }),
    {
      invalidates: [vaultKey],
    },
  );
  const isShared = change.isPending && change.variables !== undefined ? change.variables : item.is_shared_with_adviser;
  return (
    <Checkbox
      className="vault-share"
      label={t('vault.shareToggle')}
      description={hasHint ? t('vault.shareToggleHint') : undefined}
      checked={isShared}
      disabled={change.isPending}
      onChange={(event) => void change.run(event.target.checked)}
    />
  );
}

/** Saves the document's file on the device; a refusal shows the server's reason. */
export function DownloadButton({ clientId, item, isNamed = false }: ItemProps & { isNamed?: boolean }) {
  const { t } = useTranslation();
  if (!item.file) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<DownloadIcon />}
      aria-label={isNamed ? undefined : t('vault.downloadNamed', { name: item.name })}
      onClick={() => void vaultCalls.download({ clientId, itemId: item.id }).catch(() => undefined)}
    >
      {isNamed ? t('vault.downloadNamed', { name: item.file.file_name }) : t('vault.download')}
    </Button>
  );
}

/** What deleting the item deletes, in words: the document, or the folder and what it holds at every level. */
function DeleteText({ item }: { item: VaultItem }) {
  const { t } = useTranslation();
  if (item.kind !== 'folder') return <p>{t('vault.deleteDocumentText')}</p>;
  const folders = item.contents?.folders ?? 0;
  const documents = item.contents?.documents ?? 0;
  if (folders + documents === 0) return <p>{t('vault.deleteEmptyFolderText')}</p>;
  return (
    <p>
      {t('vault.deleteFolderText', {
        folders: t('vault.folderCount', { count: folders }),
        documents: t('vault.documentCount', { count: documents }),
      })}
    </p>
  );
}

/** Deletes the item once the client confirms, having been told what goes with it; `onDeleted` then leaves its page. */
export function DeleteItem({ clientId, item, onDeleted }: ItemProps & { onDeleted?: () => void }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation(() => vaultCalls.remove({ clientId, itemId: item.id }), {
    invalidates: [vaultKey],
    onSuccess: () => {
      setIsConfirming(false);
      onDeleted?.();
    },
    onErrorDetails: (details) => setError(details.join(' ')),
  });
  const isFolder = item.kind === 'folder';
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('vault.deleteNamed', { name: item.name })}
        onClick={() => {
          setError(null);
          setIsConfirming(true);
        }}
      >
        {t('vault.delete')}
      </Button>
      <VaultConfirm
        isOpen={isConfirming}
        title={t(isFolder ? 'vault.deleteFolderTitle' : 'vault.deleteDocumentTitle', { name: item.name })}
        confirmLabel={t('vault.confirmDelete')}
        tone="danger"
        isBusy={remove.isPending}
        error={error}
        onConfirm={() => void remove.run()}
        onClose={() => setIsConfirming(false)}
      >
        <DeleteText item={item} />
      </VaultConfirm>
    </>
  );
}

/** Shares every document in a folder (at every level) with the adviser, or stops sharing them all, after a confirmation. */
export function FolderSharing({ clientId, folder }: { clientId: string; folder: VaultItem }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useApiMutation(
    (isShared: boolean) => vaultCalls.update({ clientId, itemId: folder.id }, { is_shared_with_adviser: isShared }),
    {
      invalidates: [vaultKey],
      onSuccess: () => setAsked(null),
      onErrorDetails: (details) => setError(details.join(' ')),
    },
  );
  const count = folder.contents?.documents ?? 0;
  if (count === 0) return null;
  const ask = (isShared: boolean) => {
    setError(null);
    setAsked(isShared);
  };
  return (
    <section className="vault-folder-sharing" aria-label={t('vault.folderSharing.title')}>
      <p>{t('vault.folderSharing.text', { count })}</p>
      <div className="form-actions">
        <Button size="sm" onClick={() => ask(true)}>
          {t('vault.folderSharing.share')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => ask(false)}>
          {t('vault.folderSharing.unshare')}
        </Button>
      </div>
      <VaultConfirm
        isOpen={asked !== null}
        title={t(asked ? 'vault.folderSharing.shareTitle' : 'vault.folderSharing.unshareTitle', { name: folder.name })}
        confirmLabel={t(asked ? 'vault.folderSharing.confirmShare' : 'vault.folderSharing.confirmUnshare')}
        isBusy={change.isPending}
        error={error}
        onConfirm={() => {
          if (asked === null) return;
          void change.run(asked);
        }}
        onClose={() => setAsked(null)}
      >
        <p>{t(asked ? 'vault.folderSharing.shareText' : 'vault.folderSharing.unshareText')}</p>
      </VaultConfirm>
    </section>
  );
}
