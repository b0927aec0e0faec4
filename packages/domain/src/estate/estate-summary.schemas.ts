import { z } from 'zod';
import { moneyField } from '../people/client-account.schemas.ts';
import { currencyCodes } from '../practice/practice-settings.schemas.ts';
import { isIsoDate, latestTodayIso } from '../shared/dates.ts';
import { requiredText } from '../shared/fields.ts';
import { messages } from '../shared/messages.ts';
import { type EstateSummarySection, estateSummarySections } from './estate-summary.sections.ts';

/** The most entries one list of the estate summary holds: enough for any estate, bounded for the PDF. */
export const maxEstateSummaryRows = 50;
/** The most people in one group of the family tree (children, say). */
export const maxFamilyMembers = 30;
/** The most executors a will names. */
export const maxExecutors = 10;

/** Texts of the estate summary's rules and saves, shown by the server and early in the browser (en-GB). */
export const estateSummaryMessages = {
  'estateSummary.dateFormat': 'Enter a date like 2026-04-21',
  'estateSummary.pastDate': 'The date cannot be in the future',
  'estateSummary.sortCode': 'Enter the sort code in digits, like 12-34-56',
  'estateSummary.accountNumber': 'Enter the account number in letters and digits only',
  'estateSummary.tooManyRows': `Add at most ${maxEstateSummaryRows} entries`,
  'estateSummary.tooManyPeople': `Add at most ${maxFamilyMembers} people`,
  'estateSummary.tooManyExecutors': `Add at most ${maxExecutors} executors`,
  'estateSummary.amountOrAsset': 'Enter the amount or the asset gifted',
  'estateSummary.oneMainResidence': 'Only one property can be the main residence',
  'estateSummary.currency': 'Choose one of the practice’s currencies',
  'estateSummary.saved': 'Estate summary saved',
  'estateSummary.changedElsewhere':
    'Someone else saved the estate summary since you opened it. Load the latest version to see their changes, then make yours again.',
  'estateSummary.notFound': 'This estate summary does not exist.',
} as const;

const text = (max: number) => z.string().trim().max(max).default('');
const name = () => requiredText(200);
const contact = () => text(500);
const address = () => text(500);

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u.test(value), messages['errors.email'])
  .default('');

/** A date of the past or today, as 'YYYY-MM-DD' (see latestTodayIso); null when not known. */
const pastDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { message: estateSummaryMessages['estateSummary.dateFormat'], abort: true })
  .refine(isIsoDate, { message: estateSummaryMessages['estateSummary.dateFormat'], abort: true })
  .refine((value) => value <= latestTodayIso(), estateSummaryMessages['estateSummary.pastDate'])
  .nullable()
  .default(null);

/** A whole amount, or null when not known; its currency is the row's (the practice's first one when not chosen). */
const amount = moneyField.default(null);
const currency = z.enum(currencyCodes).nullable().default(null);

const rows = <S extends z.ZodType>(row: S) =>
  z.array(row).max(maxEstateSummaryRows, estateSummaryMessages['estateSummary.tooManyRows']).default([]);

/** A professional the executors should contact: the financial adviser, the solicitor, the accountant. */
const professional = z.object({ name: text(200), firm: text(200), phone: text(40), email, address: address() }).prefault({});

export const personalDetailsSection = z.object({
  full_name: text(200),
  national_id_number: text(40),
  date_of_birth: pastDate,
  financial_adviser: professional,
  solicitor: professional,
  accountant: professional,
});

const familyMember = z.object({ name: name(), contact: contact() });
const familyGroup = z.array(familyMember).max(maxFamilyMembers, estateSummaryMessages['estateSummary.tooManyPeople']).default([]);

export const familyTreeSection = z.object({
  partner: familyMember.nullable().default(null),
  parents: familyGroup,
  grandparents: familyGroup,
  children: familyGroup,
  siblings: familyGroup,
  notes: text(5000),
});

export const bankAccountRow = z.object({
  bank_name: name(),
  bank_address: address(),
  sort_code: text(20).refine((value) => /^[0-9 -]*$/u.test(value), estateSummaryMessages['estateSummary.sortCode']),
  account_number: text(40).refine((value) => /^[A-Za-z0-9 -]*$/u.test(value), estateSummaryMessages['estateSummary.accountNumber']),
  contact: contact(),
});
export const bankAccountsSection = z.object({ rows: rows(bankAccountRow) });

export const financialAssetRow = z.object({ name: name(), detail: text(1000), plan_number: text(60), contact: contact() });
export const financialAssetsSection = z.object({ rows: rows(financialAssetRow) });

export const pensionRow = z.object({
  provider_name: name(),
  provider_address: address(),
  plan_value: amount,
  currency,
  plan_number: text(60),
  contact: contact(),
});
export const pensionsSection = z.object({ rows: rows(pensionRow) });

/** Whether a property is the client's main residence (which decides the residence nil rate band) or another. */
export const propertyTypes = ['main_residence', 'other'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels = { main_residence: 'Main residence', other: 'Other' } as const satisfies Record<PropertyType, string>;

export const propertyRow = z.object({
  address: requiredText(500),
  type: z.enum(propertyTypes, { error: messages['errors.required'] }),
  ownership: text(200),
  approximate_value: amount,
  outstanding_loan: amount,
  currency,
});
export const propertySection = z.object({ rows: rows(propertyRow) }).superRefine((section, context) => {
  const mains = section.rows.flatMap((row, index) => (row.type === 'main_residence' ? [index] : []));
  for (const index of mains.slice(1))
    context.addIssue({ code: 'custom', message: estateSummaryMessages['estateSummary.oneMainResidence'], path: ['rows', index, 'type'] });
});

export const lifetimeGiftRow = z
  .object({ date: pastDate, amount, currency, asset: text(500), recipient: name() })
  .refine((gift) => gift.amount !== null || gift.asset !== '', {
    message: estateSummaryMessages['estateSummary.amountOrAsset'],
    path: ['asset'],
  });
export const lifetimeGiftsSection = z.object({ rows: rows(lifetimeGiftRow) });

export const beneficiaryRow = z.object({ name: name(), address: address(), contact: contact() });
export const beneficiariesSection = z.object({ rows: rows(beneficiaryRow) });

export const willSection = z.object({
  storage: text(500),
  date: pastDate,
  drawn_up_by: text(200),
  executors: z
    .array(z.object({ name: name(), contact: contact() }))
    .max(maxExecutors, estateSummaryMessages['estateSummary.tooManyExecutors'])
    .default([]),
});

export const powerOfAttorneyRow = z.object({
  date_made: pastDate,
  attorney_name: name(),
  attorney_address: address(),
  /** Registered with the Office of the Public Guardian: yes, no, or not known (null). */
  registered: z.boolean().nullable().default(null),
  people_to_notify: text(1000),
});
export const powersOfAttorneySection = z.object({ rows: rows(powerOfAttorneyRow) });

export const funeralArrangementsSection = z.object({ wishes: text(5000) });
export const otherInformationSection = z.object({ information: text(5000) });
export const explanatoryNoteSection = z.object({ note: text(5000) });

/** Each section's schema: what a save of it must pass, and what it reads back as. */
export const estateSummarySectionSchemas = {
  personalDetails: personalDetailsSection,
  familyTree: familyTreeSection,
  bankAccounts: bankAccountsSection,
  financialAssets: financialAssetsSection,
  pensions: pensionsSection,
  property: propertySection,
  lifetimeGifts: lifetimeGiftsSection,
  beneficiaries: beneficiariesSection,
  will: willSection,
  powersOfAttorney: powersOfAttorneySection,
  funeralArrangements: funeralArrangementsSection,
  otherInformation: otherInformationSection,
  explanatoryNote: explanatoryNoteSection,
} as const satisfies Record<EstateSummarySection, z.ZodType>;

/** One section's values once parsed (defaults filled in). */
export type EstateSummarySectionValue<S extends EstateSummarySection> = z.output<(typeof estateSummarySectionSchemas)[S]>;
/** One section's values as a form sends them. */
export type EstateSummarySectionInput<S extends EstateSummarySection> = z.input<(typeof estateSummarySectionSchemas)[S]>;
/** Every section's values. */
export type EstateSummarySections = { [S in EstateSummarySection]: EstateSummarySectionValue<S> };

/** A section nobody has filled in yet: every field empty, every list without entries. */
export function emptyEstateSummarySection<S extends EstateSummarySection>(section: S): EstateSummarySectionValue<S> {
  return estateSummarySectionSchemas[section].parse({}) as EstateSummarySectionValue<S>;
}

/** The sections a list of entries makes up, each under `rows`: their entries are counted in the audit trail. */
export const estateSummaryListSections = [
  'bankAccounts',
  'financialAssets',
  'pensions',
  'property',
  'lifetimeGifts',
  'beneficiaries',
  'powersOfAttorney',
] as const satisfies readonly EstateSummarySection[];

/** The section named in a save's path. */
export const estateSummarySectionParams = z.object({ id: z.uuid(), section: z.enum(estateSummarySections) });

/**
 * A section's save: its values, checked against the section's own schema once the path has said which
 * section it is (so each refused field is named by its pointer, `/values/rows/0/sort_code`), and the
 * summary's version the form was loaded at, so a save over someone else's newer one is refused.
 */
export const estateSummarySaveBody = z.object({
  version: z.number().int().min(0).max(1_000_000),
  values: z.record(z.string().max(100), z.unknown()),
});
export type EstateSummarySaveBody = z.infer<typeof estateSummarySaveBody>;

export const estateSummarySchema = z.object({
  client_id: z.uuid(),
  sections: z.object(estateSummarySectionSchemas),
  /** Counts the saves: a save carries the version its form was loaded at (0: nothing saved yet). */
  version: z.number().int(),
  /** The practice's currencies, which amounts may be in; the first is taken when a row names none. */
  currencies: z.array(z.enum(currencyCodes)),
  /** When any section was last saved, and by whom (null: never, or their account is gone). */
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** What the viewer may do here now: edit, unless they may only read or the account is read-only. */
  actions: z.array(z.enum(['estateSummary.edit'])),
});
export type EstateSummary = z.infer<typeof estateSummarySchema>;

/** The whole estate summary after a save, with the sentence the save toasts. */
export const estateSummarySavedSchema = estateSummarySchema.extend({ message: z.string() });
