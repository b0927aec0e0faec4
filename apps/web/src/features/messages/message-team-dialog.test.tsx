import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/harness.tsx';
import { MessageTeamButton } from './message-team-dialog.tsx';
import { clientMessagesUrl, messageOf, practiceWith, stubServer, userOf } from './messages.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderButton(role: 'client' | 'adviser', features: string[]) {
  renderRoutes([{ path: '/', element: <MessageTeamButton /> }], '/', { user: userOf(role), practice: practiceWith(features) });
}

describe('message the team', () => {
  it('asks for the message before sending it, then sends it as a client note with “Message sent”', async () => {
    const sent = stubServer({
      [`POST ${clientMessagesUrl}`]: () => json(201, { data: { ...messageOf({ is_own: true }), message: 'Message sent' } }),
    });
    renderButton('client', ['messages']);
    fireEvent.click(screen.getByRole('button', { name: 'Message the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message the team' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Please call me about my ISA.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'Please call me about my ISA.',
      category: 'general',
      files: [],
      links: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is hidden while the practice has messages off, and for staff', () => {
    renderButton('client', []);
    expect(screen.queryByRole('button', { name: 'Message the team' })).toBeNull();
    renderButton('adviser', ['messages']);
    expect(screen.queryByRole('button', { name: 'Message the team' })).toBeNull();
  });
});
