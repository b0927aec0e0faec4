import type { MessageKind, ThreadMessage } from '@advice/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { MessageItem } from './message-item.tsx';
import { messageCalls, threadKey, useSetUnread, useThread } from './messages.api.ts';
import { useReloadOnMessagesEvent } from './messages-live.ts';

/** Whether the person can be reading the page now: an open tab in front. */
const isPageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Marks the reader's unseen messages of the thread seen while it is on screen (now, and when the tab comes
 * back to the front), so their unread counts fall; each message is sent once.
 */
function useMarkSeen(clientId: string, kind: MessageKind, messages: ThreadMessage[]) {
  const setUnread = useSetUnread();
  const sent = useRef(new Set<string>());
  const ids = messages
    .filter((message) => !message.is_seen && !message.is_own)
    .map((message) => message.id)
    .join(',');

  useEffect(() => {
    const mark = () => {
      const pending = ids ? ids.split(',').filter((id) => !sent.current.has(id)) : [];
      if (pending.length === 0 || !isPageVisible()) return;
      // One call takes 200 ids at most.
      for (let start = 0; start < pending.length; start += 200) {
        const chunk = pending.slice(start, start + 200);
        for (const id of chunk) sent.current.add(id);
        messageCalls.markSeen(clientId, kind, chunk).then(setUnread, () => {
          for (const id of chunk) sent.current.delete(id);
        });
      }
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [clientId, kind, ids, setUnread]);
}

type ThreadProps = {
  clientId: string;
  kind: MessageKind;
  /** Staff read each note's category; a client's thread has none to tell apart. */
  isCategoryShown: boolean;
  /** What an empty thread says to do. */
  emptyText: string;
  label: string;
};

/** A thread of a client, oldest at the top and the newest at the bottom, live, with older messages on request. */
export function MessageThread({ clientId, kind, isCategoryShown, emptyText, label }: ThreadProps) {
  const { t } = useTranslation();
  const thread = useThread(clientId, kind);
  const { messages } = thread;
  const box = useRef<HTMLElement>(null);
  const newestId = messages.at(-1)?.id;
  useReloadOnMessagesEvent(
    threadKey(clientId, kind),
    (event) => event.type === 'messages.created' && event.client_id === clientId && event.kind === kind,
  );
  useMarkSeen(clientId, kind, messages);

  // The newest message in view inside the thread's own scroll area; the page itself stays where it is.
  useEffect(() => {
    const element = box.current;
    if (newestId && element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (thread.isPending) return <Spinner />;
  if (thread.isError)
    return (
      <p className="messages__problem" role="alert">
        {t('messages.loadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void thread.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  if (messages.length === 0)
    return (
      <EmptyState title={t('messages.emptyTitle')} headingLevel={3}>
        <p>{emptyText}</p>
      </EmptyState>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable).
    <section className="messages-thread" ref={box} aria-label={label} tabIndex={0}>
      {thread.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="messages-thread__older"
          isLoading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('messages.older')}
        </Button>
      ) : null}
      <ol className="messages-thread__list" aria-label={label}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} isCategoryShown={isCategoryShown} />
        ))}
      </ol>
    </section>
  );
}
