import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContexts,
  createClientOfAdviser,
  findUserId,
  inspectAtBothWidths,
  newContext,
  openNewestMail,
  sharedBrowser,
  signedInPage,
  signIn,
  urlFor,
  waitForQuietNetwork,
} from '../support/browser.ts';
import { choose as chooseAnswer, idealParts, taxQuestions } from '../support/financial-planning.ts';
import { answerWizard, yearsAgo } from '../support/onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(() => closeContexts(browser));

const stamp = Date.now().toString(36);
const serverWait = { timeout: 15_000 };
const email = `olivia.${stamp}@example.test`;
const password = 'Advice-Journey-2026!';

/** Calls the API from the page and answers the response's data, failing on a refusal. */
async function callApiFor<T>(page: Page, method: string, pathname: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, pathname, body }) => {
      const csrf = /(?:^|; )csrf_token=([^;]+)/u.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/v1${pathname}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, pathname, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${pathname} answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
}

/** Opens a section of the request from its page, by the section's link. */
async function openSection(page: Page, caseUrl: string, section: string): Promise<void> {
  await page.goto(caseUrl);
  await page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();
}

/** Waits for the case page to show where the request stands, then checks and keeps it at both widths. */
async function inspectCase(page: Page, caseUrl: string, standing: string, name: string): Promise<void> {
  const settled = waitForQuietNetwork(page);
  await page.goto(caseUrl);
  await settled;
  await page.getByText(standing, { exact: true }).first().waitFor(serverWait);
  await inspectAtBothWidths(page, name);
}

async function answerRiskAssessment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Begin' }).click();
  for (let number = 1; number <= 12; number += 1) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${number} of 12`, 'u') });
    await group.waitFor(serverWait);
    await group.getByRole('radio').nth(2).check();
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/risk-assessments'));
    await page.getByRole('button', { name: number === 12 ? 'Review your answers' : 'Next', exact: true }).click();
    expect((await saved).status()).toBe(200);
  }
  await page.getByRole('button', { name: 'See my risk score' }).click();
  await page.getByRole('heading', { name: 'Your attitude to risk' }).waitFor(serverWait);
}

/** Saves the fact-find section on screen and waits for the server's yes. */
async function saveFactFindSection(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/fact-find/sections/'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.locator('.fact-find-section__status').textContent()).toBe('');
}

const factFindSections = [
  'Occupation and earnings',
  'Assets and liabilities',
  'Tax and residence',
  'Investment and tax planning',
  'Health',
  'Protection',
  'Planning objectives',
  'Recent life events',
  'Additional comments',
];

async function completeFactFind(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor(serverWait);
  const you = page.getByRole('group', { name: 'Client', exact: true });
  await you.getByLabel('Title').fill('Ms');
  await you.getByLabel('First name').fill('Olivia');
  await you.getByLabel('Last name').fill('Ashcombe');
  await saveFactFindSection(page);
  for (const section of factFindSections) {
    await page.getByRole('link', { name: `Next: ${section}` }).click();
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
    await saveFactFindSection(page);
  }
  await page.getByText('10 of 10 sections complete').first().waitFor(serverWait);
}

async function completeTaxHealthCheckWithPartner(page: Page): Promise<void> {
  const saveAndContinue = async () => {
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/financial-audits'));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);
  };
  await page.getByRole('link', { name: 'Start the Tax Health Check' }).click();
  const prompt = page.getByRole('group', { name: 'Will you complete this Tax Health Check alone, or with your partner?' });
  await prompt.getByRole('radio', { name: 'With my partner' }).check();
  await saveAndContinue();
  const progress = page.locator('.thc-step-number');
  await progress.waitFor(serverWait);
  const total = Number((await progress.textContent())?.match(/of (\d+)/u)?.[1]);
  expect(total).toBe(24);
  for (let number = 1; number <= total; number += 1) {
    await expect.poll(() => progress.textContent()).toBe(`Question ${number} of ${total}`);
    await page.locator('.thc-options input').first().check();
    await saveAndContinue();
  }
  await page.getByRole('button', { name: 'Complete the Tax Health Check' }).click();
  await page.getByText('This Tax Health Check was completed with the partner.').waitFor(serverWait);
}

async function completeHealthCheck(page: Page): Promise<void> {
  const choose = (group: string, answer: string) => chooseAnswer(page, group, answer);
  await page.getByText('Question 1 of 8').waitFor(serverWait);
  for (const part of idealParts) await choose(part, 'Yes');
  await page.getByLabel('Capital needed').fill('900000');
  await page.getByLabel('Income needed each year').fill('50000');
  await choose('Have you checked in the last 12 months that you pay no more tax than you need to?', 'Yes');
  await choose('Are you happy with how your assets would pass to the people you choose when you die?', 'Yes');
  await choose('Have you arranged for your affairs to be looked after if you could not manage them yourself?', 'No');
  await choose('Would the people who depend on you be provided for if you died or could no longer work?', 'Yes');
  await page.getByRole('textbox', { name: 'One word', exact: true }).fill('Curious');
  await choose('Since your last review, has your confidence about your financial future changed?', 'It has increased');
  // The tax-planning set, each question with its first option (A).
  for (const question of taxQuestions) await page.getByRole('group', { name: question, exact: true }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Complete the health check' }).click();
  await page.getByText('Health check complete').first().waitFor(serverWait);
}

async function keepGoals(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'No goals yet' }).waitFor(serverWait);
  await page.getByRole('button', { name: 'Add a goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a goal' });
  await dialog.getByLabel('Name of the goal').fill('Help with a first home');
  await dialog.getByLabel('Amount').fill('40000');
  await dialog.getByLabel('In how many years').fill('6');
  await dialog.getByRole('button', { name: 'Save the goal' }).click();
  await page.getByRole('heading', { name: 'Help with a first home', exact: true }).waitFor(serverWait);
  await page.getByRole('button', { name: 'These are my goals' }).click();
  await page.getByText('This section of the request is complete', { exact: false }).waitFor(serverWait);
}

/** Submits from the case's submit page, after confirming. */
async function submitRequest(page: Page, caseUrl: string): Promise<void> {
  await page.goto(caseUrl);
  await page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: 'Review and submit' }).click();
  await page.getByText('Every section is complete: the case is ready to submit.').waitFor(serverWait);
  await page.getByRole('button', { name: 'Submit the case' }).click();
  await page.getByRole('dialog', { name: 'Submit?' }).getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL(caseUrl, serverWait);
  await page.getByText('Submitted', { exact: true }).first().waitFor(serverWait);
}

/** The adviser's decision on the review page, confirmed in its dialog (with the note when sending back). */
async function decide(adviser: Page, action: 'Send back to the client' | 'Complete', note?: string): Promise<void> {
  await adviser.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = adviser.getByRole('dialog', { name: `${action}?` });
  if (note) await dialog.getByLabel('Note for the client').fill(note);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...serverWait });
}

describe('the Online Advice Request, from sign-up to a completed case', () => {
  it('a visitor signs up, completes all five sections and submits; the adviser sends it back; the client changes an answer; the adviser completes it', async () => {
    // A visitor signs up at /request-a-meeting, which makes their Online Advice Request, and confirms from the mailbox.
    const context = await newContext(browser);
    const client = await context.newPage();
    await client.goto(urlFor('/request-a-meeting'));
    await client.getByRole('button', { name: 'Get started' }).click({ timeout: serverWait.timeout });
    await answerWizard(client, {
      firstName: 'Olivia',
      lastName: 'Ashcombe',
      dateOfBirth: yearsAgo(45),
      initialInvestment: '25000',
      monthlyContribution: '500',
      currency: 'GBP',
      duration: '10',
      highInterestDebt: 'No',
      cashReserves: 'Yes',
      email,
      password,
      phone: '+44 20 7946 0303',
      city: 'Bath',
    });
    await client.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor(serverWait);
    await openNewestMail(client, email, 'Confirm your e-mail for Demo Practice', 'oar-confirmation-mail');
    await client
      .getByRole('article')
      .getByRole('link', { name: /confirmation_token=/u })
      .click();
    await client.getByRole('button', { name: /Confirm e-mail/u }).click();
    await client.waitForURL('**/users/sign_in', serverWait);
    await signIn(client, email, password);
    await client.waitForURL('**/client', serverWait);
    await client.getByRole('button', { name: 'Necessary only' }).click();

    // The director gives the new client to an adviser, who will review the request.
    const clientId = await findUserId(email);
    const director = await signedInPage(browser, 'director@demo.test');
    await callApiFor(director, 'POST', `/clients/${clientId}/assign`, { adviser_id: await findUserId('adviser@demo.test') });
    await director.context().close();

    // The request waits on the client, section by section.
    await client.goto(urlFor('/client-cases'));
    await client.getByRole('link', { name: 'Online Advice Request' }).first().click();
    await client.waitForURL(/\/client-cases\/[0-9a-f-]{36}$/u, serverWait);
    const caseUrl = client.url();
    const caseId = new URL(caseUrl).pathname.split('/')[2] ?? '';
    await inspectCase(client, caseUrl, '0 of 5 sections complete', 'oar-case-new');

    await openSection(client, caseUrl, 'Risk tolerance');
    await answerRiskAssessment(client);
    await openSection(client, caseUrl, 'Fact find');
    await completeFactFind(client);
    await inspectCase(client, caseUrl, '2 of 5 sections complete', 'oar-case-in-progress');
    // The client's home says what is left and leads on to the next section.
    await client.goto(urlFor('/client'));
    await client.getByRole('link', { name: 'Continue: Tax health check' }).waitFor(serverWait);
    await waitForQuietNetwork(client);
    await inspectAtBothWidths(client, 'oar-home-client');
    await openSection(client, caseUrl, 'Tax health check');
    await completeTaxHealthCheckWithPartner(client);
    await openSection(client, caseUrl, 'Financial planning health check');
    await completeHealthCheck(client);
    await openSection(client, caseUrl, 'Financial planning goals');
    await keepGoals(client);
    await inspectCase(client, caseUrl, 'Every section is complete', 'oar-case-ready');
    await submitRequest(client, caseUrl);
    await inspectCase(client, caseUrl, 'Submitted', 'oar-case-submitted');

    // The adviser reviews it on one page and sends it back with a note.
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    // The adviser's home lists the submitted request, leading to its review.
    await adviser.goto(urlFor('/adviser'));
    await adviser
      .getByRole('region', { name: 'Requests for advice to review' })
      .locator(`a[href="/clients/${clientId}/cases/${caseId}/review"]`)
      .waitFor(serverWait);
    await waitForQuietNetwork(adviser);
    await inspectAtBothWidths(adviser, 'oar-home-adviser');
    await adviser.goto(urlFor(`/clients/${clientId}/cases/${caseId}`));
    await adviser.getByRole('link', { name: 'Review the request' }).click();
    await adviser.getByRole('heading', { level: 1, name: 'Review the request' }).waitFor(serverWait);
    await adviser.getByText('This is the client’s first request: there is nothing earlier to compare it with.').waitFor(serverWait);
    await adviser.getByText(/^Tax year \d{4}\/\d{2}, completed with the partner\.$/u).waitFor(serverWait);
    await waitForQuietNetwork(adviser);
    await inspectAtBothWidths(adviser, 'oar-review-first');
    const note = 'Please give your title as you would like us to write to you: is it Dr rather than Ms?';
    await decide(adviser, 'Send back to the client', note);
    await adviser.getByText('Sent back to the client with this note').waitFor(serverWait);

    // The client reads the note, changes one answer and submits again.
    await inspectCase(client, caseUrl, 'Your adviser sent your request back to you', 'oar-case-sent-back');
    await client.getByText(note).waitFor();
    await openSection(client, caseUrl, 'Fact find');
    await client.getByRole('heading', { level: 2, name: 'Personal details' }).waitFor(serverWait);
    await client.getByRole('group', { name: 'Client', exact: true }).getByLabel('Title').fill('Dr');
    await saveFactFindSection(client);
    await submitRequest(client, caseUrl);

    // The adviser sees the change since the request was sent back, and completes the case.
    await adviser.goto(urlFor(`/clients/${clientId}/cases/${caseId}/review`));
    const changes = adviser.getByRole('region', { name: 'What changed since the last request' });
    await changes.getByText('Fact find: 1 change').waitFor(serverWait);
    await changes.getByText('Client: title').waitFor();
    expect(await changes.locator('.case-changes__before').first().innerText()).toContain('Ms');
    expect(await changes.locator('.case-changes__after').first().innerText()).toContain('Dr');
    await waitForQuietNetwork(adviser);
    await inspectAtBothWidths(adviser, 'oar-review-resubmitted');
    await decide(adviser, 'Complete');
    await adviser.getByText('You completed the review on', { exact: false }).waitFor(serverWait);

    await inspectCase(client, caseUrl, 'Completed', 'oar-case-completed');
    await client.getByText('Your adviser completed the review of your request', { exact: false }).waitFor();
    await adviser.context().close();
    await context.close();
  });

  it('a client answers a review questionnaire from their questionnaires page, in words too, with last time’s answers beside each question', async () => {
    const client = await createClientOfAdviser({ first: 'Quentin', last: 'Marlowe', email: `quentin.questionnaire.${stamp}@demo.test` });
    const adviser = await signedInPage(browser, 'adviser@demo.test');
    const questions = [
      { text: 'Has your income changed since your last review?', options: ['Yes', 'No'] },
      { text: 'What matters most to you this year?', kind: 'text' },
    ];
    const send = async (name: string) => {
      const created = await callApiFor<{ id: string; version: number; questions: { id: string; options: { id: string }[] }[] }>(
        adviser,
        'POST',
        `/clients/${client.id}/client-cases`,
        { type: 'review_questionnaire_case', name, questions },
      );
      return callApiFor<typeof created>(adviser, 'POST', `/client-cases/${created.id}/send`, { version: created.version });
    };
    // Last year's, answered and submitted.
    const last = await send('Review 2025');
    const quentin = await signedInPage(browser, client.email);
    const [income, words] = last.questions;
    const answered = await callApiFor<{ version: number }>(quentin, 'PUT', `/client-cases/${last.id}/answers`, {
      version: last.version,
      answers: [{ question_id: income?.id, option_ids: [income?.options[1]?.id] }],
      text_answers: [{ question_id: words?.id, text: 'Paying off the mortgage' }],
    });
    await callApiFor(quentin, 'POST', `/client-cases/${last.id}/submit`, { version: answered.version });
    await send('Review 2026');
    await adviser.context().close();

    await quentin.goto(urlFor('/questionnaires'));
    const waiting = quentin.getByRole('region', { name: 'Review questionnaires to answer' });
    await waiting.getByText('0 of 2 questions answered', { exact: false }).waitFor(serverWait);
    await quentin.getByRole('region', { name: 'Answered earlier' }).getByRole('link', { name: 'Review 2025' }).waitFor();
    await inspectAtBothWidths(quentin, 'questionnaires-page');
    await waiting.getByRole('link', { name: 'Answer' }).click();
    const form = quentin.getByRole('region', { name: 'Questions' });
    await form.getByText('Last time:').first().waitFor(serverWait);
    await form
      .getByRole('group', { name: /Has your income changed/u })
      .getByRole('checkbox', { name: 'Yes' })
      .check();
    await form.getByLabel('2. What matters most to you this year?').fill('Helping our daughter buy her first home');
    await inspectAtBothWidths(quentin, 'review-questionnaire-answering');
    await form.getByRole('button', { name: 'Submit answers' }).click();
    await quentin.getByRole('dialog', { name: 'Submit?' }).getByRole('button', { name: 'Submit', exact: true }).click();
    await quentin.getByText('Answered: “Helping our daughter buy her first home”').waitFor(serverWait);
    await quentin.goto(urlFor('/questionnaires'));
    await quentin.getByRole('heading', { name: 'Nothing is waiting on you' }).waitFor(serverWait);
    await quentin.context().close();
  });
});
