import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { PasswordField } from '../password-field.tsx';
import type { ViewerState } from './pdf-viewer.state.ts';

/** The prompt for a protected document; the reducer decides which error, if any, it shows. */
export function PdfPasswordForm({ state, onSubmit }: { state: ViewerState; onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const { error, attempt } = state.password;
  const isChecking = state.status === 'checkingPassword';

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus returns to the field after every refusal, even the same one twice.
  useEffect(() => {
    if (!isChecking) field.current?.focus();
  }, [isChecking, error, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form className="pdf-viewer__password" onSubmit={submit} noValidate>
      <p>{t('pdfViewer.passwordPrompt')}</p>
      <PasswordField
        ref={field}
        label={t('pdfViewer.password')}
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ? t(error === 'noPasswordGiven' ? 'pdfViewer.noPasswordGiven' : 'pdfViewer.incorrectPassword') : undefined}
      />
      <Button type="submit" isLoading={isChecking}>
        {t('pdfViewer.submit')}
      </Button>
    </form>
  );
}
