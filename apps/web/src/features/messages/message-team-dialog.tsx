import { type CurrentUser, messageBodyMaxLength, requiredText } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { MessageIcon } from '../../ui/icons.tsx';
import { Button, Dialog, ProblemsBanner, TextArea } from '../../ui/index.ts';
import { useSignedInUser } from '../auth/session.ts';
import { useFeature } from '../practice/practice.api.ts';
import { messageCalls, summaryKey, threadKey } from './messages.api.ts';
import './messages-shell.css';

/** The modal's one field, required (spec 1 §2), as long as any message may be. */
const teamMessage = z.object({ body: requiredText(messageBodyMaxLength) });
type TeamMessage = z.infer<typeof teamMessage>;

function TeamMessageForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<TeamMessage>({
    resolver: zodResolver(teamMessage),
    defaultValues: { body: '' },
  });
  const send = useApiMutation(
    ({ body }: TeamMessage) => messageCalls.send(user.id, 'client_note', { body, category: 'general', files: [], links: [] }),
    {
      invalidates: [threadKey(user.id, 'client_note'), summaryKey],
      form: { setError, fields: ['body'] },
      onErrorDetails: (details) => setProblems(details),
    },
  );
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    if (await send.run(values)) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <p className="ui-field__description">{t('messages.team.lead')}</p>
      <ProblemsBanner problems={problems} />
      <TextArea
        label={t('messages.team.field')}
        isRequired
        rows={5}
        maxLength={messageBodyMaxLength}
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <div className="form-actions">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('messages.sendButton')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('messages.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Message the team" for the signed-in client: a dialog with one required field that sends a client note
 * to their practice. Hidden for staff and while the practice has messages off (spec 1 §6).
 */
export function MessageTeamButton() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isOn = useFeature('messages');
  const [isOpen, setIsOpen] = useState(false);
  if (user.role !== 'client' || !isOn) return null;
  return (
    <>
      <button type="button" className="ui-icon-button messages-team__button" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        <MessageIcon aria-hidden="true" />
        <span className="messages-team__label">{t('messages.team.button')}</span>
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t('messages.team.title')}>
        <TeamMessageForm user={user} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}
