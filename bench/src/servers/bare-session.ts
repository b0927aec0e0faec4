import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The real limit for a signed-in call: a bare Fastify route that does what GET /users/me cannot do
 * without (read the session cookie, hash it, look the session and its user up in one prepared query
 * through `pg` on the product's own database, answer the user as JSON) and nothing else.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const lookup = {
  name: 'bare_session_lookup',
  text: `SELECT s.expires_at, u.id, u.email, u.first_name, u.last_name, u.role, u.practice_id, u.status, p.settings
         FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN practices p ON p.id = u.practice_id
         WHERE s.id = $1`,
};

const app = Fastify({ logger: false });
app.get('/bare-session', async (request, reply) => {
  const token = /(?:^|;\s*)sid=([^;]+)/u.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ errors: [{ status: '401' }] });
  const { rows } = await pool.query({ ...lookup, values: [createHash('sha256').update(token).digest('hex')] });
  const row = rows[0];
  if (!row || row.expires_at <= new Date() || row.status !== 'active') return reply.code(401).send({ errors: [{ status: '401' }] });
  return {
    data: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: row.role,
      practice_id: row.practice_id,
      session_expires_at: row.expires_at.toISOString(),
    },
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
