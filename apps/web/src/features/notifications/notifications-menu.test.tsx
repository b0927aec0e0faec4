import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/harness.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Answers the unread count when `release` is called, as a slow server would. */
function slowCount(count: number): () => void {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (!String(input).endsWith('/api/v1/users/notifications/meta')) return json(404, {});
    await answered;
    return json(200, { data: { unread_count: count } });
  });
  return release;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/u });

describe('the notifications bell', () => {
  it('is only “Notifications” until the server has counted, then says how many are unread', async () => {
    const release = slowCount(3);
    renderRoutes([{ path: '/', element: <NotificationsMenu /> }], '/');
    expect(bell().textContent).toBe('Notifications');
    expect(document.querySelector('.notifications-menu__badge')).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(document.querySelector('.notifications-menu__badge')?.textContent).toBe('3');
  });

  it('says “none unread” only once the server has said so', async () => {
    const release = slowCount(0);
    renderRoutes([{ path: '/', element: <NotificationsMenu /> }], '/');
    expect(bell().textContent).not.toContain('none unread');
    release();
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeTruthy();
    expect(document.querySelector('.notifications-menu__badge')).toBeNull();
  });
});
