import { defaultPracticeSettings, type PracticeSettingsResponse } from '@advice/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, userOf } from '../../../test/harness.tsx';
import { MeetingRoomsSection } from './meeting-rooms-section.tsx';
import { PracticeSettingsPage } from './practice-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderSection(recordingRetentionDays: number | null) {
  const settings: PracticeSettingsResponse = {
    settings: { ...defaultPracticeSettings, 'client-meeting-rooms': { meetingServerLocation: 'ie1', recordingRetentionDays } },
    files: [],
    advisers: [],
  };
  const sent = stubFetch(({ url, method }) => {
    if (url.endsWith('/api/v1/practice-settings') && method === 'GET') return json(200, { data: settings });
    if (method === 'PATCH') return json(200, { data: settings });
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/practice-settings',
        element: <PracticeSettingsPage />,
        children: [{ path: 'client-meeting-rooms', element: <MeetingRoomsSection /> }],
      },
    ],
    '/practice-settings/client-meeting-rooms',
    { user: userOf('director'), practice: practiceOf({ features: ['adviceRoom'] }) },
  );
  return sent;
}

const saveAndRead = async (sent: ReturnType<typeof stubFetch>) => {
  fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
  await waitFor(() => expect(sent.some((request) => request.method === 'PATCH')).toBe(true));
  return sent.find((request) => request.method === 'PATCH')?.body as { recordingRetentionDays: number | null };
};

describe('how long a practice keeps its meeting recordings', () => {
  it('sends the days given, as a number', async () => {
    const sent = renderSection(null);
    const days = await screen.findByRole('spinbutton', { name: 'Delete recordings after (days)' });
    fireEvent.change(days, { target: { value: '90' } });
    expect((await saveAndRead(sent)).recordingRetentionDays).toBe(90);
  });

  it('keeps recordings when the field is emptied', async () => {
    const sent = renderSection(30);
    const days = await screen.findByRole('spinbutton', { name: 'Delete recordings after (days)' });
    expect((days as HTMLInputElement).value).toBe('30');
    fireEvent.change(days, { target: { value: '' } });
    expect((await saveAndRead(sent)).recordingRetentionDays).toBeNull();
  });

  it('shows the rule beside the field for a number out of range, and sends nothing', async () => {
    const sent = renderSection(null);
    const days = await screen.findByRole('spinbutton', { name: 'Delete recordings after (days)' });
    fireEvent.change(days, { target: { value: '5000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0] as HTMLElement);
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);
  });
});
