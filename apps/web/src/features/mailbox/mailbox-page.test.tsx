import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, practiceOf, renderRoutes, stubFetch, userOf } from '../../test/harness.tsx';
import { MailboxPage } from './mailbox-page.tsx';

const mail = {
  id: '1a1f7f0e-4a55-4f43-9b5e-0a1f2f0c0a01',
  to: 'oliver@example.test',
  subject: 'Document to sign: Suitability report',
  created_at: '2026-11-22T10:00:00.000Z',
  status: 'delivered',
};
const text = (n: number) => ({
  id: `2b1f7f0e-4a55-4f43-9b5e-0a1f2f0c0b0${n}`,
  to: '+447700900123',
  text: `12345${n} is your passcode to sign “Suitability report” with Demo Practice. It works for 10 minutes.`,
  created_at: `2026-11-22T10:0${n}:00.000Z`,
  status: 'queued',
});
const pageHeaders = (total: number, pages: number, next?: number) => ({
  'x-total': String(total),
  'x-total-pages': String(pages),
  ...(next ? { 'x-next-page': String(next) } : {}),
});
const off = () => json(404, { errors: [{ status: '404', code: 'feature.disabled', title: 'Not found', detail: 'Not found.' }] });

function renderMailbox(reply: { mails: () => Response; texts: (url: string) => Response }) {
  const sent = stubFetch((request) => {
    if (request.url.startsWith('/api/v1/mailbox/text-messages')) return reply.texts(request.url);
    if (request.url.startsWith('/api/v1/mailbox')) return reply.mails();
    return undefined;
  });
  renderRoutes([{ path: 'mailbox', element: <MailboxPage /> }], '/mailbox', {
    user: userOf('client'),
    practice: practiceOf({ mailbox_enabled: true }),
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the demo mailbox’s text messages', () => {
  it('lists each text whole beside the mails, newest first, a page at a time', async () => {
    const sent = renderMailbox({
      mails: () => json(200, { data: [mail] }, pageHeaders(1, 1)),
      texts: (url) =>
        url.includes('page=2')
          ? json(200, { data: [text(1)] }, pageHeaders(6, 2))
          : json(200, { data: [5, 4, 3, 2, 6].map(text) }, pageHeaders(6, 2, 2)),
    });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    expect(screen.getByText(mail.subject)).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('To +447700900123');
    expect(items[0]?.textContent).toContain(
      '123455 is your passcode to sign “Suitability report” with Demo Practice. It works for 10 minutes.',
    );
    expect(sent.find((request) => request.url.startsWith('/api/v1/mailbox/text-messages'))?.url).toContain('per_page=5');

    fireEvent.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByText(/^123451 is your passcode/u)).toBeTruthy();
  });

  it('shows no text-message list while none was sent', async () => {
    renderMailbox({ mails: () => json(200, { data: [mail] }, pageHeaders(1, 1)), texts: () => json(200, { data: [] }, pageHeaders(0, 0)) });
    expect(await screen.findByText(mail.subject)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Text messages' })).toBeNull();
  });

  it('shows nothing of either where the mailbox is off', async () => {
    renderMailbox({ mails: off, texts: off });
    expect(await screen.findByRole('heading', { level: 1, name: 'The demo mailbox is off' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Text messages' })).toBeNull();
  });
});
