import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from './auth.ts';

describe('access declarations', () => {
  it('refuses to boot when an API route declares no access', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    expect(() => app.get('/api/v1/undeclared', async () => ({ ok: true }))).toThrow(/GET \/api\/v1\/undeclared declares no access/u);
  });

  it('records each declared API route, and ignores pages outside the API', async () => {
    const app = Fastify();
    const declared = requireAccessDeclarations(app);
    app.get('/api/v1/open', { config: { access: { public: true } } }, async () => ({}));
    app.post('/api/v1/staff', { config: { access: { roles: ['director'] } } }, async () => ({}));
    app.get('/not-api', async () => '');
    await app.ready();
    expect(declared.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/open', 'POST /api/v1/staff']);
  });
});
