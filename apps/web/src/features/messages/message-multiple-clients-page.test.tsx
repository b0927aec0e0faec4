import type { ClientListItem, MessageBulk } from '@advice/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { pageOf, receiveRealtime, renderMessages, stubServer, userOf, uuid } from './messages.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const adviser = userOf('adviser');
const bulkId = uuid(40);

function listed(n: number, first_name: string, last_name: string): ClientListItem {
  return {
    id: uuid(n),
    first_name,
    last_name,
    email: `${first_name.toLowerCase()}@example.test`,
    avatar_url: null,
    kind: 'client',
    status: 'active',
    adviser_id: adviser.id,
    adviser_name: 'Priya Shah',
    last_activity_at: null,
    est_total_case_size: null,
    net_worth: null,
    created_at: '2026-01-05T10:00:00.000Z',
    invited_at: null,
    tags: [],
  };
}
const oliver = listed(31, 'Oliver', 'Bennett');
const amelia = listed(32, 'Amelia', 'Clarke');

function bulkOf(overrides: Partial<MessageBulk> = {}): MessageBulk {
  return {
    id: bulkId,
    status: 'running',
    category: 'general',
    excerpt: 'Our office is closed on Friday.',
    attachment_count: 0,
    total: 2,
    sent: 0,
    failed: 0,
    created_at: '2026-03-02T12:00:00.000Z',
    finished_at: null,
    results: [
      { client_id: oliver.id, client: oliver, status: 'pending', message_id: null, error: null },
      { client_id: amelia.id, client: amelia, status: 'pending', message_id: null, error: null },
    ],
    ...overrides,
  };
}

describe('a message to several clients', () => {
  it('needs clients and a body or a file, sends them, then shows the job’s progress and each client’s result', async () => {
    let progress = bulkOf();
    const sent = stubServer({
      'GET /api/v1/clients': () => pageOf([oliver, amelia]),
      'POST /api/v1/messages/bulk-create': () => json(202, { data: { ...bulkOf(), message: 'Sending your message to 2 clients' } }),
      [`GET /api/v1/message-bulks/${bulkId}`]: () => json(200, { data: progress }),
    });
    renderMessages('/messages-summary/message-multiple-clients', adviser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Message several clients' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one client.')).toBeTruthy();
    expect(screen.getByText('A message to several clients needs a body or an attached file.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.click(await screen.findByRole('checkbox', { name: /Oliver Bennett/u }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Amelia Clarke/u }));
    expect(screen.getByText('2 clients chosen')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Our office is closed on Friday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 2 clients' }));

    expect(await screen.findByText('Sending your message to 2 clients')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      client_ids: [oliver.id, amelia.id],
      body: 'Our office is closed on Friday.',
      category: 'general',
      files: [],
    });
    expect(await screen.findByRole('heading', { name: 'Sending your message' })).toBeTruthy();

    progress = bulkOf({
      status: 'done',
      sent: 1,
      failed: 1,
      finished_at: '2026-03-02T12:00:05.000Z',
      results: [
        { client_id: oliver.id, client: oliver, status: 'sent', message_id: uuid(41), error: null },
        {
          client_id: amelia.id,
          client: amelia,
          status: 'failed',
          message_id: null,
          error: 'Not sent: this client’s account is deactivated.',
        },
      ],
    });
    receiveRealtime({ type: 'messages.bulk-progress', bulk_id: bulkId, status: 'done', total: 2, sent: 1, failed: 1 });
    expect(await screen.findByRole('heading', { name: 'Your message has been sent' })).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Each client’s result' });
    const [first, second] = within(results).getAllByRole('listitem');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Oliver Bennett' })
        .getAttribute('href'),
    ).toBe(`/clients/${oliver.id}/messages`);
    expect(within(first as HTMLElement).getByText('Sent')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not sent')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not sent: this client’s account is deactivated.')).toBeTruthy();
    expect(screen.getByText('2 of 2 done: 1 sent, 1 not sent.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write another message' })).toBeTruthy());
  });
});
