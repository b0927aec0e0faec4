import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { idParam } from '../shared/fields.ts';
import { contract } from './contract.ts';
import { answers, type BodyIn, type DataOf, endpoint, endpointsIn, pathOf, type ResultOf } from './endpoint.ts';

const access = { public: true } as const;
const item = z.object({ id: z.string(), when: z.iso.date() });
const getItem = endpoint({ method: 'GET', path: '/items/:id', tag: 'items', access, params: idParam, answer: answers.data(item) });
const listItems = endpoint({ method: 'GET', path: '/items', tag: 'items', access, answer: answers.page(item) });
const removeItem = endpoint({ method: 'DELETE', path: '/items/:id/notes/:noteId', tag: 'items', access, answer: answers.empty });
const createItem = endpoint({
  method: 'POST',
  path: '/items',
  tag: 'items',
  access,
  body: z.object({ name: z.string().trim() }),
  answer: answers.data(item, 201),
});

describe('pathOf', () => {
  it('fills each :name segment, escaped, and refuses a missing one', () => {
    expect(pathOf(removeItem, { id: 'a b', noteId: 'x/y' })).toBe('/items/a%20b/notes/x%2Fy');
    expect(pathOf(listItems)).toBe('/items');
    expect(() => pathOf(removeItem, { id: '1' })).toThrow(/noteId/u);
  });
});

describe('endpointsIn', () => {
  it('finds every endpoint in a nested record, and the contract has the staff calls', () => {
    expect(endpointsIn({ a: { getItem, deeper: { listItems } }, b: removeItem })).toEqual([getItem, listItems, removeItem]);
    expect(endpointsIn(contract).map((e) => `${e.method} ${e.path}`)).toContain('GET /advisers/:id');
  });
});

describe('the types a call and a handler get', () => {
  it('pairs each endpoint with its own data and body', () => {
    expectTypeOf<DataOf<typeof getItem>>().toEqualTypeOf<{ id: string; when: string }>();
    expectTypeOf<DataOf<typeof listItems>>().toEqualTypeOf<{ id: string; when: string }>();
    expectTypeOf<DataOf<typeof removeItem>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyIn<typeof createItem>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<ResultOf<typeof listItems>>().toEqualTypeOf<{ rows: { id: string; when: string }[]; total: number }>();
  });
});
