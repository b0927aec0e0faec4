import { type PasscodeChannel, passcodeDigits, passcodeMinutes } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../lib/mutation.ts';
import { Button, TextField } from '../../ui/index.ts';
import { useSigningChannel } from './sign-channel.ts';
import './sign-bar.css';

type BarProps = {
  /** The field the signer is at (0-based), of `count`. */
  index: number;
  count: number;
  filledRequired: number;
  required: number;
  isSending: boolean;
  onNext: () => void;
  onSign: () => void;
  /** The passcode step, when the practice asks for one and the fields are filled. */
  passcode?: PasscodeProps | undefined;
};

/**
 * Where the signer is and how far along: "Field 1 of 3", "Next field", the progress, then (all required
 * fields filled) the passcode step where asked for, and "Sign document". On a phone it sticks to the bottom.
 */
export function SignBar({ index, count, filledRequired, required, isSending, onNext, onSign, passcode }: BarProps) {
  const { t } = useTranslation();
  const isReady = filledRequired >= required;
  return (
    <section className="sign-bar" aria-label={t('sign.bar.label')}>
      <div className="sign-bar__where">
        <p className="sign-bar__field">{t('sign.bar.fieldOf', { index: Math.min(index + 1, count), count })}</p>
        <progress className="sign-bar__progress" value={filledRequired} max={Math.max(required, 1)} aria-hidden="true" />
        <p className="sign-bar__progress-text" aria-live="polite">
          {isReady ? t('sign.bar.ready') : t('sign.bar.progress', { done: filledRequired, count: required })}
        </p>
      </div>
      {isReady && passcode ? <PasscodeStep {...passcode} /> : null}
      <div className="sign-bar__actions">
        {count > 0 ? (
          <Button variant={isReady ? 'secondary' : 'primary'} onClick={onNext}>
            {t('sign.bar.next')}
          </Button>
        ) : null}
        {isReady ? (
          <Button onClick={onSign} isLoading={isSending}>
            {t('sign.bar.sign')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

type PasscodeProps = {
  /** How the passcode comes: by e-mail, or by a text to `phone` (the reader's number, masked, when known). */
  channel: PasscodeChannel;
  phone: string | null;
  value: string;
  isSent: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onSent: () => void;
  onError: (message: string | undefined) => void;
};

/** What the step says before and after the passcode is sent: "we will e-mail you", "we texted you at •••• 1234". */
function usePasscodeWords(channel: PasscodeChannel, phone: string | null): { intro: string; hint: string } {
  const { t } = useTranslation();
  const counts = { digits: passcodeDigits, minutes: passcodeMinutes };
  if (channel === 'email') return { intro: t('sign.passcode.intro', counts), hint: t('sign.passcode.hint', counts) };
  if (phone === null) return { intro: t('sign.passcode.introText', counts), hint: t('sign.passcode.hintText', counts) };
  return {
    intro: t('sign.passcode.introTextTo', { ...counts, number: phone }),
    hint: t('sign.passcode.hintTextTo', { ...counts, number: phone }),
  };
}

/**
 * "Send me a passcode", then the passcode from the e-mail or the text; the server's errors sit beside it, and
 * its answer (where the passcode went) is the toast.
 */
function PasscodeStep({ channel, phone, value, isSent, error, onChange, onSent, onError }: PasscodeProps) {
  const { t } = useTranslation();
  const signing = useSigningChannel();
  const words = usePasscodeWords(channel, phone);
  const send = useApiMutation(() => signing.sendPasscode(), {
    onSuccess: () => {
      onSent();
      onError(undefined);
    },
    onErrorDetails: (details) => onError(details.join(' ')),
  });
  return (
    <div className="sign-bar__passcode">
      <p className="sign-bar__passcode-title">
        <strong>{t('sign.passcode.title')}</strong> {isSent ? words.hint : words.intro}
      </p>
      <div className="sign-bar__passcode-row">
        {isSent ? (
          <TextField
            label={t('sign.passcode.label')}
            className="sign-bar__passcode-field"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={passcodeDigits}
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/\D/gu, ''))}
            error={error}
            isRequired
          />
        ) : null}
        <Button variant={isSent ? 'ghost' : 'secondary'} onClick={() => void send.run()} isLoading={send.isPending}>
          {t(isSent ? 'sign.passcode.resend' : 'sign.passcode.send')}
        </Button>
      </div>
      {!isSent && error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
