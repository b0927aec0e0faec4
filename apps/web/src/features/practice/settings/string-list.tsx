import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../ui/index.ts';
import { ListRow } from './form-parts.tsx';

type StringListProps = {
  label: string;
  itemLabel: string;
  addLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  errorOf: (index: number) => string | undefined;
};

/** A repeatable list of short texts (react-hook-form's field arrays hold objects only). */
export function StringList({ label, itemLabel, addLabel, value, onChange, errorOf }: StringListProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="string-list">
      <legend className="ui-field__label">{label}</legend>
      {value.map((item, index) => (
        <ListRow
          // biome-ignore lint/suspicious/noArrayIndexKey: plain texts have no identity of their own; rows are edited in place
          key={index}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
          removeLabel={t('practiceSettings.removeItem', { n: index + 1 })}
        >
          <TextField
            label={`${itemLabel} ${index + 1}`}
            value={item}
            error={errorOf(index)}
            onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
          />
        </ListRow>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...value, ''])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
