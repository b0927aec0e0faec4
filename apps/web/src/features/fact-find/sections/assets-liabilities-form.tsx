import {
  assetsLiabilitiesSchema,
  assetTypeLabels,
  assetTypes,
  type FactFindSectionAnswers,
  liabilityTypeLabels,
  liabilityTypes,
} from '@advice/domain';
import {
  bindFields,
  CheckboxAnswer,
  ChoiceSelect,
  type FieldsProps,
  MoneyField,
  OwnershipField,
  RowList,
  TextAnswer,
  useSectionFields,
} from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { newOwner, type SectionFormOf, textLimits } from './section-values.ts';

type Answers = FactFindSectionAnswers<'assetsLiabilities'>;
type Asset = Answers['assets'][number];
type Liability = Answers['liabilities'][number];

const assetSchema = assetsLiabilitiesSchema.shape.assets.unwrap().element;
const liabilitySchema = assetsLiabilitiesSchema.shape.liabilities.unwrap().element;
const assetLimits = textLimits(assetSchema.shape);
const liabilityLimits = textLimits(liabilitySchema.shape);

function AssetFields({ at, value, onChange }: FieldsProps<Asset>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect {...field('type')} label={text('factFind.field.assetType')} choices={assetTypes} labels={assetTypeLabels} />
      <MoneyField {...field('value')} label={text('factFind.field.value')} />
      <TextAnswer {...field('description')} label={text('factFind.field.description')} maxLength={assetLimits.description} />
      <TextAnswer {...field('provider_name')} label={text('factFind.field.provider')} maxLength={assetLimits.provider_name} />
      <TextAnswer {...field('policy_number')} label={text('factFind.field.policyOrAccountNumber')} maxLength={assetLimits.policy_number} />
      <OwnershipField {...field('owner')} label={text('factFind.field.owner')} className="ff-wide" />
      <CheckboxAnswer
        {...field('transfer_or_review')}
        label={text('factFind.field.transferOrReview')}
        description={text('factFind.field.transferOrReviewHint')}
        className="ff-wide"
      />
    </>
  );
}

function LiabilityFields({ at, value, onChange }: FieldsProps<Liability>) {
  const text = useSectionText();
  const field = bindFields(value, onChange, at);
  return (
    <>
      <ChoiceSelect {...field('type')} label={text('factFind.field.liabilityType')} choices={liabilityTypes} labels={liabilityTypeLabels} />
      <MoneyField {...field('value')} label={text('factFind.field.amountOwed')} />
      <TextAnswer {...field('description')} label={text('factFind.field.description')} maxLength={liabilityLimits.description} />
      <OwnershipField {...field('source')} label={text('factFind.field.owedBy')} className="ff-wide" />
    </>
  );
}

/** Assets and liabilities: what the client (and partner) own and owe, and who owns or owes each. */
export function AssetsLiabilitiesForm({ value, onChange }: SectionFormOf<'assetsLiabilities'>) {
  const text = useSectionText();
  const { includePartner } = useSectionFields();
  return (
    <>
      <RowList
        pointer="/assets"
        legend={text('factFind.sections.assets')}
        rows={value.assets}
        onChange={(assets) => onChange({ ...value, assets })}
        newRow={() => ({ ...assetSchema.parse({}), owner: newOwner(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.asset', { n }),
          add: text('factFind.sections.addAsset'),
          remove: (n) => text('factFind.sections.removeAsset', { n }),
          empty: text('factFind.sections.assetsEmpty'),
        }}
        renderRow={(row, at, update) => <AssetFields at={at} value={row} onChange={update} />}
      />
      <RowList
        pointer="/liabilities"
        legend={text('factFind.sections.liabilities')}
        rows={value.liabilities}
        onChange={(liabilities) => onChange({ ...value, liabilities })}
        newRow={() => ({ ...liabilitySchema.parse({}), source: newOwner(includePartner) })}
        nouns={{
          row: (n) => text('factFind.sections.liability', { n }),
          add: text('factFind.sections.addLiability'),
          remove: (n) => text('factFind.sections.removeLiability', { n }),
          empty: text('factFind.sections.liabilitiesEmpty'),
        }}
        renderRow={(row, at, update) => <LiabilityFields at={at} value={row} onChange={update} />}
      />
    </>
  );
}
