import { defaultPracticeSettings, type PracticeSettingsResponse } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, userOf } from '../../../test/harness.tsx';
import { BrandingSection } from './branding-section.tsx';
import { PracticeSettingsPage } from './practice-settings-page.tsx';

const settings: PracticeSettingsResponse = { settings: defaultPracticeSettings, files: [], advisers: [] };

function renderGeneralSettings() {
  const sent = stubFetch(({ url, method }) => {
    if (url.endsWith('/api/v1/practice-settings') && method === 'GET') return json(200, { data: settings });
    return undefined;
  });
  renderRoutes(
    [{ path: '/practice-settings', element: <PracticeSettingsPage />, children: [{ path: 'branding', element: <BrandingSection /> }] }],
    '/practice-settings/branding',
    { user: userOf('director'), practice: practiceOf() },
  );
  return sent;
}

const writes = (sent: ReturnType<typeof stubFetch>) => sent.filter((request) => request.method !== 'GET');

describe('the colour fields of the practice settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses "blue-ish" as the accent beside the field and sends nothing', async () => {
    const sent = renderGeneralSettings();
    const accent = await screen.findByLabelText('Accent');
    fireEvent.change(accent, { target: { value: 'blue-ish' } });
    fireEvent.blur(accent);
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    const message = 'Enter a colour as # and six digits or letters a to f, like #004478';
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('img', { name: 'Accent: not a colour yet' })).toBeTruthy();
    expect((screen.getByLabelText('Accent: picker') as HTMLInputElement).value).toBe('#004478');

    fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(writes(sent)).toEqual([]);
  });

  it('keeps the swatch and the picker in step with a valid colour, in long or short form', async () => {
    renderGeneralSettings();
    const accent = await screen.findByLabelText('Accent');
    fireEvent.change(accent, { target: { value: '#AA3300' } });
    const swatch = screen.getByRole('img', { name: 'Accent: #aa3300' });
    expect((swatch as HTMLElement).style.backgroundColor).toBe('rgb(170, 51, 0)');
    expect((screen.getByLabelText('Accent: picker') as HTMLInputElement).value).toBe('#aa3300');

    fireEvent.change(accent, { target: { value: '3a5' } });
    fireEvent.blur(accent);
    expect((accent as HTMLInputElement).value).toBe('#33aa55');
    expect(screen.getByRole('img', { name: 'Accent: #33aa55' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText('Theme colour: picker'), { target: { value: '#123456' } });
    expect((screen.getByLabelText('Theme colour') as HTMLInputElement).value).toBe('#123456');
    expect(screen.getByRole('img', { name: 'Theme colour: #123456' })).toBeTruthy();
  });

  it('warns, with the ratio, when the chosen text on a colour falls below AA, and still saves', async () => {
    const sent = renderGeneralSettings();
    const accent = await screen.findByLabelText('Accent');
    fireEvent.change(accent, { target: { value: '#777777' } });
    expect(
      screen.getByText('Your light text colour on this colour has a contrast of 4.48:1. Body text needs at least 4.5:1 (WCAG AA).'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    const background = screen.getByLabelText('Background');
    fireEvent.change(background, { target: { value: '#555555' } });
    const backgroundWarning = 'Your dark text colour on this colour has a contrast of 2.29:1. Body text needs at least 4.5:1 (WCAG AA).';
    expect(screen.getByText(backgroundWarning).id).toBe(background.getAttribute('aria-describedby'));
    const textDarkWarning = screen.getByText(
      'This text on the background colour has a contrast of 2.29:1. Body text needs at least 4.5:1 (WCAG AA).',
    );
    expect(textDarkWarning.id).toBe(screen.getByLabelText('Text dark').getAttribute('aria-describedby'));

    fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toMatchObject({ colourScheme: { accent: '#777777', background: '#555555' } });
  });
});
