import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { inspectAtBothWidths } from './browser.ts';

/** What a visitor answers in the sign-up wizard; steps the flow skips are left out. */
export type WizardAnswers = {
  firstName?: string;
  lastName?: string;
  dateOfBirth: string;
  topics?: string[];
  initialInvestment?: string;
  monthlyContribution?: string;
  currency?: string;
  duration: string;
  highInterestDebt: 'Yes' | 'No';
  cashReserves: 'Yes' | 'No';
  /** An adviser's full name or 'No preference', when the PreferredAdviser step shows. */
  adviser?: string;
  /** Tick the disclosure once its PDF has loaded, when the Disclosure step shows. */
  disclosure?: boolean;
  disclosureTitle?: string;
  /** Left as the invitation's when absent. */
  email?: string;
  password: string;
  phone: string;
  city: string;
};

const serverWait = { timeout: 15_000 };

/** The step on screen: its heading, which the wizard focuses on arrival. */
async function expectStep(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor(serverWait);
}

async function continueFrom(page: Page, shots: string | null, name: string): Promise<void> {
  if (shots) await inspectAtBothWidths(page, `${shots}-${name}`);
  await page.locator('.wizard-step__continue').click();
}

/**
 * Answers every step from Consents to Contact and registers; `steps` lists the step headings the
 * flow must show, in order, so a test sees exactly the path the step machine chose.
 * With `shots`, each step is checked with axe and kept as a screenshot at both widths; `stopAt` leaves
 * the visitor on that step with nothing typed in it.
 */
export async function answerWizard(
  page: Page,
  answers: WizardAnswers,
  shots: string | null = null,
  options: { stopAt?: 'Contribution' | 'Contact' } = {},
): Promise<string[]> {
  const seen: string[] = [];
  const heading = async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  await expectStep(page, 'Your personal data');
  seen.push(await heading());
  await page.getByRole('checkbox', { name: /store and use my personal data/u }).check();
  await continueFrom(page, shots, 'consents');

  if (answers.firstName !== undefined) {
    await expectStep(page, 'Your first name');
    seen.push(await heading());
    await page.getByLabel('First name').fill(answers.firstName);
    await continueFrom(page, shots, 'first-name');
    await expectStep(page, 'Your last name');
    seen.push(await heading());
    await page.getByLabel('Last name').fill(answers.lastName ?? '');
    await continueFrom(page, shots, 'last-name');
  }

  await expectStep(page, 'Your date of birth');
  seen.push(await heading());
  await page.getByLabel('Date of birth').fill(answers.dateOfBirth);
  await continueFrom(page, shots, 'age');

  await expectStep(page, 'Other financial needs');
  seen.push(await heading());
  for (const topic of answers.topics ?? []) await page.getByRole('checkbox', { name: topic }).check();
  await continueFrom(page, shots, 'needs');

  await expectStep(page, 'Your investment');
  seen.push(await heading());
  if (options.stopAt === 'Contribution') return seen;
  if (answers.initialInvestment) await page.getByLabel('Initial investment').fill(answers.initialInvestment);
  if (answers.monthlyContribution) await page.getByLabel('Monthly contribution').fill(answers.monthlyContribution);
  if (answers.currency) await page.getByLabel('Currency').selectOption(answers.currency);
  await page.getByLabel('Investment duration in years').fill(answers.duration);
  await continueFrom(page, shots, 'contribution');

  await expectStep(page, 'High-interest debt');
  seen.push(await heading());
  await page.getByRole('radio', { name: answers.highInterestDebt }).check();
  await continueFrom(page, shots, 'debt');

  await expectStep(page, 'Cash reserves');
  seen.push(await heading());
  await page.getByRole('radio', { name: answers.cashReserves }).check();
  await continueFrom(page, shots, 'cash');

  if (answers.adviser) {
    await expectStep(page, 'Your adviser');
    seen.push(await heading());
    await page.getByRole('radio', { name: new RegExp(answers.adviser, 'u') }).check();
    await continueFrom(page, shots, 'adviser');
  }

  if (answers.disclosure) {
    // The step is titled with the practice's document, e.g. 'Client agreement'.
    await expectStep(page, answers.disclosureTitle ?? /./u);
    seen.push(await heading());
    const tick = page.getByRole('checkbox', { name: 'I have read and understood the disclosure document' });
    await expect.poll(() => tick.isEnabled(), serverWait).toBe(true);
    await tick.check();
    await continueFrom(page, shots, 'disclosure');
  }

  await expectStep(page, 'Your contact details');
  seen.push(await heading());
  if (options.stopAt === 'Contact') return seen;
  if (answers.email !== undefined) await page.getByLabel('E-mail').fill(answers.email);
  await page.getByLabel('Password', { exact: true }).fill(answers.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(answers.password);
  await page.getByLabel('Phone').fill(answers.phone);
  await page.getByLabel('City').fill(answers.city);
  await solveCaptcha(page);
  if (shots) await inspectAtBothWidths(page, `${shots}-contact`);
  await page.getByRole('button', { name: 'Register' }).click();
  return seen;
}

/** Ticks the ALTCHA check and waits for its proof of work (the journeys' server asks for very little). */
export async function solveCaptcha(page: Page): Promise<void> {
  // The widget draws its own box over the native checkbox, so a person (and this test) clicks its label.
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect.poll(() => page.locator('altcha-widget [data-state="verified"]').count(), serverWait).toBeGreaterThan(0);
}

/** A date of birth `years` ago today, as the date field takes it. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Presses Tab until `target` has the keyboard focus, as a keyboard user moves to it; fails after `maxTabs`. */
export async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let presses = 0; presses <= maxTabs; presses += 1) {
    // :focus also matches inside a custom element's shadow root, where document.activeElement is the host.
    if (await target.evaluate((element) => element.matches(':focus'), undefined, { timeout: 5_000 })) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${maxTabs} presses of Tab did not reach ${target}`);
}

/** The element that has the keyboard focus, as a person would name it: its tag and accessible label or text. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    const label = element instanceof HTMLInputElement && element.labels?.[0] ? element.labels[0].textContent : element.textContent;
    return `${element.tagName.toLowerCase()} ${(label ?? '').trim().replace(/\s+/gu, ' ')}`;
  });
}
