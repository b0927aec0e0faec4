import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseCast, createCaseCast, sessionFor } from '../features/cases/cases.testing.ts';
import { TestClient } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let cast: CaseCast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await createCaseCast(t.runtime.db);
});
afterAll(() => t.close());

const unsafe = 'This field contains a character that cannot be saved (a null byte or a broken symbol). Remove it and try again.';

describe('a NUL byte or a lone surrogate in a request', () => {
  it.each([
    ['a NUL byte', 'person\u0000@example.test'],
    ['a lone surrogate', 'person\ud800@example.test'],
  ])('in the sign-in e-mail, signed out, is a 400 naming the field (%s)', async (_name, email) => {
    const response = await new TestClient(t.app, cast.practice.host).signIn(email, 'Whatever-1234!');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { status: '400', code: 'request.invalid', title: 'Invalid request', detail: unsafe, source: { pointer: '/email' } },
    ]);
  });

  it('in nested fields gives one error per field, and changes nothing', async () => {
    const asDirector = await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host);
    const before = (await asDirector.get(`/api/v1/clients/${cast.client.id}`)).json().data;
    const response = await asDirector.patch(`/api/v1/clients/${cast.client.id}`, {
      first_name: 'Ann\u0000e',
      last_name: 'Smith\udc00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(['/first_name', '/last_name']);
    expect((await asDirector.get(`/api/v1/clients/${cast.client.id}`)).json().data).toEqual(before);
  });

  it('in a query string is a 400 naming the parameter', async () => {
    const asDirector = await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host);
    const response = await asDirector.get('/api/v1/clients?search=Smi%00th');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ detail: unsafe, source: { parameter: 'search' } });
  });

  it('keeps emoji, accents and other scripts, which are whole characters', async () => {
    const asDirector = await sessionFor(t.app, t.runtime.db, cast.director, cast.practice.host);
    const response = await asDirector.get(`/api/v1/clients?search=${encodeURIComponent('Zoë 👍 田中')}`);
    expect(response.statusCode).toBe(200);
  });
});
