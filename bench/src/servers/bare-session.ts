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
  // The same columns the product's session lookup reads (features/auth/sessions.ts).
  text: `SELECT s.csrf_token, s.last_seen_at, s.expires_at, u.id, u.practice_id, u.role, u.admin_level, u.email, u.unconfirmed_email,
           u.first_name, u.last_name, u.phone, u.two_factor_method, u.session_timeout_minutes, u.avatar_file_id,
           u.auto_follow_new_clients, u.status, p.settings -> 'sessionTimeoutEnabled' = 'true'::jsonb AS session_timeout_enabled
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
      phone: row.phone,
      role: row.role,
      admin_level: row.admin_level,
      practice_id: row.practice_id,
      two_factor_method: row.two_factor_method,
      session_timeout_duration: row.session_timeout_minutes,
      session_expires_at: row.expires_at.toISOString(),
      can_choose_session_timeout: row.role !== 'client' || row.session_timeout_enabled === true,
    },
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
