import { AppError, onboardingMessages, type RegistrationBody } from '@advice/domain';
import type { OfferedAdviser, OnboardingPractice } from './onboarding.queries.ts';

function refuse(detail: string, pointer: string): AppError {
  return new AppError('request.invalid', { detail, pointer });
}

export const captchaFailed = () => refuse(onboardingMessages['onboarding.captchaFailed'], '/metadata/captcha');

/**
 * The rules that depend on the practice, which the shared schema cannot know: the disclosure it
 * shows, the advisers, currencies and topics it offers. A hand-made request is refused here.
 */
export function checkPracticeRules(
  body: RegistrationBody,
  practice: OnboardingPractice,
  offered: OfferedAdviser[],
  hasDisclosureStep: boolean,
): void {
  if (hasDisclosureStep && !body.metadata.disclosure_checked) {
    throw refuse(onboardingMessages['onboarding.disclosureRequired'], '/metadata/disclosure_checked');
  }
  const adviserId = body.client.preferred_adviser_id;
  if (adviserId !== null && !offered.some((adviser) => adviser.id === adviserId)) {
    throw refuse(onboardingMessages['onboarding.preferredAdviserUnknown'], '/client/preferred_adviser_id');
  }
  const currencies: readonly string[] = practice.settings.general.currencies;
  for (const field of ['initial_investment_currency', 'monthly_contribution_currency'] as const) {
    const currency = body.case[field];
    if (currency !== null && !currencies.includes(currency))
      throw refuse(onboardingMessages['onboarding.currencyUnknown'], `/case/${field}`);
  }
  const topics = practice.settings['requesting-advice'].financialPlanningTopics;
  const unknown = body.case.topics.findIndex((topic) => !topics.includes(topic));
  if (unknown >= 0) throw refuse(onboardingMessages['onboarding.topicUnknown'], `/case/topics/${unknown}`);
}
