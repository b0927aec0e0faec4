import type { Page } from 'playwright-core';

/*
 * The financial planning health check's questions as the client reads them, for the journeys that answer it
 * (its own, and the Online Advice Request's).
 */

/** Ticks one answer in the group (fieldset) the question or answer names. */
export async function choose(page: Page, group: string, answer: string): Promise<void> {
  await page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: answer, exact: true }).check();
}

export const idealParts = [
  'Your income',
  'Your capital: savings and investments',
  'Your work',
  'How you spend your money',
  'How you spend your time',
  'Your retirement, or your plans for it',
];

/** The tax-planning questions, each answered with its first option (A). */
export const taxQuestions = [
  'Is all the interest on your savings outside ISAs within your personal savings allowance?',
  'Are the dividends you receive outside ISAs and pensions within the £500 dividend allowance?',
  'Do you expect gains of more than £3,000 this tax year from selling investments, a second property or other assets?',
  'Are you paying as much into your pension as you can afford and tax relief allows?',
  'Is your partner paying as much into their pension as they can afford and tax relief allows?',
  'When do you expect to start taking money from your pensions?',
  'What is everything you own worth in total, including your home, savings, investments and pensions?',
  'Have you used your £3,000 annual gift exemption this tax year?',
  'Do you have a will that you have reviewed in the last 3 years?',
  'Have you received an inheritance in the last 2 years, or do you expect one?',
  'If you died tomorrow, are you confident your wishes would be carried out and your family would know what to do?',
  'If you lost mental capacity, could someone you trust legally act for you?',
];
