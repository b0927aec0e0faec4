import { allows, type ClientDetail, type MessageKind } from '@advice/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';
import { useFeature } from '../practice/practice.api.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageThread } from './message-thread.tsx';
import { kindOfWindow, type MessagesWindowState, windowStateOf } from './messages.rules.ts';

const tabLabel = { client_note: 'messages.tab.client', practice_note: 'messages.tab.practice' } as const;
const emptyText = { client_note: 'messages.emptyStaff', practice_note: 'messages.emptyPractice' } as const;
const writeAction = { client_note: 'messages.send', practice_note: 'practiceNotes.write' } as const;

/** The threads staff may open on this client: the client notes, and the practice notes with the `notes` feature. */
export function useThreadsOf(client: ClientDetail): MessageKind[] {
  const hasNotes = useFeature('notes');
  const kinds: MessageKind[] = [];
  if (allows(client, 'messages.view')) kinds.push('client_note');
  if (hasNotes && allows(client, 'practiceNotes.view')) kinds.push('practice_note');
  return kinds;
}

/**
 * The messages window of spec 1 §4 on a client's page: the client notes open (ClientMessagesOpen), the
 * practice notes open (ClientPracticeMessagesOpen), or closed (MessagesClosed), as tabs over one thread.
 */
export function MessagesWindow({ client, initial = 'ClientMessagesOpen' }: { client: ClientDetail; initial?: MessagesWindowState }) {
  const { t } = useTranslation();
  const kinds = useThreadsOf(client);
  const [state, setState] = useState<MessagesWindowState>(initial);
  const baseId = useId();
  const open = kindOfWindow(state);
  const shown = open && kinds.includes(open) ? open : null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, kind: MessageKind) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = kinds[(kinds.indexOf(kind) + step + kinds.length) % kinds.length];
    if (!next) return;
    setState(windowStateOf[next]);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <section className="messages-window" data-state={state} aria-label={t('messages.windowLabel')}>
      <div className="messages-window__bar">
        <div role="tablist" aria-label={t('messages.threads')} className="messages-window__tabs">
          {kinds.map((kind) => (
            <button
              key={kind}
              id={`${baseId}-tab-${kind}`}
              type="button"
              role="tab"
              className="messages-window__tab"
              aria-selected={shown === kind}
              aria-controls={shown === kind ? `${baseId}-panel` : undefined}
              tabIndex={shown === kind || (shown === null && kind === kinds[0]) ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, kind)}
              onClick={() => setState(windowStateOf[kind])}
            >
              {t(tabLabel[kind])}
            </button>
          ))}
        </div>
        {shown ? (
          <Button variant="ghost" size="sm" onClick={() => setState('MessagesClosed')}>
            {t('messages.close')}
          </Button>
        ) : null}
      </div>
      {shown ? (
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${shown}`} className="messages-window__panel">
          {shown === 'practice_note' ? <p className="messages__note">{t('messages.practiceHint')}</p> : null}
          <MessageThread
            key={shown}
            clientId={client.id}
            kind={shown}
            isCategoryShown
            label={t(tabLabel[shown])}
            emptyText={t(emptyText[shown])}
          />
          {allows(client, writeAction[shown]) ? (
            <MessageComposer
              key={`${shown}-composer`}
              clientId={client.id}
              kind={shown}
              hasCategory
              label={t('messages.composerLabel', { thread: t(tabLabel[shown]) })}
            />
          ) : null}
        </div>
      ) : (
        <p className="messages-window__closed">{t('messages.closed')}</p>
      )}
    </section>
  );
}
