import { allows, type GoalsView, goalNoteMax } from '@advice/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Card, TextArea } from '../../ui/index.ts';
import { goalCalls, useStoreSection } from './financial-planning.api.ts';
import type { Reader } from './health-check-form.ts';

function NoteEditor({
  label,
  hint,
  saved,
  onSave,
}: {
  label: string;
  hint: string;
  saved: string;
  onSave: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <form
      className="fp-note"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (text.length > goalNoteMax) {
          setError(t('goals.noteTooLong'));
          return;
        }
        setIsSaving(true);
        await onSave(text);
        setIsSaving(false);
      }}
    >
      <TextArea
        label={label}
        description={hint}
        rows={4}
        maxLength={goalNoteMax}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div className="form-actions">
        <Button type="submit" variant="secondary" isLoading={isSaving} disabled={text.trim() === saved.trim()}>
          {t('goals.saveNote')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The goals' notes: the client writes theirs for the adviser; staff read it and keep their own overview
 * note, which the server never sends to the client.
 */
export function GoalNotes({ view, reader, clientName }: { view: GoalsView; reader: Reader; clientName: string }) {
  const { t } = useTranslation();
  const store = useStoreSection();
  const save = useApiMutation((body: { overview_note?: string; client_note?: string }) => goalCalls.saveNotes(view.case_id, body), {
    onSuccess: (saved) => store.goals(saved),
  });
  if (reader === 'client') {
    if (!allows(view, 'write_client_note') && !view.notes.client) return null;
    return (
      <Card title={t('goals.notesTitle')}>
        {allows(view, 'write_client_note') ? (
          <NoteEditor
            label={t('goals.clientNote')}
            hint={t('goals.clientNoteHint')}
            saved={view.notes.client}
            onSave={(text) => save.run({ client_note: text })}
          />
        ) : (
          <div className="fp-note-read">
            <h3>{t('goals.clientNote')}</h3>
            <p>{view.notes.client}</p>
          </div>
        )}
      </Card>
    );
  }
  return (
    <Card title={t('goals.notesTitle')}>
      <div className="fp-note-read">
        <h3>{t('goals.clientNoteFrom', { name: clientName })}</h3>
        <p className={view.notes.client ? undefined : 'fp-muted'}>{view.notes.client || t('goals.clientNoteNone')}</p>
      </div>
      {allows(view, 'write_overview_note') ? (
        <NoteEditor
          label={t('goals.overviewNote')}
          hint={t('goals.overviewNoteHint')}
          saved={view.notes.overview ?? ''}
          onSave={(text) => save.run({ overview_note: text })}
        />
      ) : view.notes.overview ? (
        <div className="fp-note-read">
          <h3>{t('goals.overviewNote')}</h3>
          <p>{view.notes.overview}</p>
        </div>
      ) : null}
    </Card>
  );
}
