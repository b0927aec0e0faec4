import { messages } from '@advice/domain';
import { describe, expect, it } from 'vitest';
import { listQuery } from './clients.api.ts';
import { clientSearchError, formatMoney, nextDirection, paramsFrom, paramsTo, showsAdviserColumn } from './clients.list-state.ts';
import { videoProblem } from './clients.video.ts';

describe('client list state', () => {
  it('reads the URL with safe defaults and writes back only what differs', () => {
    const params = paramsFrom(new URLSearchParams('page=3&sort=net_worth&direction=asc&kind=prospect&tag=t1'));
    expect(params).toEqual({ page: 3, search: '', tag: 't1', kind: 'prospect', sort: 'net_worth', direction: 'asc' });
    expect(paramsFrom(new URLSearchParams('sort=shoe_size&page=-2&kind=alien'))).toMatchObject({ page: 1, sort: 'created_at', kind: '' });
    expect(paramsTo({ page: 1, search: '', tag: '', kind: '', sort: 'created_at', direction: 'desc' })).toEqual({});
  });

  it('shows the 3-character search message early and leaves short terms out of the query', () => {
    expect(clientSearchError('ab')).toBe(messages['errors.searchMin']);
    expect(clientSearchError('  ')).toBeUndefined();
    expect(clientSearchError('abc')).toBeUndefined();
    const base = { search: 'ab', tag: '', kind: '' as const, sort: 'name' as const, direction: 'asc' as const };
    expect(listQuery(base)).toEqual({ sort: 'name', direction: 'asc' });
    expect(listQuery({ ...base, search: 'abc', tag: 'x' })).toEqual({ sort: 'name', direction: 'asc', search: 'abc', client_tag_ids: 'x' });
  });

  it('sorts a newly chosen name column A to Z first and an amount or date largest or latest first; a second click turns it round', () => {
    const byCreated = { sort: 'created_at', direction: 'desc' } as const;
    expect(nextDirection(byCreated, 'name')).toBe('asc');
    expect(nextDirection(byCreated, 'adviser')).toBe('asc');
    expect(nextDirection(byCreated, 'net_worth')).toBe('desc');
    expect(nextDirection(byCreated, 'created_at')).toBe('asc');
    expect(nextDirection({ sort: 'name', direction: 'asc' }, 'name')).toBe('desc');
  });

  it('shows the adviser column to directors and practice admins, who see several advisers’ clients, and to nobody else', () => {
    expect(['director', 'admin', 'adviser', 'client'].filter((role) => showsAdviserColumn(role as 'director'))).toEqual([
      'director',
      'admin',
    ]);
  });

  it('formats whole pounds and a missing value', () => {
    expect(formatMoney(1_250_000)).toBe('£1,250,000');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('welcome video check', () => {
  it('accepts an mp4 up to 25 MB and refuses others with the server’s messages', () => {
    expect(videoProblem({ name: 'hi.mp4', type: 'video/mp4', size: 26_214_400 })).toBeUndefined();
    expect(videoProblem({ name: 'hi.mp4', type: 'video/mp4', size: 26_214_401 })).toBe(
      '“hi.mp4” is 25.1 MB; the largest file you can upload here is 25 MB.',
    );
    expect(videoProblem({ name: 'hi.mov', type: 'video/quicktime', size: 10 })).toBe('“hi.mov” is a .mov file. Upload an MP4 file.');
    expect(videoProblem(null)).toBeUndefined();
  });
});
