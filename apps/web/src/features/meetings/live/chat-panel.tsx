import { type LiveChatMessage, liveChatScrollThrottleMillis, liveChatTextMax, liveChatTextProblem } from '@advice/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates.ts';
import { Avatar, Button, TextArea } from '../../../ui/index.ts';
import type { Refusal } from './room-connection.ts';

export const chatPanelId = 'live-chat';

/** How close to the end of the list still counts as reading the newest message. */
const bottomSlackPixels = 24;

function ChatMessage({ message, isMine, canSeeAvatars }: { message: LiveChatMessage; isMine: boolean; canSeeAvatars: boolean }) {
  const { t } = useTranslation();
  const [firstName = '', lastName = ''] = message.senderName.split(/\s+/u);
  return (
    <li className={['live-chat__message', isMine ? 'live-chat__message--mine' : ''].filter(Boolean).join(' ')}>
      <Avatar firstName={firstName} lastName={lastName} url={canSeeAvatars ? message.senderAvatar : null} size={30} />
      <div className="live-chat__body">
        <p className="live-chat__meta">
          <span className="live-chat__sender">{isMine ? t('meetings.live.chat.me') : message.senderName}</span>{' '}
          <time dateTime={message.date}>{formatTime(message.date)}</time>
        </p>
        <p className="live-chat__text">{message.text}</p>
      </div>
    </li>
  );
}

/**
 * Keeps the list at its newest message while the person reads there; one who scrolled up to read back is left
 * where they are. Where they are is checked at most every liveChatScrollThrottleMillis (spec 2 §9).
 */
function useStickToNewest(count: number) {
  const list = useRef<HTMLOListElement>(null);
  const isAtNewest = useRef(true);
  const lastCheck = useRef(0);
  useEffect(() => {
    const element = list.current;
    if (element && isAtNewest.current && count > 0) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const now = Date.now();
    if (now - lastCheck.current < liveChatScrollThrottleMillis) return;
    lastCheck.current = now;
    const element = list.current;
    if (element) isAtNewest.current = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPixels;
  };
  return { list, onScroll };
}

/**
 * The call's chat (spec 2 §2.2, §3): the messages of this connection, newest last, announced politely as they
 * come, and a field to write one. The text is checked by the rule the server applies (spec 2 §5) before it
 * goes; a refusal the server still makes shows beside the field with the text given back.
 */
export function ChatPanel({
  messages,
  youId,
  canSeeAvatars,
  refusal,
  onSend,
}: {
  messages: LiveChatMessage[];
  youId: string;
  canSeeAvatars: boolean;
  refusal: Refusal | null;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastSent = useRef('');
  const { list, onScroll } = useStickToNewest(messages.length);

  useEffect(() => {
    if (refusal?.action !== 'chat') return;
    setError(refusal.message);
    setText((current) => current || lastSent.current);
  }, [refusal]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = liveChatTextProblem(text);
    setError(problem);
    if (problem) return;
    lastSent.current = text;
    onSend(text);
    setText('');
  };
  // Enter sends, as in any chat; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <section id={chatPanelId} className="live-chat" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-chat__heading">
        {t('meetings.live.chat.title')}
      </h2>
      {messages.length === 0 ? <p className="live-chat__empty">{t('meetings.live.chat.empty')}</p> : null}
      <ol ref={list} className="live-chat__messages" aria-live="polite" aria-relevant="additions" onScroll={onScroll}>
        {messages.map((message) => (
          <ChatMessage key={message.id} message={message} isMine={message.senderId === youId} canSeeAvatars={canSeeAvatars} />
        ))}
      </ol>
      <form className="live-chat__form" onSubmit={send} noValidate>
        <TextArea
          className="live-chat__field"
          label={t('meetings.live.chat.label')}
          description={t('meetings.live.chat.count', {
            max: liveChatTextMax.toLocaleString('en-GB'),
            length: text.length.toLocaleString('en-GB'),
          })}
          value={text}
          rows={2}
          error={error ?? undefined}
          onChange={(event) => {
            setText(event.target.value);
            // Past the limit says so at once; a shown error follows the text until it is fixed.
            if (error || event.target.value.length > liveChatTextMax) setError(liveChatTextProblem(event.target.value));
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="sm">
          {t('meetings.live.chat.send')}
        </Button>
      </form>
    </section>
  );
}
