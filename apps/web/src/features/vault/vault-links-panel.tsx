import type { ShareLink } from '@advice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { Banner, Button, Card, EmptyState, Spinner, StatusBadge, type StatusTone } from '../../ui/index.ts';
import { useRealtimeEvent } from '../shell/realtime.ts';
import { shareLinkCalls, shareLinksKey, useShareLinks } from './vault-links.api.ts';
import { ShareLinkDialog } from './vault-links-dialog.tsx';
import { ConfirmedActionButton, PagedList } from './vault-list-parts.tsx';
import './vault-links.css';

const tones: Record<ShareLink['status'], StatusTone> = { active: 'success', expired: 'muted', revoked: 'neutral' };

/** The browser's name and platform from a user agent, enough for the owner to recognise a view. */
function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//u.test(userAgent)
    ? 'Edge'
    : /Firefox\//u.test(userAgent)
      ? 'Firefox'
      : /Chrome\//u.test(userAgent)
        ? 'Chrome'
        : /Safari\//u.test(userAgent)
          ? 'Safari'
          : null;
  const platform = /iPhone|iPad/u.test(userAgent)
    ? 'iOS'
    : /Android/u.test(userAgent)
      ? 'Android'
      : /Windows/u.test(userAgent)
        ? 'Windows'
        : /Mac OS X/u.test(userAgent)
          ? 'macOS'
          : /Linux/u.test(userAgent)
            ? 'Linux'
            : null;
  const parts = [browser, platform].filter(Boolean);
  return parts.length > 0 ? parts.join(' on ') : userAgent.slice(0, 60);
}

function LinkDates({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const made = link.created_by
    ? t('vaultLinks.madeBy', { date: formatDate(link.created_at), name: link.created_by.name })
    : t('vaultLinks.madeOn', { date: formatDate(link.created_at) });
  const state =
    link.status === 'revoked' && link.revoked_at
      ? t('vaultLinks.revokedOn', { date: formatDate(link.revoked_at) })
      : link.status === 'expired'
        ? t('vaultLinks.expiredOn', { date: formatDate(link.expires_at) })
        : t('vaultLinks.expiresOn', { date: formatDateTime(link.expires_at) });
  return (
    <p className="vault-link__meta">
      {made} · {state}
    </p>
  );
}

function LinkViews({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const summary = t('vaultLinks.views', { count: link.view_count });
  if (link.view_count === 0) return <p className="vault-link__meta">{summary}</p>;
  return (
    <details className="vault-link__views">
      <summary>{summary}</summary>
      <ul aria-label={t('vaultLinks.viewsLabel')}>
        {link.views.map((view) => {
          const browser = browserOf(view.user_agent);
          const date = formatDateTime(view.at);
          return <li key={view.at}>{browser ? t('vaultLinks.viewFrom', { date, browser }) : t('vaultLinks.viewAt', { date })}</li>;
        })}
      </ul>
    </details>
  );
}

function RevokeButton({ clientId, itemId, link }: { clientId: string; itemId: string; link: ShareLink }) {
  const { t } = useTranslation();
  return (
    <ConfirmedActionButton
      label={t('vaultLinks.revoke')}
      variant="secondary"
      title={t('vaultLinks.revokeTitle', { email: link.recipient_email })}
      text={t('vaultLinks.revokeText')}
      confirmLabel={t('vaultLinks.confirmRevoke')}
      cancelLabel={t('vaultLinks.cancel')}
      call={() => shareLinkCalls.revoke({ clientId, itemId }, link.id)}
      success={t('vaultLinks.revoked')}
      invalidates={[shareLinksKey]}
    />
  );
}

function LinkEntry({ clientId, itemId, link }: { clientId: string; itemId: string; link: ShareLink }) {
  const { t } = useTranslation();
  return (
    <li className="vault-link">
      <div className="vault-link__head">
        <span className="vault-link__email">
          {link.recipient_name ? `${link.recipient_name} (${link.recipient_email})` : link.recipient_email}
        </span>
        <StatusBadge tone={tones[link.status]}>{t(`vaultLinks.status.${link.status}`)}</StatusBadge>
      </div>
      <LinkDates link={link} />
      <LinkViews link={link} />
      {link.can_revoke && link.status === 'active' ? (
        <div className="vault-link__actions">
          <RevokeButton clientId={clientId} itemId={itemId} link={link} />
        </div>
      ) : null}
    </li>
  );
}

type PanelProps = {
  clientId: string;
  itemId: string;
  /** The document's name, for the dialog's title. */
  documentName?: string;
};

/**
 * A document's share links, for its page: who each went to, until when, and every time it was opened; a new
 * link; revoking one. Shown to whoever may share the document (the client; an adviser for a document shared
 * with them); for anyone else it renders nothing.
 */
export function VaultShareLinks({ clientId, itemId, documentName = '' }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [isMaking, setIsMaking] = useState(false);
  const links = useShareLinks(clientId, itemId, page);
  useRealtimeEvent('vaultLinks.changed', (event) => {
    if (event.itemId === itemId) void queryClient.invalidateQueries({ queryKey: shareLinksKey });
  });

  if (links.isError && isApiError(links.error) && [403, 404, 422].includes(links.error.status)) return null;
  const newButton = <Button onClick={() => setIsMaking(true)}>{t('vaultLinks.new')}</Button>;

  return (
    <Card
      title={t('vaultLinks.title')}
      description={t('vaultLinks.lead')}
      className="vault-links"
      actions={links.isSuccess ? newButton : undefined}
    >
      {links.isPending ? (
        <Spinner />
      ) : links.isError ? (
        <Banner tone="error" actions={<Button onClick={() => void links.refetch()}>{t('common.retry')}</Button>}>
          <p>{t('vaultLinks.loadFailed')}</p>
        </Banner>
      ) : links.data.items.length === 0 ? (
        <EmptyState title={t('vaultLinks.emptyTitle')} headingLevel={2}>
          <p>{t('vaultLinks.emptyText')}</p>
        </EmptyState>
      ) : (
        <PagedList label={t('vaultLinks.listLabel')} className="vault-link-list" list={links.data} page={page} onPage={setPage}>
          {(link) => <LinkEntry clientId={clientId} itemId={itemId} link={link} />}
        </PagedList>
      )}
      <ShareLinkDialog
        isOpen={isMaking}
        clientId={clientId}
        itemId={itemId}
        documentName={documentName}
        onClose={() => setIsMaking(false)}
      />
    </Card>
  );
}
