import { countryCodes, countryNames, maxIdentityCountries } from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '../../ui/index.ts';

export type CountryListKind = 'nationalities' | 'residencies';

const entryKey = { nationalities: 'identity.nationality', residencies: 'identity.residency' } as const;
const addKey = { nationalities: 'identity.addNationality', residencies: 'identity.addResidency' } as const;
const emptyKey = { nationalities: 'identity.noNationalities', residencies: 'identity.noResidencies' } as const;

type CountryListProps = {
  kind: CountryListKind;
  codes: readonly string[];
  /** Each entry's refusal by its index, and the list's own under 'list'. */
  errors: Readonly<Record<string, string>>;
  isEditable: boolean;
  onChange: (codes: string[]) => void;
};

function moved(codes: readonly string[], from: number, to: number): string[] {
  const next = [...codes];
  const [code] = next.splice(from, 1);
  if (code !== undefined) next.splice(to, 0, code);
  return next;
}

/**
 * A numbered list of countries (Nationality 1, Nationality 2, …): each chosen from the list, moved up or
 * down to change its number, removed, and a new one added, up to the most a list takes.
 */
export function CountryList({ kind, codes, errors, isEditable, onChange }: CountryListProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('identity.chooseCountry') },
    ...countryCodes.map((code) => ({ value: code, label: countryNames[code] })),
  ];
  const title = t(kind === 'nationalities' ? 'identity.nationalities' : 'identity.residencies');
  return (
    <fieldset className="country-list" disabled={!isEditable}>
      <legend className="country-list__legend">{title}</legend>
      {codes.length === 0 ? <p className="country-list__empty">{t(emptyKey[kind])}</p> : null}
      <ol className="country-list__entries" aria-label={title}>
        {codes.map((code, index) => {
          const entry = t(entryKey[kind], { number: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry is its number; moving one renumbers both.
            <li key={index} className="country-list__entry">
              <Select
                label={entry}
                options={options}
                value={code}
                disabled={!isEditable}
                error={errors[String(index)]}
                onChange={(event) => onChange(codes.map((c, i) => (i === index ? event.target.value : c)))}
              />
              {isEditable ? (
                <div className="country-list__moves">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('identity.moveUp', { entry })}
                    onClick={() => onChange(moved(codes, index, index - 1))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === codes.length - 1}
                    aria-label={t('identity.moveDown', { entry })}
                    onClick={() => onChange(moved(codes, index, index + 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('identity.remove', { entry })}
                    onClick={() => onChange(codes.filter((_, i) => i !== index))}
                  >
                    ✕
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.list ? (
        <p className="ui-field__error" role="alert">
          {errors.list}
        </p>
      ) : null}
      {isEditable ? (
        <Button variant="secondary" size="sm" disabled={codes.length >= maxIdentityCountries} onClick={() => onChange([...codes, ''])}>
          {t(addKey[kind])}
        </Button>
      ) : null}
    </fieldset>
  );
}
