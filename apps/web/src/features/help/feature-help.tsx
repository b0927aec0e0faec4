import type { FeatureHelpKey } from '@advice/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../ui/icons.tsx';
import { useFeatureHelp } from './help.api.ts';
import './help.css';

/**
 * A "Help" disclosure beside a page's title: the button says whether its short help is open (aria-expanded)
 * and which region it opens; Escape closes it and leaves focus on the button.
 */
export function FeatureHelp({ feature }: { feature: FeatureHelpKey }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const help = useFeatureHelp(feature, isOpen);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className="feature-help" data-open={isOpen}>
      <button
        ref={buttonRef}
        type="button"
        className="feature-help__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onKeyDown}
      >
        <InfoIcon size={18} />
        {t('help.toggle')}
      </button>
      <section id={panelId} className="feature-help__panel" aria-labelledby={titleId} hidden={!isOpen} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="feature-help__title">
          {help.title}
        </h2>
        <p className="feature-help__text">{help.text}</p>
        <button type="button" className="feature-help__close" onClick={close}>
          {t('help.close')}
        </button>
      </section>
    </div>
  );
}
