import { type PlatformPractice, platformAdminMessages as say } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, listPage, practiceWithFeatures, renderArea, stubServer, supportDialogs, userOf } from '../../test/harness.tsx';
import { platformAdminRoutes } from './platform-admin.area.tsx';

supportDialogs();
afterEach(() => vi.unstubAllGlobals());

const superAdmin = userOf('super_admin', { practice_id: null });
const support = userOf('support_admin', { practice_id: null });
const practice: PlatformPractice = {
  id: '4c1f1d8e-3a55-4f43-9b5e-0a1f2f0c1a01',
  name: 'Harbour Wealth',
  hosts: ['harbour.localhost'],
  practice_type: 'wealthManagement',
  status: 'active',
  suspended_at: null,
  clients_count: 3,
  has_active_director: false,
  created_at: '2026-11-01T09:00:00.000Z',
};
const flags = { name: practice.name, flags: { blog: true, notes: false } };

function renderPage(path: string, user = superAdmin) {
  const sent = stubServer({
    'GET /api/v1/practices': () => listPage([practice]),
    [`GET /api/v1/practices/${practice.id}`]: () => json(200, { data: practice }),
    [`GET /api/v1/practices/${practice.id}/feature-flags`]: () => json(200, { data: flags }),
  });
  renderArea(platformAdminRoutes, path, { user, practice: practiceWithFeatures([]) });
  return sent;
}

/** The message shown beside a field: the alert its aria-describedby points at. */
function errorBeside(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

describe('the platform’s administration', () => {
  it('shows the domain’s host rule beside the field before anything is sent', async () => {
    const sent = renderPage('/super_administrator/practices/new');
    const hosts = await screen.findByRole('textbox', { name: /^Host names/u });
    fireEvent.change(hosts, { target: { value: 'https://harbour.example/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the practice and invite the director' }));
    await waitFor(() => expect(errorBeside(hosts)).toBe(say['platformAdmin.hostInvalid']));
    fireEvent.change(hosts, { target: { value: 'a.example.com\nA.example.com' } });
    fireEvent.blur(hosts);
    await waitFor(() => expect(errorBeside(hosts)).toBe(say['platformAdmin.hostRepeated']));
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('lists practices with hosts, type, status and clients; a super admin may add one', async () => {
    renderPage('/super_administrator/practices');
    const list = await screen.findByRole('list', { name: 'Practices on the platform' });
    expect(within(list).getByRole('link', { name: 'Harbour Wealth' }).getAttribute('href')).toBe(
      `/super_administrator/practices/${practice.id}`,
    );
    expect(within(list).getByText('harbour.localhost')).toBeTruthy();
    expect(within(list).getByText('Wealth management')).toBeTruthy();
    expect(within(list).getByText('No director yet')).toBeTruthy();
    expect(within(list).getByText('3 clients')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a practice' })).toBeTruthy();
  });

  it('shows a support admin the practice and its flags without a single control that changes them', async () => {
    renderPage(`/super_administrator/practices/${practice.id}`, support);
    const blog = await screen.findByRole('switch', { name: 'Blog' });
    expect((blog as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Suspend the practice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the practice' })).toBeNull();
    expect(screen.getByText('Wealth management')).toBeTruthy();
  });

  it('turns a flag off by its name for a super admin', async () => {
    const sent = renderPage(`/super_administrator/practices/${practice.id}`);
    const blog = await screen.findByRole('switch', { name: 'Blog' });
    expect((blog as HTMLInputElement).checked).toBe(true);
    fireEvent.click(blog);
    await waitFor(() => expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ blog: false }));
  });

  it('sends anyone but a platform admin to their own home', async () => {
    renderPage('/super_administrator/practices', userOf('director'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });
});
