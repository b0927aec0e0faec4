import { formatFileSize, type VaultItem } from '@advice/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import { ConfirmDialog } from '../../ui/index.ts';
import { useVaultFolders } from './vault.api.ts';

/** A folder, in lists and breadcrumbs. */
export const FolderIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
  </Icon>
);

/** A document, in lists. */
export const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

/** Where the client's vault page for a folder is (the top for null). */
export const folderPath = (folderId: string | null) => (folderId ? `/vault?folder=${folderId}` : '/vault');
/** Where an item opens: a folder's contents, a document's page. */
export const itemLink = (item: Pick<VaultItem, 'id' | 'kind'>) => (item.kind === 'folder' ? folderPath(item.id) : `/vault/${item.id}`);

/** "Estate › Wills": the folders an item is in, as a sentence names them. */
export const pathText = (path: VaultItem['path']) => path.map((folder) => folder.name).join(' › ');

/** The way down from the top of the vault to the folder shown: each step a link, the last one where you are. */
export function Breadcrumbs({ trail }: { trail: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const steps = [{ id: null as string | null, name: t('vault.top') }, ...trail];
  return (
    <nav aria-label={t('vault.breadcrumbs')} className="vault-breadcrumbs">
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.id ?? 'top'} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.id ?? 'top'}>
              <Link to={folderPath(step.id)}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The document's tags as small labels; nothing when it has none. */
export function TagList({ item }: { item: Pick<VaultItem, 'tags'> }) {
  const { t } = useTranslation();
  if (item.tags.length === 0) return null;
  return (
    <ul className="vault-tags" aria-label={t('vault.tagsLabel')}>
      {item.tags.map((tag) => (
        <li key={tag}>{t(`vault.tag.${tag}`)}</li>
      ))}
    </ul>
  );
}

/** "Will · 2.1 MB · updated March 2, 2026", or "Folder · 3 items". */
export function ItemMeta({ item }: { item: VaultItem }) {
  const { t } = useTranslation();
  if (item.kind === 'folder') {
    const count = (item.contents?.folders ?? 0) + (item.contents?.documents ?? 0);
    return <p className="vault-item__meta">{t('vault.folderMeta', { count })}</p>;
  }
  return (
    <p className="vault-item__meta">
      {t('vault.documentMeta', {
        kind: t(`vault.kind.${item.kind}`),
        size: formatFileSize(item.file?.size_bytes ?? 0),
        date: formatDate(item.updated_at),
      })}
    </p>
  );
}

/** The choices of a folder field: the top of the vault, then every folder by its path ("Estate › Wills"). */
export function useFolderOptions(clientId: string, { except }: { except?: string } = {}) {
  const { t } = useTranslation();
  const folders = useVaultFolders(clientId);
  const items = (folders.data?.items ?? []).filter(
    (folder) => except === undefined || (folder.id !== except && !folder.path.some((step) => step.id === except)),
  );
  const options = [
    { value: '', label: t('vault.form.top') },
    ...items
      .map((folder) => ({ value: folder.id, label: pathText([...folder.path, { id: folder.id, name: folder.name }]) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
  ];
  return { options, isPending: folders.isPending };
}

/** Asks before a change that cannot be undone (a deletion) or that the adviser notices (sharing a folder). */
export function VaultConfirm(props: Omit<ComponentProps<typeof ConfirmDialog>, 'cancelLabel'>) {
  const { t } = useTranslation();
  return <ConfirmDialog {...props} cancelLabel={t('vault.cancel')} />;
}
