import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a small JSON body, nothing else. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { id: '8381f4d7-e208-408b-92ca-02846a5c2183', email: 'director@demo.test', role: 'director' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
