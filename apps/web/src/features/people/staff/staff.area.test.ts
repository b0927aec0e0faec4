import type { CurrentUser, PublicPractice } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { effectiveSearch } from './staff.api.ts';
import { staffNavItems } from './staff.nav.tsx';

const practice = { id: null, name: 'Demo', environment: 'test', mailbox_enabled: false } as unknown as PublicPractice;
const userOf = (role: CurrentUser['role']) => ({ id: 'u-1', role }) as CurrentUser;

describe('staff sidebar links', () => {
  it.each([
    ['director', ['/advisers', '/practice-admins']],
    ['adviser', ['/advisers/u-1/support', '/advisers', '/practice-admins']],
    ['admin', ['/practice-admins/u-1/team', '/advisers', '/practice-admins']],
    ['client', []],
    ['super_admin', []],
  ] as const)('a %s sees %j', (role, paths) => {
    expect(staffNavItems(userOf(role), practice).map((item) => item.to)).toEqual(paths);
  });

  it("names the adviser's and admin's own pages 'My support' and 'My team'", () => {
    expect(staffNavItems(userOf('adviser'), practice)[0]?.label).toBe('staff.nav.mySupport');
    expect(staffNavItems(userOf('admin'), practice)[0]?.label).toBe('staff.nav.myTeam');
  });
});

describe('search terms', () => {
  it('searches only from 3 characters, trimmed', () => {
    expect(effectiveSearch(' ad ')).toBe('');
    expect(effectiveSearch(' ada ')).toBe('ada');
  });
});
