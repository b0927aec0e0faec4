import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/harness.tsx';
import { practiceWith, renderTopUps, stubServer, topUpId, topUpOf, userOf } from './top-ups.test-server.tsx';

const practice = practiceWith(['topUp']);

async function openForm() {
  renderTopUps('/new-top-up', userOf('client'), practice);
  await screen.findByRole('heading', { level: 1, name: 'Request a top-up' });
}

/** The message a screen reader reads with the field. */
function errorOf(label: string): string {
  const field = screen.getByLabelText(label);
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element?.textContent ?? '')
    .join(' ');
}

describe('new-top-up form', () => {
  beforeEach(() => {
    stubServer({});
  });

  it('offers the eight account types of spec 1 §3 after a prompt', async () => {
    await openForm();
    const options = Array.from((screen.getByLabelText('Account type') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual([
      'Choose an account type',
      'Individual Savings Account',
      'International Investment Bond',
      'International Regular Investment Bond',
      'Investment Bond',
      'Not sure',
      'Retirement Account',
      'Trustee Investment Account',
      'Unit Trust',
    ]);
  });

  it('shows the domain schema’s messages beside each field as soon as the client leaves it', async () => {
    await openForm();
    fireEvent.blur(screen.getByLabelText('Account type'));
    await waitFor(() => expect(errorOf('Account type')).toBe('Choose an account type'));
    fireEvent.blur(screen.getByLabelText('Account number'));
    await waitFor(() => expect(errorOf('Account number')).toBe('This field is required'));
    const amount = screen.getByLabelText('Amount (£)');
    fireEvent.change(amount, { target: { value: '1500.50' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(errorOf('Amount (£)')).toBe('Enter a whole amount above 0, without decimals'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an amount of 0 and accepts one typed with separators, showing them when the field is left', async () => {
    await openForm();
    const amount = screen.getByLabelText('Amount (£)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(errorOf('Amount (£)')).toBe('Enter a whole amount above 0, without decimals'));
    fireEvent.change(amount, { target: { value: '1250000' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(errorOf('Amount (£)')).toBe(''));
    expect(amount.value).toBe('1,250,000');
  });

  it('sends nothing while a required field is missing and names every problem', async () => {
    const sent = stubServer({});
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Request top-up' }));
    await waitFor(() => expect(errorOf('Account type')).toBe('Choose an account type'));
    expect(errorOf('Account number')).toBe('This field is required');
    expect(errorOf('Amount (£)')).toBe('Enter a whole amount above 0, without decimals');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('posts the domain body (whole amount, GBP) and opens the new top-up', async () => {
    const sent = stubServer({
      'POST /api/v1/top-ups': () => json(201, { data: topUpOf({ actions: ['cancel'] }) }),
      [`GET /api/v1/top-ups/${topUpId}`]: () => json(200, { data: topUpOf({ actions: ['cancel'] }) }),
    });
    const router = renderTopUps('/new-top-up', userOf('client'), practice);
    await screen.findByRole('heading', { level: 1, name: 'Request a top-up' });
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'investment_bond' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '  IB-204-118 ' } });
    fireEvent.change(screen.getByLabelText('Amount (£)'), { target: { value: '25,000' } });
    fireEvent.change(screen.getByLabelText('Comment for your adviser'), { target: { value: 'From my bonus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request top-up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/top-ups/${topUpId}`));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      account_type: 'investment_bond',
      account_number: 'IB-204-118',
      amount: 25_000,
      currency: 'GBP',
      client_comment: 'From my bonus',
    });
    expect(await screen.findByText('Top-up requested. Your adviser has been told.')).toBeTruthy();
  });

  it('shows a server error that names a field beside that field', async () => {
    stubServer({
      'POST /api/v1/top-ups': () =>
        json(400, {
          errors: [
            {
              status: '400',
              code: 'validation',
              title: 'Invalid',
              detail: 'This account number is not recognised',
              source: { pointer: '/account_number' },
            },
          ],
        }),
    });
    await openForm();
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'unit_trust' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('Amount (£)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request top-up' }));
    await waitFor(() => expect(errorOf('Account number')).toBe('This account number is not recognised'));
  });
});
