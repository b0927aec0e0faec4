import { type MeetingGuest, type MeetingRoom, meetingGuestBody } from '@advice/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, Checkbox, ConfirmDialog, ProblemsBanner, StatusBadge, TextField } from '../../ui/index.ts';
import { meetingRoomCalls, meetingRoomsKey } from './meetings.api.ts';

type Change = 'cancel' | 'complete' | 'resend';

const confirmations = {
  cancel: { title: 'meetings.cancelTitle', text: 'meetings.cancelText', confirm: 'meetings.confirmCancel', keep: 'meetings.keep' },
  complete: {
    title: 'meetings.completeTitle',
    text: 'meetings.completeText',
    confirm: 'meetings.confirmComplete',
    keep: 'meetings.goBack',
  },
  resend: { title: 'meetings.resendTitle', text: 'meetings.resendText', confirm: 'meetings.confirmResend', keep: 'meetings.goBack' },
} as const;

/**
 * What staff may do to a room now (the room's `actions`, from the domain's machine): edit, send the
 * invitations again, complete or cancel, each change after a confirmation saying who is told; the server's
 * sentence is the toast, its refusal shows in the dialog.
 */
export function RoomActions({ room, onEdit }: { room: MeetingRoom; onEdit: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Change | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const change = useApiMutation((action: Change) => meetingRoomCalls[action](room.id), {
    invalidates: [meetingRoomsKey],
    onSuccess: () => setAsking(null),
    onErrorDetails: (details) => setError(details),
  });
  const ask = (action: Change) => {
    setError(null);
    setAsking(action);
  };
  if (room.actions.length === 0) return null;
  const wording = asking ? confirmations[asking] : null;
  return (
    <div className="form-actions meeting-actions">
      {room.actions.includes('edit') ? (
        <Button variant="secondary" onClick={onEdit}>
          {t('meetings.edit')}
        </Button>
      ) : null}
      {room.actions.includes('resend') ? (
        <Button variant="secondary" onClick={() => ask('resend')}>
          {t('meetings.resend')}
        </Button>
      ) : null}
      {room.actions.includes('complete') ? (
        <Button variant="secondary" onClick={() => ask('complete')}>
          {t('meetings.complete')}
        </Button>
      ) : null}
      {room.actions.includes('cancel') ? (
        <Button variant="danger" onClick={() => ask('cancel')}>
          {t('meetings.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        title={wording ? t(wording.title, { name: room.name }) : ''}
        confirmLabel={wording ? t(wording.confirm) : ''}
        cancelLabel={wording ? t(wording.keep) : ''}
        tone={asking === 'cancel' ? 'danger' : 'primary'}
        isBusy={change.isPending}
        error={error}
        onConfirm={() => asking && void change.run(asking)}
        onClose={() => setAsking(null)}
      >
        <p>{wording ? t(wording.text) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

type GuestInput = z.input<typeof meetingGuestBody>;
type GuestOutput = z.output<typeof meetingGuestBody>;

/** Invites one more guest to a scheduled room; the shared guest schema checks the e-mail before it is sent. */
function InviteGuest({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<GuestInput, unknown, GuestOutput>({
    resolver: zodResolver(meetingGuestBody),
    defaultValues: { email: '', name: '', trusted: false },
  });
  const invite = useApiMutation((values: GuestOutput) => meetingRoomCalls.addGuest(roomId, values), {
    invalidates: [meetingRoomsKey],
    form: { setError, fields: ['email', 'name', 'trusted'] },
    onErrorDetails: (details) => setProblems(details),
  });
  const submit = handleSubmit(async (values) => {
    setProblems([]);
    // An empty name is no name: the invitation then greets the guest by their address.
    const { name, ...rest } = values;
    if (await invite.run(name ? values : rest)) reset();
  });
  return (
    <form onSubmit={submit} noValidate className="form-grid meeting-guest-form">
      <ProblemsBanner problems={problems} />
      <div className="meeting-guest-form__fields">
        <TextField
          label={t('meetings.field.guestEmail')}
          type="email"
          autoComplete="off"
          isRequired
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField label={t('meetings.field.guestName')} autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      </div>
      <Checkbox label={t('meetings.field.guestTrusted')} {...register('trusted')} />
      <div className="form-actions">
        <Button type="submit" variant="secondary" isLoading={formState.isSubmitting}>
          {t('meetings.inviteGuest')}
        </Button>
      </div>
    </form>
  );
}

function GuestRow({ guest, roomId, canChange }: { guest: MeetingGuest; roomId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const remove = useApiMutation(() => meetingRoomCalls.removeGuest(roomId, guest.id), {
    invalidates: [meetingRoomsKey],
    onSuccess: () => setIsAsking(false),
    onErrorDetails: (details) => setError(details),
  });
  const name = guest.name ?? guest.email;
  return (
    <li className="meeting-people__item">
      <span className="meeting-people__name">
        {guest.name ? `${guest.name} ` : null}
        <span className="meeting-people__email">{guest.email}</span>
      </span>
      <StatusBadge tone={guest.trusted ? 'success' : 'neutral'}>{t(guest.trusted ? 'meetings.trusted' : 'meetings.untrusted')}</StatusBadge>
      {canChange ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setError(null);
              setIsAsking(true);
            }}
          >
            {t('meetings.removeGuest', { name })}
          </Button>
          <ConfirmDialog
            isOpen={isAsking}
            title={t('meetings.removeGuestTitle', { name })}
            confirmLabel={t('meetings.confirmRemove')}
            cancelLabel={t('meetings.goBack')}
            tone="danger"
            isBusy={remove.isPending}
            error={error}
            onConfirm={() => void remove.run()}
            onClose={() => setIsAsking(false)}
          >
            <p>{t('meetings.removeGuestText')}</p>
          </ConfirmDialog>
        </>
      ) : null}
    </li>
  );
}

/** The room's guests, each trusted or not; while the room may be edited, staff invite and remove them here. */
export function RoomGuests({ room, canChange }: { room: MeetingRoom; canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {room.guests.length === 0 ? (
        <p className="meeting__meta">{t('meetings.noGuests')}</p>
      ) : (
        <ul className="meeting-people" aria-label={t('meetings.guests')}>
          {room.guests.map((guest) => (
            <GuestRow key={guest.id} guest={guest} roomId={room.id} canChange={canChange} />
          ))}
        </ul>
      )}
      {canChange ? <InviteGuest roomId={room.id} /> : null}
    </>
  );
}
