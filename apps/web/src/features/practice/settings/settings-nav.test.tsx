import { defaultPracticeSettings, type PracticeSettingsResponse, type PublicPractice } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceWithFeatures, renderRoutes, stubFetch, userOf } from '../../../test/harness.tsx';
import { practiceSettingsRoutes } from './settings.area.tsx';

const general = { ...defaultPracticeSettings.general, tradingName: 'Harbour Wealth Partners', pdfFont: 'Mulish' as const };
const settings: PracticeSettingsResponse = { settings: { ...defaultPracticeSettings, general }, files: [], advisers: [] };

function renderSettings(path: string, practice: PublicPractice = practiceWithFeatures([])) {
  const sent = stubFetch(({ url, method, body }) => {
    if (url === '/api/v1/practice-settings' && method === 'GET') return json(200, { data: settings });
    if (url === '/api/v1/practice-settings/general' && method === 'PATCH')
      return json(200, { data: { ...settings.settings, general: body } });
    return undefined;
  });
  renderRoutes([{ hydrateFallbackElement: <p>Loading</p>, children: practiceSettingsRoutes }], path, {
    user: userOf('director'),
    practice,
  });
  return sent;
}

const pagesNav = () => screen.getByRole('navigation', { name: 'Practice settings sections' });

describe('the practice settings navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every page in groups and marks the open one, which the narrow-screen button names', async () => {
    renderSettings('/practice-settings/branding');
    expect(await screen.findByRole('heading', { name: 'Colour scheme' })).toBeTruthy();

    const group = (name: string) =>
      within(within(pagesNav()).getByRole('list', { name }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(group('Your practice')).toEqual(['Practice details', 'Logo and colours', 'Options and notices']);
    expect(group('Public site')).toEqual(['Landing pages']);
    const links = within(pagesNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Practice details',
      'Logo and colours',
      'Options and notices',
      'Client meeting rooms',
      'Client media',
      'Requesting advice',
      'Prospect onboarding',
      'Landing pages',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([
      'Logo and colours',
    ]);

    const toggle = within(pagesNav()).getByRole('button', { name: /Logo and colours/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('offers the FAQ page only while the practice has the FAQ switched on', async () => {
    renderSettings('/practice-settings/general', practiceWithFeatures(['customizableFaq']));
    await screen.findByLabelText('Trading name');
    const faq = within(pagesNav()).getByRole('link', { name: 'FAQ' });
    expect(faq.getAttribute('href')).toBe('/practice-settings/faq');
  });

  it('keeps one page of the general settings short and saves the fields of the other pages unchanged', async () => {
    const sent = renderSettings('/practice-settings/options');
    fireEvent.change(await screen.findByLabelText('PDF font'), { target: { value: 'Yrsa' } });
    // The trading name and the colours belong to the other pages of the section.
    expect(screen.queryByLabelText('Trading name')).toBeNull();
    expect(screen.queryByLabelText('Accent')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
    const saved = sent.find((request) => request.method === 'PATCH');
    expect(saved?.url).toBe('/api/v1/practice-settings/general');
    expect(saved?.body).toMatchObject({ pdfFont: 'Yrsa', tradingName: 'Harbour Wealth Partners', colourScheme: general.colourScheme });
  });
});
