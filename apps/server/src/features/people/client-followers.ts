import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

type ClientRef = { practiceId: string; clientId: string };

/**
 * The ids (column `staff_id`) of active staff who follow the client and may still see them: a director,
 * the client's own or an additional adviser, a practice admin supporting the client's adviser. A follow
 * outliving the relation (an adviser moved on, an admin unassigned) reaches no one; a client with no
 * adviser has no supporting admin, so no admin hears of them.
 */
export function visibleFollowerIds({ practiceId, clientId }: ClientRef): SQL {
  return sql`
    SELECT f.staff_id
      FROM follows f
      JOIN users s ON s.id = f.staff_id AND s.practice_id = ${practiceId} AND s.status = 'active'
      JOIN users c ON c.id = f.client_id AND c.practice_id = ${practiceId}
     WHERE f.client_id = ${clientId} AND f.practice_id = ${practiceId}
       AND (
         s.role = 'director'
         OR (s.role = 'adviser' AND (s.id = c.adviser_id
               OR EXISTS (SELECT 1 FROM additional_advisers a WHERE a.client_id = c.id AND a.adviser_id = s.id)))
         OR (s.role = 'admin'
               AND EXISTS (SELECT 1 FROM admin_assignments aa
                            WHERE aa.admin_id = s.id AND aa.adviser_id = c.adviser_id AND aa.practice_id = ${practiceId}))
       )`;
}

export type StaffToTell = { id: string; email: string; firstName: string; isFollowing: boolean };

/**
 * Who on the staff side hears of a client's business events: the client's own and additional advisers,
 * and the staff who follow the client and may see them. Only followers receive its automatic e-mails
 * (spec 1 §6: a practice admin must follow a client to receive them).
 */
export async function listStaffToTell(tx: Tx, client: ClientRef): Promise<StaffToTell[]> {
  const { practiceId, clientId } = client;
  const result = await tx.execute<{ id: string; email: string; first_name: string; is_following: boolean }>(sql`
    WITH followers AS (${visibleFollowerIds(client)})
    SELECT u.id, u.email, u.first_name, u.id IN (SELECT staff_id FROM followers) AS is_following
      FROM users u
     WHERE u.practice_id = ${practiceId} AND u.status = 'active' AND u.role IN ('adviser', 'admin', 'director')
       AND (
         u.id = (SELECT c.adviser_id FROM users c WHERE c.id = ${clientId} AND c.practice_id = ${practiceId})
         OR u.id IN (SELECT a.adviser_id FROM additional_advisers a WHERE a.client_id = ${clientId} AND a.practice_id = ${practiceId})
         OR u.id IN (SELECT staff_id FROM followers)
       )
     ORDER BY u.id`);
  return result.rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name, isFollowing: row.is_following }));
}
