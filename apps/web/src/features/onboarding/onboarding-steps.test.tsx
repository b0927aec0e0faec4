import { initialAnswers, type OnboardingAnswers, type OnboardingStep } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { type RegistrationSummary, wizardStorageKey } from './onboarding.answers.ts';
import {
  advisers,
  clickContinue,
  heading,
  onboardingContext,
  pdfViewer,
  renderWizard,
  solveCaptcha,
  stubServer,
  type,
} from './onboarding.test-server.tsx';

vi.mock('altcha', () => ({}));
vi.mock('../../ui/pdf-viewer/pdf-viewer.tsx', async () => ({ PdfViewer: (await import('./onboarding.test-server.tsx')).PdfViewerDouble }));

const adult: Partial<OnboardingAnswers> = { firstName: 'Ada', lastName: 'Lovelace', personalDataConsent: true, dateOfBirth: '1980-04-21' };

/** Opens the wizard at a step, as a reload would after answering the steps before it. */
function openAt(step: OnboardingStep, answers: Partial<OnboardingAnswers> = {}, registration: RegistrationSummary | null = null) {
  window.sessionStorage.setItem(
    wizardStorageKey(window.location.host, null),
    JSON.stringify({ step, answers: { ...initialAnswers(), ...adult, ...answers }, registration }),
  );
  renderWizard();
}

function fieldError(label: string | RegExp): string | null {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('ui-field__error'))?.textContent ?? null;
}

describe('onboarding steps', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie.
    document.cookie = 'csrf_token=token-123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('Consents cannot continue unticked, and links the practice privacy policy', async () => {
    stubServer({ context: onboardingContext() });
    openAt('Consents', { personalDataConsent: false });
    await heading('Your personal data');
    expect(screen.getByRole('link', { name: /Read the privacy policy/ }).getAttribute('href')).toBe('https://demo.example/privacy');
    clickContinue();
    expect(await screen.findByText('Please agree to the use of your personal data to continue')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your personal data');
  });

  it.each([
    ['HighInterestDebt', 'High-interest debt'],
    ['CashReserves', 'Cash reserves'],
  ] as const)('%s cannot continue unanswered', async (step, title) => {
    stubServer({ context: onboardingContext() });
    openAt(step);
    await heading(title);
    expect(screen.getByRole('group', { name: /Do you have/ })).toBeTruthy();
    clickContinue();
    expect(await screen.findByText('Choose an answer to continue')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    clickContinue();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(title));
  });

  it('Age: under 18 shows the min18age modal, disables Continue, and its accept leaves for the root route', async () => {
    stubServer({ context: onboardingContext() });
    openAt('Age', { dateOfBirth: '' });
    await heading('Your date of birth');
    const lastYear = new Date().getFullYear() - 1;
    type('Date of birth', `${lastYear}-01-15`);
    clickContinue();
    const dialog = await screen.findByRole('dialog', { name: 'You need to be 18 or over' });
    expect(dialog.textContent).toContain('You need to be at least 18 years old to register.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue', hidden: true }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK, take me to the homepage' }));
    expect(await heading('Root route')).toBeTruthy();
    expect(window.sessionStorage.getItem(wizardStorageKey(window.location.host, null))).toBeNull();
  });

  it('Age: an invalid or a future date shows its error once touched', async () => {
    stubServer({ context: onboardingContext() });
    openAt('Age', { dateOfBirth: '' });
    await heading('Your date of birth');
    type('Date of birth', `${new Date().getFullYear() + 1}-01-15`);
    await waitFor(() => expect(fieldError('Date of birth')).toBe('The date of birth must be in the past'));
    type('Date of birth', '');
    await waitFor(() => expect(fieldError('Date of birth')).toBe('This field is required'));
  });

  it('Contribution: digit limits, whole amounts, currency only with an amount, duration bounds', async () => {
    stubServer({ context: onboardingContext({ min_duration: 7 }) });
    openAt('Contribution');
    await heading('Your investment');
    type('Initial investment', '1234567890123456');
    type('Monthly contribution', '12.50');
    type('Investment duration in years', '6');
    clickContinue();
    await waitFor(() => expect(fieldError('Initial investment')).toBe('Enter at most 15 digits'));
    expect(fieldError('Monthly contribution')).toBe('Enter a whole amount without pence, like 25,000');
    expect(fieldError('Investment duration in years')).toBe('Enter a whole number of years between 7 and 100');

    type('Initial investment', '250000');
    expect(screen.getByLabelText<HTMLInputElement>('Initial investment').value).toBe('250,000');
    type('Monthly contribution', '123456789');
    type('Investment duration in years', '101');
    clickContinue();
    await waitFor(() => expect(fieldError('Monthly contribution')).toBe('Enter at most 8 digits'));
    expect(fieldError('Currency')).toBe('Choose the currency of the amount');
    expect(fieldError('Investment duration in years')).toBe('Enter a whole number of years between 7 and 100');

    type('Initial investment', '');
    type('Monthly contribution', '');
    type('Investment duration in years', '');
    clickContinue();
    await waitFor(() => expect(fieldError('Investment duration in years')).toBe('This field is required'));
    expect(fieldError('Currency')).toBeNull();
    type('Investment duration in years', '7');
    clickContinue();
    expect(await heading('High-interest debt')).toBeTruthy();
  });

  it('OtherFinancialNeeds says so when the practice has no topics, and continues', async () => {
    stubServer({ context: onboardingContext({ topics: [] }) });
    openAt('OtherFinancialNeeds');
    await heading('Other financial needs');
    expect(screen.getByText(/Demo Practice has no other topics to choose from yet/)).toBeTruthy();
    clickContinue();
    expect(await heading('Your investment')).toBeTruthy();
  });

  it('Contact: the checklist follows the password; a refused registration shows the error by its field and resets the captcha', async () => {
    stubServer({
      context: onboardingContext(),
      registrations: [
        json(400, {
          errors: [
            {
              status: '400',
              code: 'request.invalid',
              title: 'Invalid request',
              detail: 'Enter a phone number using digits, spaces and +',
              source: { pointer: '/user/phone' },
            },
          ],
        }),
      ],
    });
    openAt('Contact', { investmentDuration: '10', highInterestDebt: 'no', cashReserve: 'no' });
    await heading('Your contact details');
    const checklist = () => [...document.querySelectorAll('.ui-checklist__item')].map((item) => item.getAttribute('data-met'));
    expect(checklist().every((met) => met === 'false')).toBe(true);
    type('Password', 'abc');
    // At least 10, at most 32, no triple, lowercase, uppercase, digit, special, no spaces.
    expect(checklist()).toEqual(['false', 'true', 'true', 'true', 'false', 'false', 'false', 'true']);

    clickContinue('Register');
    expect(await screen.findByText('Please complete the check that you are not a robot')).toBeTruthy();

    type('E-mail', 'taken@example.com');
    type('Password', 'Analytical-Engine1');
    type('Confirm password', 'Analytical-Engine1');
    type(/^Phone/, '020 7946 0000');
    const widget = solveCaptcha();
    clickContinue('Register');
    await waitFor(() => expect(fieldError(/^Phone/)).toBe('Enter a phone number using digits, spaces and +'));
    expect(widget.reset).toHaveBeenCalled();
    expect(screen.getByText('Your registration was not sent. Check the messages and try again.')).toBeTruthy();
    clickContinue('Register');
    expect(await screen.findByText('Please complete the check that you are not a robot')).toBeTruthy();
  });

  it('Contact: mismatched passwords and a too-long city are told how to fix them, in the catalogue’s words', async () => {
    stubServer({ context: onboardingContext(), registrations: [] });
    openAt('Contact', { investmentDuration: '10', highInterestDebt: 'no', cashReserve: 'no' });
    await heading('Your contact details');
    type('E-mail', 'ada@example.com');
    type('Password', 'Analytical-Engine1');
    type('Confirm password', 'Analytical-Engine2');
    type(/^Phone/, '020 7946 0000');
    type('City', 'L'.repeat(150));
    solveCaptcha();
    clickContinue('Register');
    await waitFor(() => expect(fieldError('City')).toBe('Use 100 characters or fewer'));
    type('City', 'London');
    clickContinue('Register');
    await waitFor(() => expect(fieldError('Confirm password')).toBe('The passwords do not match. Type the same password twice.'));
  });

  it('PreferredAdviser: "No preference" registers with a null preferred_adviser_id, even after choosing an adviser first', async () => {
    const sent = stubServer({
      context: onboardingContext({ preferred_advisers_enabled: true }),
      registrations: [
        json(201, {
          data: {
            email: 'ada@example.com',
            signed_in: false,
            registration_token: 'r'.repeat(32),
            message: 'Sent',
          },
        }),
      ],
    });
    openAt('PreferredAdviser', { investmentDuration: '10', highInterestDebt: 'no', cashReserve: 'yes' });
    await heading('Your adviser');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(advisers[0]?.full_name ?? '') }));
    fireEvent.click(screen.getByRole('radio', { name: /No preference/ }));
    clickContinue();
    await heading('Your contact details');
    type('E-mail', 'ada@example.com');
    type('Password', 'Analytical-Engine1');
    type('Confirm password', 'Analytical-Engine1');
    type(/^Phone/, '020 7946 0000');
    solveCaptcha();
    clickContinue('Register');
    expect(await heading('Check your e-mail')).toBeTruthy();
    const registration = sent.find((request) => request.url === '/api/v1/onboarding/registrations')?.body as { client: object };
    expect(registration.client).toEqual({ date_of_birth: '1980-04-21', city: '', preferred_adviser_id: null });
  });

  it('Disclosure: the confirmation stays disabled, and Continue refuses, until the PDF viewer reports it has loaded', async () => {
    const disclosure = { title: 'Our services and costs', summary: 'How we are paid.', url: '/files/disclosure.pdf' };
    stubServer({ context: onboardingContext({ disclosure }) });
    openAt('Disclosure', { investmentDuration: '10', highInterestDebt: 'no', cashReserve: 'yes' });
    await heading('Our services and costs');
    expect(await screen.findByText('PDF: Our services and costs')).toBeTruthy();
    const read = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and understood the disclosure document' });
    expect(read.disabled).toBe(true);
    expect(screen.getByText('You can confirm once the document has loaded.')).toBeTruthy();
    clickContinue();
    expect(await screen.findByText('Please confirm you have read the disclosure document')).toBeTruthy();
    // Time alone does not enable it: only the viewer's report does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.disabled).toBe(true);

    pdfViewer.load();
    await waitFor(() => expect(read.disabled).toBe(false));
    expect(screen.queryByText('You can confirm once the document has loaded.')).toBeNull();
    fireEvent.click(read);
    clickContinue();
    expect(await heading('Your contact details')).toBeTruthy();
  });

  it('Disclosure: a PDF that fails to load keeps the confirmation disabled and offers the download', async () => {
    const disclosure = { title: 'Our services and costs', summary: 'How we are paid.', url: '/files/disclosure.pdf' };
    stubServer({ context: onboardingContext({ disclosure }) });
    openAt('Disclosure', { investmentDuration: '10', highInterestDebt: 'no', cashReserve: 'yes' });
    await screen.findByText('PDF: Our services and costs');
    pdfViewer.fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The document could not be shown.');
    expect(screen.getByRole('link', { name: 'Download the disclosure document' }).getAttribute('href')).toBe('/files/disclosure.pdf');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and understood the disclosure document' }).disabled).toBe(
      true,
    );
  });

  it('ResendEmail: resends, and the edit form sends to a new address; cancelling clears it', async () => {
    const sent = stubServer({
      context: onboardingContext(),
      resend: [
        json(200, { data: { message: 'Sent', email: 'ada@example.com' } }),
        json(200, { data: { message: 'Sent', email: 'ada@new.example' } }),
      ],
    });
    const summary: RegistrationSummary = {
      ...initialAnswers(),
      ...adult,
      registrationToken: 't'.repeat(32),
      email: 'ada@example.com',
      phone: '020 7946 0000',
      city: 'London',
      topics: ['Pensions'],
      initialInvestment: '25,000',
      monthlyContribution: '',
      currency: 'GBP',
      investmentDuration: '10',
    } as RegistrationSummary;
    openAt('ResendEmail', {}, summary);
    await heading('Check your e-mail');
    expect(screen.getByText('GBP 25,000 now, 0 a month, for 10 years')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(sent.filter((r) => r.url === '/api/v1/onboarding/resend-confirmation')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    type('New e-mail address', 'ada@new.example');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    expect(screen.getByLabelText<HTMLInputElement>('New e-mail address').value).toBe('');
    type('New e-mail address', 'ada@new.example');
    clickContinue('Send to this address');
    expect(await screen.findByText(/We sent a link to ada@new.example/)).toBeTruthy();
    expect(sent.filter((r) => r.url === '/api/v1/onboarding/resend-confirmation').map((r) => r.body)).toEqual([
      { registration_token: 't'.repeat(32), email: 'ada@example.com' },
      { registration_token: 't'.repeat(32), email: 'ada@example.com', new_email: 'ada@new.example' },
    ]);
  });
});
