import { messages, passwordChecks } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { CheckIcon, DotIcon } from './icons.tsx';
import './field.css';

/** The password rule as a live list: each check shows whether the typed password meets it. */
export function PasswordChecklist({ id, value }: { id?: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="ui-checklist" id={id}>
      <p className="ui-checklist__title">{t('password.checklistTitle')}</p>
      <ul>
        {passwordChecks.map((check) => {
          // Nothing typed meets nothing yet, even the rules an empty string would pass (no repeats, no spaces).
          const isMet = value !== '' && check.test(value);
          return (
            <li key={check.key} className={isMet ? 'ui-checklist__item is-met' : 'ui-checklist__item'} data-met={isMet}>
              {isMet ? <CheckIcon size={16} /> : <DotIcon size={16} />}
              <span>{messages[check.key]}</span>
              <span className="visually-hidden">{isMet ? t('common.met') : t('common.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
