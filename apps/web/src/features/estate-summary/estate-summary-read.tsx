import {
  type EstateSummarySection,
  type EstateSummarySections,
  estateSummaryEmptyText,
  formatCurrencyAmount,
  propertyTypeLabels,
} from '@advice/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { useKeyTranslation } from '../../lib/i18n.ts';
import { fieldLabel } from './estate-summary-fields.tsx';
import {
  type FieldSpec,
  familyGroups,
  isListSection,
  isTextSection,
  partnerFields,
  personalFields,
  professionalFields,
  professionals,
  rowLists,
  textSections,
  willFields,
} from './estate-summary-layout.ts';

type Row = Record<string, unknown>;

/** One value in words, or '' when it holds nothing. */
function useValueText(currencies: readonly string[]): (spec: FieldSpec, row: Row) => string {
  const { t } = useTranslation();
  return (spec, row) => {
    const value = row[spec.key];
    if (value === null || value === undefined || value === '') return '';
    if (spec.kind === 'money' && typeof value === 'number')
      return formatCurrencyAmount(value, typeof row.currency === 'string' ? row.currency : (currencies[0] ?? 'GBP'));
    if (spec.kind === 'date' && typeof value === 'string') return formatDate(`${value}T12:00:00`);
    if (spec.kind === 'propertyType') return propertyTypeLabels[value as keyof typeof propertyTypeLabels] ?? String(value);
    if (typeof value === 'boolean') return value ? t('estateSummary.yes') : t('estateSummary.no');
    return String(value);
  };
}

function Facts({ pairs }: { pairs: [string, string][] }) {
  const filled = pairs.filter(([, value]) => value.trim() !== '');
  if (filled.length === 0) return null;
  return (
    <dl className="estate-read__facts">
      {filled.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Nothing() {
  return <p className="estate-read__empty">{estateSummaryEmptyText}</p>;
}

const peopleText = (list: readonly Row[]) =>
  list.map((person) => [person.name, person.contact].filter((part) => typeof part === 'string' && part !== '').join(' – ')).join('\n');

/** A section as a person who may only read it sees it: its filled fields, entry by entry; "Nothing recorded" when empty. */
export function SectionReadView({
  section,
  sections,
  currencies,
}: {
  section: EstateSummarySection;
  sections: EstateSummarySections;
  currencies: readonly string[];
}) {
  const tk = useKeyTranslation();
  const { t } = useTranslation();
  const valueText = useValueText(currencies);
  const pairsOf = (fields: readonly FieldSpec[], row: Row): [string, string][] =>
    fields.map((spec) => [fieldLabel(spec.key), valueText(spec, row)]);

  if (isListSection(section)) {
    const spec = rowLists[section];
    const rows = (sections[section] as { rows: Row[] }).rows;
    if (rows.length === 0) return <Nothing />;
    const [title, ...rest] = spec.fields;
    return (
      <ol className="estate-read__entries">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own; the list is only read here.
          <li key={index} className="estate-read__entry">
            <h3 className="estate-read__entry-title">
              {title ? valueText(title, row) : t('estateSummary.entryNumber', { entry: tk(spec.entryLabel), number: index + 1 })}
            </h3>
            <Facts pairs={pairsOf(rest, row)} />
          </li>
        ))}
      </ol>
    );
  }
  if (isTextSection(section)) {
    const text = (sections[section] as Record<string, string>)[textSections[section]] ?? '';
    return text.trim() === '' ? <Nothing /> : <p className="estate-read__text">{text}</p>;
  }
  if (section === 'personalDetails') {
    const details = sections.personalDetails as unknown as Row;
    const pairs: [string, string][] = [
      ...pairsOf(personalFields, details),
      ...professionals.map((key): [string, string] => [
        fieldLabel(key),
        professionalFields
          .map((spec) => valueText(spec, (details[key] as Row | undefined) ?? {}))
          .filter(Boolean)
          .join('\n'),
      ]),
    ];
    return pairs.some(([, value]) => value !== '') ? <Facts pairs={pairs} /> : <Nothing />;
  }
  if (section === 'familyTree') {
    const tree = sections.familyTree;
    const pairs: [string, string][] = [
      [
        fieldLabel('partner'),
        tree.partner
          ? pairsOf(partnerFields, tree.partner as unknown as Row)
              .map(([, value]) => value)
              .filter(Boolean)
              .join(' – ')
          : '',
      ],
      ...familyGroups.map((group): [string, string] => [fieldLabel(group), peopleText(tree[group] as unknown as Row[])]),
      [fieldLabel('notes'), tree.notes],
    ];
    return pairs.some(([, value]) => value !== '') ? <Facts pairs={pairs} /> : <Nothing />;
  }
  const will = sections.will as unknown as Row;
  const pairs: [string, string][] = [
    ...pairsOf(willFields, will),
    [fieldLabel('executors'), peopleText(sections.will.executors as unknown as Row[])],
  ];
  return pairs.some(([, value]) => value !== '') ? <Facts pairs={pairs} /> : <Nothing />;
}
