import { type MessageAttachmentView, messageCategoryLabels, roleLabel, type ThreadMessage } from '@advice/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates.ts';
import { DownloadIcon } from '../../ui/icons.tsx';
import { StatusBadge } from '../../ui/index.ts';
import { formatFileSize } from '../cases/documents/case-documents.rules.ts';
import { downloadAttachment } from './messages.api.ts';

function AttachmentLink({ message, attachment }: { message: ThreadMessage; attachment: MessageAttachmentView }) {
  const { t } = useTranslation();
  // An uploaded file goes through the API client, so a refusal is explained; a linked document is its case document's own download.
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    if (attachment.kind !== 'upload') return;
    event.preventDefault();
    downloadAttachment(message, attachment).catch(() => undefined);
  };
  const detail = attachment.kind === 'upload' ? null : t(`messages.attachmentKind.${attachment.kind}`);
  return (
    <li className="message__attachment">
      <a href={attachment.download_url} download onClick={download} className="message__attachment-link">
        <DownloadIcon size={16} aria-hidden="true" />
        <span>{attachment.name}</span>
        <span className="visually-hidden">{t('messages.download')}</span>
      </a>
      {attachment.size_bytes !== null ? <span className="message__attachment-meta">{formatFileSize(attachment.size_bytes)}</span> : null}
      {detail ? <span className="message__attachment-meta">{detail}</span> : null}
    </li>
  );
}

/**
 * One message of a thread: who wrote it and when, its category (staff read categories; a client's messages
 * are all general), its words and its attachments as downloads.
 */
export function MessageItem({ message, isCategoryShown }: { message: ThreadMessage; isCategoryShown: boolean }) {
  const { t } = useTranslation();
  const author = message.author
    ? t('messages.author', { name: message.author.name, role: roleLabel(message.author.role) })
    : t('messages.formerUser');
  const isNew = !message.is_seen && !message.is_own;
  return (
    <li
      className={['message', message.is_own ? 'message--own' : '', message.kind === 'practice_note' ? 'message--practice' : ''].join(' ')}
    >
      <article className="message__bubble" aria-label={t('messages.itemLabel', { author, time: formatDateTime(message.created_at) })}>
        <header className="message__header">
          <span className="message__author">{message.is_own ? t('messages.you') : author}</span>
          <time className="message__time" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
          {isNew ? <StatusBadge tone="info">{t('messages.new')}</StatusBadge> : null}
          {isCategoryShown && message.category !== 'general' ? (
            <StatusBadge tone="neutral">{messageCategoryLabels[message.category]}</StatusBadge>
          ) : null}
        </header>
        {message.body ? <p className="message__body">{message.body}</p> : null}
        {message.attachments.length > 0 ? (
          <ul className="message__attachments" aria-label={t('messages.attachments')}>
            {message.attachments.map((attachment) => (
              <AttachmentLink key={attachment.id} message={message} attachment={attachment} />
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
