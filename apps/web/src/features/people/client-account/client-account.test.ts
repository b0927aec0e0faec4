import { allows, type ClientAction, type ClientDetail, type CurrentUser } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { clientActionsSeenBy, type Standing } from '../../../test/harness.tsx';
import { actionLabel } from '../../audit/audit-wording.ts';

const client = (access: Standing, status: ClientDetail['status'] = 'active') => ({ access, status });
/** Whether the client's detail, as the server sends it to `user`, offers `action`. */
const canDo = (user: Pick<CurrentUser, 'role' | 'admin_level'>, seen: ReturnType<typeof client>, action: ClientAction) =>
  allows({ actions: clientActionsSeenBy(user, seen.access, seen.status) }, action);

describe('audit trail wording', () => {
  it('reads actions as words', () => {
    expect(actionLabel('additional_adviser_added')).toBe('Additional adviser added');
  });
});

describe('the actions a client’s detail offers (the domain table, as the server lists it)', () => {
  const adviser = { role: 'adviser', admin_level: null } as const;
  it('lets an own adviser remove only when granted canRemoveClients', () => {
    expect(canDo(adviser, client({ relation: 'own', rights: [], can_remove_clients: false }), 'client.remove')).toBe(false);
    expect(canDo(adviser, client({ relation: 'own', rights: [], can_remove_clients: true }), 'client.remove')).toBe(true);
  });
  it('lets a supporting admin manage additional advisers only with the right', () => {
    const admin = { role: 'admin', admin_level: 'normal' } as const;
    expect(canDo(admin, client({ relation: 'supporting', rights: [], can_remove_clients: false }), 'client.manageAdditionalAdvisers')).toBe(
      false,
    );
    expect(
      canDo(
        admin,
        client({ relation: 'supporting', rights: ['manageAdditionalAdvisers'], can_remove_clients: false }),
        'client.manageAdditionalAdvisers',
      ),
    ).toBe(true);
  });
  it('closes every write on a deactivated account or cancelled invitation, and keeps reads and removal open', () => {
    const director = { role: 'director', admin_level: null } as const;
    const access: Standing = { relation: 'director', rights: [], can_remove_clients: false };
    for (const status of ['deactivated', 'invitation_cancelled'] as const) {
      expect(canDo(director, client(access, status), 'client.edit')).toBe(false);
      expect(canDo(director, client(access, status), 'client.manageAdditionalAdvisers')).toBe(false);
      expect(canDo(director, client(access, status), 'client.view')).toBe(true);
      expect(canDo(director, client(access, status), 'client.remove')).toBe(true);
    }
    expect(canDo(director, client(access, 'invited'), 'client.edit')).toBe(true);
  });
});
