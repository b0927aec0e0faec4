import { type FeatureHelp, featureHelpCatalogue, featureHelpKeys } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elsewhereRoute, json, practiceWithFeatures, renderArea, stubServer, userOf } from '../../test/harness.tsx';
import { platformAdminRoutes } from '../platform-admin/platform-admin.area.tsx';

afterEach(() => vi.unstubAllGlobals());

const helps: FeatureHelp[] = featureHelpKeys.map((key) => ({
  key,
  ...featureHelpCatalogue[key],
  updated_at: key === 'vault' ? '2026-11-20T10:30:00.000Z' : null,
}));

function renderPage(user = userOf('super_admin', { practice_id: null })) {
  const sent = stubServer({
    'GET /api/v1/feature-helps': () => json(200, { data: helps }),
    'PATCH /api/v1/feature-helps/clients': (request) =>
      json(200, { data: { ...helps[0], ...request.body, updated_at: new Date().toISOString() } }),
  });
  renderArea([...platformAdminRoutes, elsewhereRoute], '/super_administrator/feature-helps', {
    user,
    practice: practiceWithFeatures([]),
  });
  return sent;
}

const cardOf = async (page: string) => (await screen.findByRole('heading', { name: page })).closest('section') as HTMLElement;

describe('the feature helps page', () => {
  it('lists each help under the page it sits beside, saying whether it was reworded', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feature helps' })).toBeTruthy();
    expect(await screen.findAllByRole('textbox', { name: /^Title/u })).toHaveLength(featureHelpKeys.length);
    expect(within(await cardOf('Client list')).getByText('The standard wording')).toBeTruthy();
    expect(within(await cardOf('Document vault')).getByText(/^Reworded November 20, 2026/u)).toBeTruthy();
  });

  it('refuses an empty title beside the field by the server’s own rule, then saves the new wording', async () => {
    const sent = renderPage();
    const card = await cardOf('Client list');
    const title = within(card).getByRole('textbox', { name: /^Title/u });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the help of Client list' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('This field is required')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);

    fireEvent.change(title, { target: { value: 'Your clients, at a glance' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the help of Client list' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      title: 'Your clients, at a glance',
      text: featureHelpCatalogue.clients.text,
    });
  });

  it('is the platform admins’ alone: anyone else goes to their own home, without the helps being asked for', async () => {
    const sent = renderPage(userOf('director'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(sent.filter((request) => request.url.startsWith('/api/v1/feature-helps'))).toEqual([]);
  });
});
