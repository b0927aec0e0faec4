import type { CurrentUser } from '@advice/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { EmailForm } from './email-form.tsx';

const user: CurrentUser = {
  actions: [],
  id: '0b6f7f0e-4a55-4f43-9b5e-0a1f2f0c1a11',
  email: 'client@demo.test',
  unconfirmed_email: 'client.new@demo.test',
  first_name: 'Charlotte',
  last_name: 'Hughes',
  phone: null,
  role: 'client',
  admin_level: null,
  role_label: 'Client',
  area: 'client',
  practice_id: null,
  two_factor_method: 'none',
  session_timeout_duration: 20,
  session_expires_at: '2026-11-22T10:00:00.000Z',
  avatar_url: null,
  can_choose_session_timeout: false,
  auto_follow_new_clients: false,
  is_tour_guide_completed: true,
};

const conflict = {
  errors: [
    {
      status: '409',
      code: 'resource.conflict',
      title: 'Conflict',
      detail: 'This e-mail is already waiting for confirmation.',
      source: { pointer: '/email' },
    },
  ],
};

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailForm user={user} />
    </QueryClientProvider>,
  );
}

describe('change e-mail form', () => {
  const sent: Array<{ url: string; method: string; csrf: string | null; body: unknown }> = [];

  beforeEach(() => {
    sent.length = 0;
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie.
    document.cookie = 'csrf_token=token-123; path=/';
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        csrf: new Headers(init?.headers).get('x-csrf-token'),
        body: JSON.parse(String(init?.body)),
      });
      return new Response(JSON.stringify(conflict), { status: 409, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the address still waiting for confirmation', () => {
    renderForm();
    expect(screen.getByRole('status').textContent).toContain('Waiting for confirmation: client.new@demo.test');
  });

  it('checks the fields with the shared schema before sending', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com')).toBeTruthy();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's answer beside the field its pointer names", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'Client.New@demo.test' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Demo-Portal-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));

    const error = await screen.findByText('This e-mail is already waiting for confirmation.', { selector: '.ui-field__error' });
    const field = screen.getByLabelText('New e-mail address');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([
      {
        url: `/api/v1/users/${user.id}/update-email`,
        method: 'PATCH',
        csrf: 'token-123',
        body: { email: 'client.new@demo.test', current_password: 'Demo-Portal-2026!' },
      },
    ]);
  });
});
