import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/harness.tsx';
import { linkId, linkOf, linksUrl, page, renderPanel, stubServer, userOf } from './vault-links.test-server.tsx';

afterEach(() => vi.unstubAllGlobals());

const list = () => screen.findByRole('list', { name: 'Share links of this document' });

describe('a document’s share links', () => {
  it('lists each link with its status, expiry and the views, newest first', async () => {
    stubServer({
      [`GET ${linksUrl}`]: () =>
        page([
          linkOf({
            view_count: 2,
            views: [
              { at: '2026-03-04T09:30:00.000Z', user_agent: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' },
              { at: '2026-03-03T09:30:00.000Z', user_agent: null },
            ],
          }),
          linkOf({
            id: 'b1b2b3b4-0000-4000-8000-000000000001',
            recipient_name: 'Old Accountant',
            recipient_email: 'old@tax.example',
            status: 'revoked',
            revoked_at: '2026-03-01T10:00:00.000Z',
            can_revoke: false,
          }),
        ]),
    });
    renderPanel(userOf('client'));
    const links = within(await list())
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('vault-link'));
    const [active, revoked] = links as [HTMLElement, HTMLElement];
    expect(within(active).getByText('Jo Bloggs (jo@law.example)')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('Opened 2 times')).toBeTruthy();
    expect(within(active).getByText(/Chrome on Windows/u)).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText(/Revoked on March 1, 2026/u)).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('makes a link through the dialog: the rules show beside the fields first, then what is sent', async () => {
    let links = [] as ReturnType<typeof linkOf>[];
    const sent = stubServer({
      [`GET ${linksUrl}`]: () => page(links),
      [`POST ${linksUrl}`]: () => {
        links = [linkOf()];
        return json(201, { data: { ...links[0], message: 'Share link sent' } });
      },
    });
    renderPanel(userOf('client'));
    expect(await screen.findByRole('heading', { name: 'No share links yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share by link' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Will 2024” by link' });

    fireEvent.change(within(dialog).getByLabelText(/Their e-mail address/u), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/Their name/u)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(
      within(dialog)
        .getByLabelText(/Their e-mail address/u)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Their name/u), { target: { value: 'Jo Bloggs' } });
    fireEvent.change(within(dialog).getByLabelText(/Their e-mail address/u), { target: { value: 'Jo@Law.example' } });
    fireEvent.change(within(dialog).getByLabelText(/The link works for/u), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Share link sent')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      recipient_name: 'Jo Bloggs',
      recipient_email: 'jo@law.example',
      expires_in_days: 14,
    });
    expect(within(await list()).getByText('Jo Bloggs (jo@law.example)')).toBeTruthy();
  });

  it('revokes a link after asking', async () => {
    let links = [linkOf()];
    const sent = stubServer({
      [`GET ${linksUrl}`]: () => page(links),
      [`DELETE ${linksUrl}/${linkId}`]: () => {
        links = [linkOf({ status: 'revoked', revoked_at: '2026-03-05T10:00:00.000Z', can_revoke: false })];
        return new Response(null, { status: 204 });
      },
    });
    renderPanel(userOf('client'));
    fireEvent.click(within(await list()).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the link for jo@law.example?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Share link revoked')).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Share links of this document' })).getByText('Revoked')).toBeTruthy(),
    );
  });

  it('renders nothing for someone who may not share the document', async () => {
    const sent = stubServer({
      [`GET ${linksUrl}`]: () =>
        json(404, { errors: [{ status: '404', code: 'resource.not_found', title: 'Not found', detail: 'This document does not exist.' }] }),
    });
    renderPanel(userOf('adviser'));
    await waitFor(() => expect(sent.some((request) => request.url.includes('/share-links'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Share links' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Share by link' })).toBeNull();
  });
});
