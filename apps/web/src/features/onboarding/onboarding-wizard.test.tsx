import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
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

const registered = { signed_in: false, registration_token: 'r'.repeat(32), message: 'Sent' };

async function answerUpToAge() {
  clickContinue('Get started');
  await heading('Your personal data');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree that Demo Practice may store/ }));
  clickContinue();
  await heading('Your first name');
  type('First name', 'Ada');
  clickContinue();
  await heading('Your last name');
  type('Last name', 'Lovelace');
  clickContinue();
  await heading('Your date of birth');
}

async function answerFromAgeToCash() {
  type('Date of birth', '1980-04-21');
  clickContinue();
  await heading('Other financial needs');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pensions' }));
  clickContinue();
  await heading('Your investment');
  type('Initial investment', '25000');
  expect(screen.getByLabelText<HTMLInputElement>('Initial investment').value).toBe('25,000');
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
  type('Investment duration in years', '10');
  clickContinue();
  await heading('High-interest debt');
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
  clickContinue();
  await heading('Cash reserves');
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  clickContinue();
}

async function fillContact() {
  type('E-mail', 'Ada@Example.com');
  type('Password', 'Analytical-Engine1');
  type('Confirm password', 'Analytical-Engine1');
  type(/^Phone/, '+44 20 7946 0000');
  type('City', 'London');
  return solveCaptcha();
}

describe('onboarding wizard', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie.
    document.cookie = 'csrf_token=token-123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a new visitor through every step, with preferred advisers and disclosure, and registers', async () => {
    const context = onboardingContext({
      preferred_advisers_enabled: true,
      disclosure: { title: 'Our services and costs', summary: 'How we are paid.', url: '/files/disclosure.pdf' },
    });
    const sent = stubServer({ context, registrations: [json(201, { data: { ...registered, email: 'ada@example.com' } })] });
    renderWizard('/request-a-meeting?source=how-it-works');

    expect(await heading('Welcome to Demo Practice')).toBeTruthy();
    expect(screen.getByText('Step 1 of 12')).toBeTruthy();
    await answerUpToAge();
    await answerFromAgeToCash();

    await heading('Your adviser');
    clickContinue();
    expect(await screen.findByText('Choose an adviser, or that you have no preference, to continue')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Amelia Stone/ }));
    clickContinue();

    await heading('Our services and costs');
    expect(await screen.findByText('PDF: Our services and costs')).toBeTruthy();
    const read = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and understood the disclosure document' });
    expect(read.disabled).toBe(true);
    pdfViewer.load();
    await waitFor(() => expect(read.disabled).toBe(false));
    fireEvent.click(read);
    clickContinue();

    await heading('Your contact details');
    expect(screen.getByText('Step 12 of 12')).toBeTruthy();
    await fillContact();
    clickContinue('Register');

    expect(await heading('Check your e-mail')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const registration = sent.find((request) => request.url === '/api/v1/onboarding/registrations');
    expect(registration?.body).toEqual({
      user: {
        email: 'ada@example.com',
        password: 'Analytical-Engine1',
        password_confirmation: 'Analytical-Engine1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        personal_data_consent: true,
        phone: '+44 20 7946 0000',
      },
      client: { date_of_birth: '1980-04-21', city: 'London', preferred_adviser_id: advisers[0]?.id },
      case: {
        type: 'online_advice_request',
        topics: ['Pensions'],
        initial_investment: 25000,
        initial_investment_currency: 'GBP',
        monthly_contribution: 0,
        monthly_contribution_currency: null,
        investment_duration: 10,
        projection_type: 'investments',
      },
      invitation: null,
      metadata: {
        captcha: 'altcha-payload',
        client_advice: 'how-it-works',
        high_interest_debt: false,
        cash_reserve: true,
        disclosure_checked: true,
      },
    });
    // The answers are forgotten once registered; only the summary for ResendEmail is kept, never the password.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Analytical-Engine1');
  });

  it('greets an invited client by name, lets them correct it, skips the name steps and signs them in', async () => {
    const context = onboardingContext({
      preferred_advisers_enabled: true,
      invitation: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        message: 'Looking forward to it.',
        adviser_name: 'Amelia Stone',
      },
    });
    const sent = stubServer({
      context,
      registrations: [json(201, { data: { ...registered, email: 'grace@example.com', signed_in: true } })],
    });
    renderWizard('/request-a-meeting?invitation=invite-token-1234567890');

    expect(await heading('Hello Grace Hopper')).toBeTruthy();
    expect(screen.getByText('A message from Amelia Stone')).toBeTruthy();
    expect(screen.getByText('Looking forward to it.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    type('First name', '');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save name' }).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await heading('Hello Grace Hopper')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit name' }));
    type('Last name', 'Murray Hopper');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save name' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await heading('Hello Grace Murray Hopper')).toBeTruthy();

    clickContinue();
    await heading('Your personal data');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    clickContinue();
    expect(await heading('Your date of birth')).toBeTruthy();
    await answerFromAgeToCash();
    // Invited: no adviser choice even with the feature on.
    await heading('Your contact details');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('grace@example.com');
    type('E-mail', 'grace@example.com');
    await fillContact();
    type('E-mail', 'grace@example.com');
    clickContinue('Register');

    expect(await heading('Root route')).toBeTruthy();
    const body = sent.find((request) => request.url === '/api/v1/onboarding/registrations')?.body;
    expect(body).toMatchObject({
      user: { first_name: 'Grace', last_name: 'Murray Hopper' },
      invitation: { uuid: 'invite-token-1234567890' },
      client: { preferred_adviser_id: null },
      metadata: { client_advice: 'invitation' },
    });
  });

  it('shows why an invitation link cannot be used', async () => {
    stubServer({
      context: json(410, {
        errors: [{ status: '410', code: 'invitation.expired', title: 'Expired', detail: 'This invitation has expired.' }],
      }),
    });
    renderWizard('/request-a-meeting?invitation=expired-token-1234567890');
    expect(await heading('This invitation link cannot be used')).toBeTruthy();
    expect(screen.getByText('This invitation has expired.')).toBeTruthy();
  });

  it('going back resets the answers of the step being left, and mirrors the forward flow', async () => {
    stubServer({ context: onboardingContext() });
    renderWizard();
    await heading('Welcome to Demo Practice');
    await answerUpToAge();
    type('Date of birth', '1980-04-21');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your last name');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your first name');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    clickContinue();
    await heading('Your last name');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('');
    type('Last name', 'Byron');
    clickContinue();
    await heading('Your date of birth');
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('');
  });

  it('keeps the answers and the step when the page is reloaded', async () => {
    stubServer({ context: onboardingContext() });
    const first = renderWizard();
    await heading('Welcome to Demo Practice');
    await answerUpToAge();
    type('Date of birth', '1980-04-21');
    first.unmount();

    renderWizard();
    expect(await heading('Your date of birth')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('1980-04-21');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your last name');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
  });
});
