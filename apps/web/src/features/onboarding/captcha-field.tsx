import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useFieldIds } from '../../ui/field.tsx';
import { captchaChallengeUrl } from './onboarding.api.ts';

export type CaptchaHandle = { reset: () => void };

/** The practice's site is its own: no third-party logo or footer inside the check. */
const widgetConfiguration = JSON.stringify({ hideLogo: true, hideFooter: true });

type CaptchaFieldProps = {
  ref?: Ref<CaptchaHandle>;
  error?: string | undefined;
  /** The widget's payload once the proof of work is done; '' while it is not. */
  onChange: (payload: string) => void;
};

/** The ALTCHA proof-of-work check (a custom element): its payload is sent as metadata.captcha. */
export function CaptchaField({ ref, error, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const widget = useRef<AltchaWidgetElement>(null);

  useEffect(() => {
    // The widget's code loads with this step only; it defines <altcha-widget>, which then upgrades in place.
    void import('altcha');
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      onChange(detail.state === 'verified' ? (detail.payload ?? '') : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [onChange]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widget.current?.reset?.();
        onChange('');
      },
    }),
    [onChange],
  );

  return (
    <fieldset className="ui-field wizard-captcha" aria-describedby={error ? ids.errorId : undefined}>
      <legend className="ui-field__label">{t('onboarding.contact.captcha')}</legend>
      <altcha-widget ref={widget} challenge={captchaChallengeUrl} language="en" configuration={widgetConfiguration} />
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}
