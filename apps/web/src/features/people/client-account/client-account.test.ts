import type { ClientDetail } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines } from '../../audit/audit-wording.ts';
import { canDo } from './client-account.api.ts';

const client = (access: ClientDetail['access']) => ({ access }) as ClientDetail;

describe('audit trail wording', () => {
  it('reads actions as words', () => {
    expect(actionLabel('additional_adviser_added')).toBe('Additional adviser added');
  });
  it('shows each changed field old → new', () => {
    expect(changeLines({ before: { city: null, firstName: 'A' }, after: { city: 'London', firstName: 'B' } })).toEqual([
      'city: — → London',
      'firstName: A → B',
    ]);
    expect(changeLines({ before: null, after: { adviser: 'Tom' } })).toEqual(['adviser: Tom']);
  });
});

describe('canDo (the domain table, in the browser)', () => {
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
});
