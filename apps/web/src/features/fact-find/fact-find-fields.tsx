import {
  type FactFindMoney,
  type FactFindPerson,
  factFindPersonLabels,
  factFindPersons,
  isJointSplitValid,
  type JointSplit,
  factFindMessages as m,
  type Ownership,
  ownershipSourceLabels,
  ownershipSources,
  type PersonType,
  personTypeLabels,
  personTypes,
  yesNo,
  yesNoLabels,
} from '@advice/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { describedBy, FieldDescription, FieldError, FieldLabel } from '../../ui/field.tsx';
import { Checkbox, Select, TextArea, TextField } from '../../ui/index.ts';
import { type FieldProps, type FieldsProps, useFieldAt, useSectionFields } from './sections/field-context.tsx';
import { moneyBounds, parseNumberText, percentBounds, type WholeNumberBounds, wholeNumberMessage } from './sections/number-text.ts';
import { useSectionText } from './sections/section-text.ts';
import { personOf, withPerson } from './sections/section-values.ts';
import { useNumberText } from './sections/use-number-text.ts';
import './fact-find-fields.css';

/*
 * The fact find's field widgets, on the ui/ components. Each takes the JSON pointer of its answer inside
 * the section (`/assets/0/value`): the pointer gives the field its id and name, and picks its message out
 * of the errors the page passes down (the save rules' and the server's), shown beside it and read with it.
 */

export {
  bindFields,
  type FieldProps,
  type FieldsProps,
  SectionFields,
  useFieldAt,
  useSectionFields,
} from './sections/field-context.tsx';
export { RowList, type RowNouns } from './sections/row-list.tsx';

/** What a ui/ control takes from its field: the id and name its pointer gives, its label, description, class and message. */
function useControlAt({ pointer, label, description, className }: Omit<FieldProps<unknown>, 'value' | 'onChange'>) {
  const field = useFieldAt(pointer);
  return { field, control: { id: field.id, name: field.name, label, description, className, error: field.error } };
}

/** A free-text answer, one line or several; read-only, it can still be read, selected and copied. */
export function TextAnswer({
  isMultiline = false,
  maxLength,
  type = 'text',
  autoComplete,
  value,
  onChange,
  ...props
}: FieldProps<string> & { isMultiline?: boolean; maxLength?: number; type?: 'text' | 'tel'; autoComplete?: string }) {
  const { field, control } = useControlAt(props);
  const common = { ...control, value, maxLength, readOnly: field.isReadOnly, autoComplete };
  return isMultiline ? (
    <TextArea {...common} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <TextField type={type} {...common} onChange={(event) => onChange(event.target.value)} />
  );
}

/** A date answer (ISO `yyyy-mm-dd`), null when empty. */
export function DateAnswer({ value, onChange, ...props }: FieldProps<string | null>) {
  const { field, control } = useControlAt(props);
  return (
    <TextField
      type="date"
      {...control}
      value={value ?? ''}
      readOnly={field.isReadOnly}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}

/** One of an enumeration's choices, by its labels, in a select that starts at "Choose one". */
export function ChoiceSelect<T extends string>({
  choices,
  labels,
  value,
  onChange,
  ...props
}: FieldProps<T | null> & { choices: readonly T[]; labels: Readonly<Record<T, string>> }) {
  const { field, control } = useControlAt(props);
  const text = useSectionText();
  const options = [
    { value: '', label: text(field.isReadOnly ? 'factFind.field.notAnswered' : 'factFind.field.choose') },
    ...choices.map((choice) => ({ value: choice, label: labels[choice] })),
  ];
  return (
    <Select
      {...control}
      options={options}
      value={value ?? ''}
      disabled={field.isReadOnly}
      onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
    />
  );
}

/** One of a few choices as radios in a fieldset, whose legend is the question a screen reader reads with each. */
export function ChoiceRadios<T extends string>({
  choices,
  labels,
  errorParts = [],
  pointer,
  label,
  value,
  onChange,
  description,
  className,
}: FieldProps<T | null> & { choices: readonly T[]; labels: Readonly<Record<T, string>>; errorParts?: string[] }) {
  const field = useFieldAt(pointer, ...errorParts);
  return (
    <fieldset className={['ff-choice', className].filter(Boolean).join(' ')}>
      <legend className="ff-choice__legend">{label}</legend>
      <FieldDescription id={field.descriptionId}>{description}</FieldDescription>
      <div className="ff-choice__options">
        {choices.map((choice) => (
          <label key={choice} className="ff-choice__option">
            <input
              type="radio"
              id={`${field.id}-${choice}`}
              name={field.name}
              value={choice}
              checked={value === choice}
              disabled={field.isReadOnly}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={describedBy(description ? field.descriptionId : null, field.error ? field.errorId : null)}
              onChange={() => onChange(choice)}
            />
            <span>{labels[choice]}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}

/** A yes/no question. */
export function YesNoField(props: FieldProps<'yes' | 'no' | null>) {
  return <ChoiceRadios {...props} choices={yesNo} labels={yesNoLabels} />;
}

/** A ticked or unticked answer (a consent, a wish). */
export function CheckboxAnswer({ value, onChange, ...props }: FieldProps<boolean>) {
  const { field, control } = useControlAt(props);
  return <Checkbox {...control} checked={value} disabled={field.isReadOnly} onChange={(event) => onChange(event.target.checked)} />;
}

/** A whole number (an age, a number of years) within bounds, with the domain's message as the person types. */
export function WholeNumberField({ bounds, value, onChange, ...props }: FieldProps<number | null> & { bounds: WholeNumberBounds }) {
  const { field, control } = useControlAt(props);
  const number = useNumberText(value, false, onChange);
  return (
    <TextField
      {...control}
      inputMode="numeric"
      autoComplete="off"
      error={wholeNumberMessage(parseNumberText(number.text), bounds) ?? field.error}
      value={number.text}
      readOnly={field.isReadOnly}
      onChange={(event) => number.change(event.target.value)}
      onBlur={number.leave}
    />
  );
}

/** An amount of money: a whole amount, in one of the practice's currencies (a choice only when there is more than one). */
export function MoneyField({ pointer, label, value, onChange, description, className }: FieldProps<FactFindMoney | null>) {
  const field = useFieldAt(pointer, 'amount', 'currency');
  const { currencies } = useSectionFields();
  const text = useSectionText();
  const [chosen, setChosen] = useState(() => value?.currency ?? currencies[0] ?? 'GBP');
  const currency = (value?.currency ?? chosen) as FactFindMoney['currency'];
  const number = useNumberText(value?.amount ?? null, true, (amount) => onChange(amount === null ? null : { amount, currency }));
  const offered = [...new Set([...currencies, currency])];
  const error = wholeNumberMessage(parseNumberText(number.text), moneyBounds) ?? field.error;
  const currencyId = `${field.id}-currency`;
  const described = describedBy(
    offered.length === 1 ? currencyId : null,
    description ? field.descriptionId : null,
    error ? field.errorId : null,
  );
  const choose = (next: string) => {
    setChosen(next);
    if (value) onChange({ ...value, currency: next as FactFindMoney['currency'] });
  };
  return (
    <div className={['ui-field', 'ff-money', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.id} label={label} />
      <FieldDescription id={field.descriptionId}>{description}</FieldDescription>
      <div className="ff-money__control">
        {offered.length > 1 ? (
          <select
            id={currencyId}
            name={`${field.name}.currency`}
            className="ui-input ui-select ff-money__currency"
            aria-label={text('factFind.field.currencyOf', { label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? field.errorId : undefined}
            value={currency}
            disabled={field.isReadOnly}
            onChange={(event) => choose(event.target.value)}
          >
            {offered.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        ) : (
          <span className="ff-money__code">
            <span aria-hidden="true">{currency}</span>
            <span id={currencyId} className="visually-hidden">
              {text('factFind.field.inCurrency', { currency })}
            </span>
          </span>
        )}
        <input
          id={field.id}
          name={`${field.name}.amount`}
          className="ui-input ff-money__amount"
          inputMode="numeric"
          autoComplete="off"
          value={number.text}
          readOnly={field.isReadOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => number.change(event.target.value)}
          onBlur={number.leave}
        />
      </div>
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}

/** Who one row is for, the client or the partner; without a partner it is the client's and the choice is not asked. */
export function PersonChoice(props: FieldProps<PersonType | null>) {
  const { includePartner } = useSectionFields();
  const field = useFieldAt(props.pointer);
  if (!includePartner && props.value !== 'partner' && !field.error) return null;
  return <ChoiceRadios {...props} choices={personTypes} labels={personTypeLabels} />;
}

const evenSplit: JointSplit = { you: 50, partner: 50 };

/**
 * Who owns a row: the client, the partner, or both, when the two shares show and the joint-split rule is
 * checked as the person types. Without a partner the row is the client's and the choice is not asked,
 * unless an answer for the partner is left to put right.
 */
export function OwnershipField({ pointer, label, value, onChange, className }: FieldProps<Ownership | null>) {
  const { includePartner } = useSectionFields();
  const field = useFieldAt(pointer, 'source');
  const lastSplit = useRef(value?.split ?? evenSplit);
  if (!includePartner && (value === null || value.source === 'you') && !field.error) return null;
  const choose = (source: Ownership['source'] | null) => {
    if (source === null) return;
    if (value?.split) lastSplit.current = value.split;
    onChange({ source, split: source === 'joint' ? (value?.split ?? lastSplit.current) : null });
  };
  return (
    <div className={['ff-owner', className].filter(Boolean).join(' ')}>
      <ChoiceRadios
        pointer={pointer}
        label={label}
        choices={ownershipSources}
        labels={ownershipSourceLabels}
        value={value?.source ?? null}
        onChange={choose}
        errorParts={['source']}
      />
      {value?.source === 'joint' ? (
        <JointShares pointer={`${pointer}/split`} value={value.split} onChange={(split) => onChange({ source: 'joint', split })} />
      ) : null}
    </div>
  );
}

/** The two shares of a joint holding, with the rule's message beside them while they do not add up to 100. */
function JointShares({ pointer, value, onChange }: { pointer: string; value: JointSplit | null; onChange: (next: JointSplit) => void }) {
  const text = useSectionText();
  const field = useFieldAt(pointer);
  const you = useNumberText(value?.you ?? null, false, (share) =>
    onChange({ you: share ?? Number.NaN, partner: value?.partner ?? Number.NaN }),
  );
  const partner = useNumberText(value?.partner ?? null, false, (share) =>
    onChange({ you: value?.you ?? Number.NaN, partner: share ?? Number.NaN }),
  );
  const shares = [parseNumberText(you.text), parseNumberText(partner.text)];
  const shareErrors = shares.map((share) => wholeNumberMessage(share, percentBounds));
  const isBlank = shares.some((share) => share === null);
  const rule = shareErrors.some(Boolean)
    ? undefined
    : isBlank
      ? m['factFind.jointSplitMissing']
      : isJointSplitValid({ you: shares[0] ?? 0, partner: shares[1] ?? 0 })
        ? undefined
        : m['factFind.jointSplit'];
  const inputs = [
    { key: 'you', label: text('factFind.field.shareClient'), number: you, error: shareErrors[0] },
    { key: 'partner', label: text('factFind.field.sharePartner'), number: partner, error: shareErrors[1] },
  ];
  return (
    <div className="ff-shares">
      <div className="ff-shares__inputs">
        {inputs.map((input) => (
          <TextField
            key={input.key}
            id={`${field.id}-${input.key}`}
            name={`${field.name}.${input.key}`}
            label={input.label}
            inputMode="numeric"
            autoComplete="off"
            className="ff-shares__share"
            error={input.error}
            value={input.number.text}
            readOnly={field.isReadOnly}
            aria-invalid={input.error || rule ? true : undefined}
            aria-describedby={describedBy(input.error ? `${field.id}-${input.key}-error` : null, rule ? field.errorId : null)}
            onChange={(event) => input.number.change(event.target.value)}
            onBlur={input.number.leave}
          />
        ))}
      </div>
      <FieldError id={field.errorId} message={rule} />
    </div>
  );
}

/** A titled group of fields (a fieldset whose legend names them), laid out in a grid that wraps. */
export function FieldGroup({
  legend,
  description,
  children,
  className,
}: {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={['ff-group', className].filter(Boolean).join(' ')} aria-describedby={description ? id : undefined}>
      <legend className="ff-group__legend">{legend}</legend>
      {description ? (
        <p id={id} className="ff-group__description">
          {description}
        </p>
      ) : null}
      <div className="ff-grid">{children}</div>
    </fieldset>
  );
}

/** The client's fields beside the partner's (when the partner is included), stacked on a narrow screen. */
export function PersonColumns({ children, className }: { children: (person: FactFindPerson) => ReactNode; className?: string }) {
  const { includePartner } = useSectionFields();
  const people = includePartner ? factFindPersons : (['client'] as const);
  return (
    <div className={['ff-people', includePartner ? 'ff-people--two' : '', className].filter(Boolean).join(' ')}>
      {people.map((person) => (
        <fieldset key={person} className="ff-person">
          <legend className="ff-group__legend">{factFindPersonLabels[person]}</legend>
          <div className="ff-grid">{children(person)}</div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * A per-person section's columns: `children` draws one person's answers, found at `/client` or `/partner`;
 * the partner's start from `blank` until something is answered for them.
 */
export function PersonFields<T extends { client: P; partner: P | null }, P>({
  value,
  onChange,
  blank,
  className,
  children,
}: {
  value: T;
  onChange: (next: T) => void;
  blank: P;
  className?: string;
  children: (fields: FieldsProps<P>, person: FactFindPerson) => ReactNode;
}) {
  return (
    <PersonColumns className={className}>
      {(person) =>
        children(
          { at: `/${person}`, value: personOf(value, person, blank), onChange: (next) => onChange(withPerson(value, person, next)) },
          person,
        )
      }
    </PersonColumns>
  );
}
