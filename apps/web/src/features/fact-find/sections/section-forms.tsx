import type { FactFindSection, FactFindSectionInput } from '@advice/domain';
import type { ComponentType } from 'react';
import { SectionFields } from '../fact-find-fields.tsx';
import { AssetsLiabilitiesForm } from './assets-liabilities-form.tsx';
import { AdditionalCommentsForm, PlanningObjectivesForm, RecentLifeEventsForm } from './free-text-forms.tsx';
import { HealthForm } from './health-form.tsx';
import { InvestmentTaxPlanForm } from './investment-tax-plan-form.tsx';
import { OccupationEarningsForm } from './occupation-earnings-form.tsx';
import { PersonalDetailsForm } from './personal-details-form.tsx';
import { ProtectionForm } from './protection-form.tsx';
import type { SectionFormProps } from './section-form.ts';
import { type SectionFormOf, withDefaults } from './section-values.ts';
import { TaxResidenceForm } from './tax-residence-form.tsx';

/**
 * A section's form inside the page's: the draft with every field present, and the errors, read-only
 * state, partner and currencies for its fields. Personal details decide the partner themselves.
 */
function sectionForm<S extends FactFindSection>(section: S, Form: ComponentType<SectionFormOf<S>>): ComponentType<SectionFormProps<S>> {
  function SectionForm({ value, onChange, errors, includePartner, currencies, isReadOnly }: SectionFormProps<S>) {
    const answers = withDefaults(section, value);
    const isPartnerIncluded =
      section === 'personalDetails' ? (answers as SectionFormOf<'personalDetails'>['value']).include_partner : includePartner;
    return (
      <SectionFields section={section} errors={errors} isReadOnly={isReadOnly} includePartner={isPartnerIncluded} currencies={currencies}>
        <div className="ff-form">
          <Form value={answers} onChange={(next) => onChange(next as FactFindSectionInput<S>)} />
        </div>
      </SectionFields>
    );
  }
  SectionForm.displayName = `SectionForm(${section})`;
  return SectionForm;
}

/** Each section's form, by its key: what the fact-find page draws inside its own form and Save button. */
export const sectionForms: { [S in FactFindSection]: ComponentType<SectionFormProps<S>> } = {
  personalDetails: sectionForm('personalDetails', PersonalDetailsForm),
  occupationEarnings: sectionForm('occupationEarnings', OccupationEarningsForm),
  assetsLiabilities: sectionForm('assetsLiabilities', AssetsLiabilitiesForm),
  taxResidence: sectionForm('taxResidence', TaxResidenceForm),
  investmentTaxPlan: sectionForm('investmentTaxPlan', InvestmentTaxPlanForm),
  health: sectionForm('health', HealthForm),
  protection: sectionForm('protection', ProtectionForm),
  planningObjectives: sectionForm('planningObjectives', PlanningObjectivesForm),
  recentLifeEvents: sectionForm('recentLifeEvents', RecentLifeEventsForm),
  additionalComments: sectionForm('additionalComments', AdditionalCommentsForm),
};
