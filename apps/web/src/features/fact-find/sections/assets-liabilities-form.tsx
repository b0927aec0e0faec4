import {
  assetsLiabilitiesSchema,
  assetTypeLabels,
  assetTypes,
  type FactFindSectionAnswers,
  liabilityTypeLabels,
  liabilityTypes,
} from '@advice/domain';
import { CheckboxAnswer, ChoiceSelect, MoneyField, OwnershipField, RowList, TextAnswer, useSectionFields } from '../fact-find-fields.tsx';
import { useSectionText } from './section-text.ts';
import { newOwner, type SectionFormOf, textLimits } from './section-values.ts';

type Answers = FactFindSectionAnswers<'assetsLiabilities'>;
type Asset = Answers['assets'][number];
type Liability = Answers['liabilities'][number];

const assetSchema = assetsLiabilitiesSchema.shape.assets.unwrap().element;
const liabilitySchema = assetsLiabilitiesSchema.shape.liabilities.unwrap().element;
const assetLimits = textLimits(assetSchema.shape);
const liabilityLimits = textLimits(liabilitySchema.shape);

function AssetFields({ at, value, onChange }: { at: string; value: Asset; onChange: (next: Asset) => void }) {
  const text = useSectionText();
  return (
    <>
      <ChoiceSelect
        pointer={`${at}/type`}
        label={text('factFind.field.assetType')}
        choices={assetTypes}
        labels={assetTypeLabels}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
      />
      <MoneyField
        pointer={`${at}/value`}
        label={text('factFind.field.value')}
        value={value.value}
        onChange={(next) => onChange({ ...value, value: next })}
      />
      <TextAnswer
        pointer={`${at}/description`}
        label={text('factFind.field.description')}
        maxLength={assetLimits.description}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
      <TextAnswer
        pointer={`${at}/provider_name`}
        label={text('factFind.field.provider')}
        maxLength={assetLimits.provider_name}
        value={value.provider_name}
        onChange={(provider_name) => onChange({ ...value, provider_name })}
      />
      <TextAnswer
        pointer={`${at}/policy_number`}
        label={text('factFind.field.policyOrAccountNumber')}
        maxLength={assetLimits.policy_number}
        value={value.policy_number}
        onChange={(policy_number) => onChange({ ...value, policy_number })}
      />
      <OwnershipField
        pointer={`${at}/owner`}
        label={text('factFind.field.owner')}
        className="ff-wide"
        value={value.owner}
        onChange={(owner) => onChange({ ...value, owner })}
      />
      <CheckboxAnswer
        pointer={`${at}/transfer_or_review`}
        label={text('factFind.field.transferOrReview')}
        description={text('factFind.field.transferOrReviewHint')}
        className="ff-wide"
        value={value.transfer_or_review}
        onChange={(transfer_or_review) => onChange({ ...value, transfer_or_review })}
      />
    </>
  );
}

function LiabilityFields({ at, value, onChange }: { at: string; value: Liability; onChange: (next: Liability) => void }) {
  const text = useSectionText();
  return (
    <>
      <ChoiceSelect
        pointer={`${at}/type`}
        label={text('factFind.field.liabilityType')}
        choices={liabilityTypes}
        labels={liabilityTypeLabels}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
      />
      <MoneyField
        pointer={`${at}/value`}
        label={text('factFind.field.amountOwed')}
        value={value.value}
        onChange={(next) => onChange({ ...value, value: next })}
      />
      <TextAnswer
        pointer={`${at}/description`}
        label={text('factFind.field.description')}
        maxLength={liabilityLimits.description}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
      <OwnershipField
        pointer={`${at}/source`}
        label={text('factFind.field.owedBy')}
        className="ff-wide"
        value={value.source}
        onChange={(source) => onChange({ ...value, source })}
      />
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
