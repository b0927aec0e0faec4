-- Client search matches any part of the name or e-mail (at least 3 characters): a trigram index keeps it fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX users_search_trgm_idx ON users USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_practice_role_created_idx ON users (practice_id, role, created_at);
