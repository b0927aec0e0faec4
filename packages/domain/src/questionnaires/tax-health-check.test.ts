import { describe, expect, it } from 'vitest';
import { taxHealthCheckVersions } from './questionnaires.states.ts';
import {
  applicableQuestions,
  descriptionFor,
  isEveryQuestionAnswered,
  taxHealthCheckContent,
  taxHealthCheckVersionStarts,
  versionForDate,
} from './tax-health-check.ts';
import type { TaxHealthCheckQuestion } from './tax-health-check.types.ts';

describe('the registry of the three versions', () => {
  it.each(taxHealthCheckVersions)('%s: holds its own content, whose tax year is the one a new check takes it from', (version) => {
    const content = taxHealthCheckContent[version];
    expect(content.version).toBe(version);
    expect(content.taxYear.start).toBe(taxHealthCheckVersionStarts[version]);
    expect(versionForDate(content.taxYear.start)).toBe(version);
    expect(versionForDate(content.taxYear.end)).toBe(version);
  });

  it.each(taxHealthCheckVersions)('%s: each question once, every client question with its partner twin after it', (version) => {
    const { questions } = taxHealthCheckContent[version];
    const keys = questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const question of questions.filter((q) => q.person === 'client'))
      expect(keys.indexOf(`${question.key}Partner` as (typeof keys)[number]), `${version} ${question.key}`).toBeGreaterThan(
        keys.indexOf(question.key),
      );
    for (const question of questions.filter((q) => q.person === 'partner')) expect(question.key.endsWith('Partner')).toBe(true);
  });

  it.each(taxHealthCheckVersions)('%s: completed alone with the client’s answers, with the partner only with theirs too', (version) => {
    const content = taxHealthCheckContent[version];
    const first = (questions: TaxHealthCheckQuestion[]) =>
      Object.fromEntries(questions.map((question) => [question.key, [question.options[0]?.letter ?? 'A']]));
    const alone = first(applicableQuestions(content, false));
    expect(isEveryQuestionAnswered(content, false, alone)).toBe(true);
    expect(isEveryQuestionAnswered(content, true, alone)).toBe(false);
    expect(isEveryQuestionAnswered(content, true, first(applicableQuestions(content, true)))).toBe(true);
  });

  it('the current version asks where each person lives; the new and old versions do not', () => {
    const has = (version: 'current' | 'new' | 'old', key: string) => taxHealthCheckContent[version].questions.some((q) => q.key === key);
    expect(has('current', 'CountryOfResidence')).toBe(true);
    expect(has('current', 'CountryOfResidencePartner')).toBe(true);
    expect(has('new', 'CountryOfResidence')).toBe(false);
    expect(has('old', 'CountryOfResidence')).toBe(false);
  });
});

describe('the description that fits the person', () => {
  const income = taxHealthCheckContent.current.questions.find((q) => q.key === 'TaxableIncome');
  const incomePartner = taxHealthCheckContent.current.questions.find((q) => q.key === 'TaxableIncomePartner');
  const basicRate = income?.options.find((option) => option.description2 && option.description3);
  const basicRatePartner = incomePartner?.options.find((option) => option.letter === basicRate?.letter);

  it('a Scottish taxpayer reads description2, someone abroad description3, anyone else the description', () => {
    if (!income || !basicRate) throw new Error('the current version’s income question has the Scottish and abroad variants');
    expect(descriptionFor(income, basicRate, { CountryOfResidence: ['A'] })).toBe(basicRate.description);
    expect(descriptionFor(income, basicRate, {})).toBe(basicRate.description);
    expect(descriptionFor(income, basicRate, { CountryOfResidence: ['D'] })).toBe(basicRate.description2);
    expect(descriptionFor(income, basicRate, { CountryOfResidence: ['E'] })).toBe(basicRate.description3);
  });

  it('the partner’s question follows where the partner lives', () => {
    if (!incomePartner || !basicRatePartner) throw new Error('the partner’s income question');
    expect(descriptionFor(incomePartner, basicRatePartner, { CountryOfResidence: ['D'], CountryOfResidencePartner: ['A'] })).toBe(
      basicRatePartner.description,
    );
    expect(descriptionFor(incomePartner, basicRatePartner, { CountryOfResidencePartner: ['D'] })).toBe(basicRatePartner.description2);
  });
});
