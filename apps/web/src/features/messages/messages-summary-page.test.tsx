import type { MessagesSummaryRow } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/harness.tsx';
import { adviserId, clientId, pageOf, practiceWith, renderMessages, stubServer, userOf, uuid } from './messages.test-server.tsx';
import { messagesHomePanels } from './messages-home-panels.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const summaryUrl = '/api/v1/clients/messages-summary';

const charlotte: MessagesSummaryRow = {
  client: { id: clientId, first_name: 'Charlotte', last_name: 'Hughes' },
  last_message: {
    id: uuid(11),
    kind: 'client_note',
    excerpt: 'Could we talk about my pension?',
    created_at: '2026-03-02T12:05:00.000Z',
    author: { id: clientId, name: 'Charlotte Hughes', role: 'client' },
    attachment_count: 0,
  },
  unread_count: 2,
};
const oliver: MessagesSummaryRow = {
  client: { id: uuid(12), first_name: 'Oliver', last_name: 'Bennett' },
  last_message: null,
  unread_count: 0,
};

describe('the messages summary', () => {
  it('lists each client with their latest message, its time and the unread count, leading to the client’s messages', async () => {
    const sent = stubServer({
      [`GET ${summaryUrl}`]: () => pageOf([charlotte, oliver], 41, 3),
      [`GET /api/v1/users/${adviserId}/messages/unread`]: () =>
        json(200, { data: { total: 2, clients: [{ client_id: clientId, count: 2 }] } }),
    });
    renderMessages('/messages-summary', adviser);
    const list = await screen.findByRole('list', { name: 'Clients and their latest message' });
    const [first, second] = within(list).getAllByRole('listitem');
    const link = within(first as HTMLElement).getByRole('link', { name: /Charlotte Hughes/u });
    expect(link.getAttribute('href')).toBe(`/clients/${clientId}/messages`);
    expect(within(first as HTMLElement).getByText('2 unread')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/Charlotte Hughes: Could we talk about my pension\?/u)).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/^March 2, 2026, \d{1,2}:05 (am|pm)$/u)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent.some((request) => request.url.includes('page=2'))).toBe(true));
  });

  it('says what to do next when there is nothing yet, and when a filter finds nothing', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => pageOf([]) });
    renderMessages('/messages-summary', adviser);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByText(/Open a client’s page and choose Messages to write to them/u)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Message several clients' });
    expect(links.every((link) => link.getAttribute('href') === '/messages-summary/message-multiple-clients')).toBe(true);

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unread' } });
    expect(await screen.findByRole('heading', { name: 'No clients match' })).toBeTruthy();
  });

  it('is not there while the practice has messages off', async () => {
    stubServer({});
    renderMessages('/messages-summary', adviser, practiceWith([]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the messages home panel', () => {
  const panelOf = (role: 'client' | 'adviser') => {
    const user = userOf(role);
    const practice = practiceWith(['messages']);
    const panels = messagesHomePanels.filter((panel) => panel.isShown(user, practice));
    renderRoutes([{ path: '/', element: panels.map(({ key, Component }) => <Component key={key} user={user} />) }], '/', {
      user,
      practice,
    });
  };

  it('names the staff’s clients with unread messages, each leading to their messages', async () => {
    stubServer({ [`GET ${summaryUrl}`]: () => pageOf([charlotte], 4, 4) });
    panelOf('adviser');
    const panel = await screen.findByRole('region', { name: 'Unread messages' });
    expect(within(panel).getByText('4 clients have messages you have not read.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Charlotte Hughes' }).getAttribute('href')).toBe(`/clients/${clientId}/messages`);
  });

  it('tells the client of messages from the practice, leading to the thread', async () => {
    stubServer({ [`GET /api/v1/users/${clientId}/messages/unread`]: () => json(200, { data: { total: 3, clients: [] } }) });
    panelOf('client');
    const panel = await screen.findByRole('region', { name: 'Unread messages' });
    expect(within(panel).getByText('Your practice sent you 3 messages you have not read yet.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open your messages' }).getAttribute('href')).toBe('/messages');
  });

  it('renders nothing while no message waits', async () => {
    const sent = stubServer({ [`GET /api/v1/users/${clientId}/messages/unread`]: () => json(200, { data: { total: 0, clients: [] } }) });
    panelOf('client');
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/messages/unread'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Unread messages' })).toBeNull();
  });
});
