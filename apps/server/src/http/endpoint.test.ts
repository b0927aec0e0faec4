import { answers, endpoint, idParam, paginationQuery } from '@advice/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendMedia } from './download.ts';
import { serve, WithStatus } from './endpoint.ts';
import { parseFields, registerErrorHandler } from './errors.ts';

const access = { public: true } as const;
const item = z.object({ id: z.uuid(), name: z.string() });
const id = '00000000-0000-4000-8000-000000000001';
const fixtures = {
  get: endpoint({ method: 'GET', path: '/things/:id', tag: 'things', access, params: idParam, answer: answers.data(item) }),
  batch: endpoint({
    method: 'POST',
    path: '/batches',
    tag: 'things',
    access,
    query: z.object({ none: z.string().optional() }),
    answer: answers.data(item, 201, [200]),
  }),
  create: endpoint({
    method: 'POST',
    path: '/things',
    tag: 'things',
    access,
    body: z.object({ name: z.string().min(1, 'Enter a name') }),
    answer: answers.data(item, 201),
  }),
  list: endpoint({ method: 'GET', path: '/things', tag: 'things', access, query: paginationQuery, answer: answers.page(item) }),
  remove: endpoint({ method: 'DELETE', path: '/things/:id', tag: 'things', access, params: idParam, answer: answers.empty }),
  photo: endpoint({ method: 'GET', path: '/things/:id/photo', tag: 'things', access, params: idParam, answer: answers.file }),
  health: endpoint({ method: 'GET', path: '/health', tag: 'health', access, answer: answers.raw(z.object({ status: z.literal('ok') })) }),
  form: endpoint({
    method: 'POST',
    path: '/forms',
    tag: 'things',
    access,
    upload: { purpose: 'avatar', fields: z.object({ title: z.string().min(1, 'Enter a title') }) },
    answer: answers.data(item, 201),
  }),
};

const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
const removed: string[] = [];
serve(app, fixtures.get, async (request) => ({ id: request.params.id, name: 'Thing', secret: 'not in the contract' }));
serve(app, fixtures.batch, async (request) => (request.query.none ? new WithStatus(200, { id, name: 'none made' }) : { id, name: 'made' }));
serve(app, fixtures.create, async (request) => ({ id, name: request.body.name }));
serve(app, fixtures.list, async (request) => ({
  rows: [{ id, name: `page ${request.query.page}` }],
  total: 45,
}));
serve(app, fixtures.remove, async (request) => {
  removed.push(request.params.id);
});
serve(app, fixtures.photo, async (_request, reply) =>
  sendMedia(reply, { body: Buffer.from('png'), contentType: 'image/png' }, { cacheControl: 'no-cache' }),
);
serve(app, fixtures.health, async () => ({ status: 'ok' as const }));
serve(app, fixtures.form, async (request) => {
  const fields = parseFields(z.object({ title: z.string().min(1, 'Enter a title') }), request.query);
  return { id, name: fields.title };
});
afterAll(() => app.close());

describe('serve', () => {
  it('wraps a value in { data } and leaves out what the contract does not name', async () => {
    const response = await app.inject({ method: 'GET', url: `/things/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id, name: 'Thing' } });
  });

  it('answers with the contract’s status, and refuses a bad body field by field before the handler', async () => {
    const created = await app.inject({ method: 'POST', url: '/things', payload: { name: 'New' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { id, name: 'New' } });
    const refused = await app.inject({ method: 'POST', url: '/things', payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ detail: 'Enter a name', source: { pointer: '/name' } })]);
  });

  it('answers another status the contract lists when the handler says so', async () => {
    const made = await app.inject({ method: 'POST', url: '/batches' });
    expect(made.statusCode).toBe(201);
    const none = await app.inject({ method: 'POST', url: '/batches?none=yes' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: { id, name: 'none made' } });
  });

  it('checks path parameters against the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/not-a-uuid' });
    expect(response.statusCode).toBe(400);
  });

  it('answers a page as its rows with the pagination headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/things?page=2&per_page=20' });
    expect(response.json()).toEqual({ data: [{ id, name: 'page 2' }] });
    expect(response.headers).toMatchObject({ 'x-total': '45', 'x-total-pages': '3', 'x-prev-page': '1', 'x-next-page': '3' });
  });

  it('answers an empty result with 204 and no body', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/things/${id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(removed).toEqual([id]);
  });

  it('leaves a file answer to the handler’s own reply', async () => {
    const response = await app.inject({ method: 'GET', url: `/things/${id}/photo` });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('png');
  });

  it('sends a raw answer as it is, outside the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('turns fields refused by parseFields into a 400 naming each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/forms?title=' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ code: 'request.invalid', detail: 'Enter a title', source: { pointer: '/title' } }),
    ]);
  });
});
