import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../testing/databases.ts';
import { withDatabase } from '../testing/global-setup.ts';

/**
 * Migration 0011 on a database that has files from before it: every storage key becomes one stored-file
 * record (a key that documents share, once), each row points at its record, and no file is lost.
 */
const migrations = path.join(import.meta.dirname, 'migrations');
const serverUrl = () => inject('databaseServerUrl');
let name: string;
let pool: pg.Pool;
let before: string;

/** The migrations folder as it was before 0011: its files and a journal cut after 0010. */
async function migrationsBefore0011(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'advice-migrations-'));
  await cp(migrations, folder, { recursive: true, filter: (source) => !/0011_/u.test(source) });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const ids = { practice: randomUUID(), client: randomUUID(), adviser: randomUUID(), case: randomUUID() };
const docs = { own: randomUUID(), copy: randomUUID(), image: randomUUID(), practiceFile: randomUUID(), staged: randomUUID() };

beforeAll(async () => {
  name = `advice_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  pool = new pg.Pool({ connectionString: withDatabase(serverUrl(), name), max: 2 });
  before = await migrationsBefore0011();
  await migrate(drizzle(pool), { migrationsFolder: before });
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(`INSERT INTO practices (id, name) VALUES ($1, 'Legacy Practice')`, [ids.practice]);
  await q(
    `INSERT INTO users (id, practice_id, role, email, first_name, last_name, avatar_key, signature_key)
     VALUES ($1, $2, 'adviser', 'adviser@legacy.test', 'Ada', 'Adviser', 'avatars/a/face.png', 'signatures/a/sig.png')`,
    [ids.adviser, ids.practice],
  );
  await q(
    `INSERT INTO users (id, practice_id, role, email, first_name, last_name) VALUES ($1, $2, 'client', 'client@legacy.test', 'Cy', 'Client')`,
    [ids.client, ids.practice],
  );
  await q(
    `INSERT INTO client_profiles (user_id, practice_id, welcome_video_key, letter_of_authority_key)
     VALUES ($1, $2, 'welcome-videos/v.mp4', 'letters-of-authority/c/l.pdf')`,
    [ids.client, ids.practice],
  );
  await q(
    `INSERT INTO client_cases (id, practice_id, client_id, type, status, name) VALUES ($1, $2, $3, 'document_pack_case', 'draft', 'Pack')`,
    [ids.case, ids.practice, ids.client],
  );
  for (const id of [docs.own, docs.copy])
    await q(
      `INSERT INTO case_documents (id, practice_id, case_id, name, category, storage_key, file_name, size_bytes, content_type, uploaded_by)
       VALUES ($1, $2, $3, 'Terms', 'charges', 'cases/shared.pdf', 'Terms.pdf', 1234, 'application/pdf', $4)`,
      [id, ids.practice, ids.case, ids.adviser],
    );
  await q(
    `INSERT INTO case_batch_uploads (id, practice_id, uploaded_by, name, storage_key, file_name, size_bytes, content_type)
     VALUES ($1, $2, $3, 'Terms', 'cases/shared.pdf', 'Terms.pdf', 1234, 'application/pdf')`,
    [docs.staged, ids.practice, ids.adviser],
  );
  await q(
    `INSERT INTO case_images (id, practice_id, storage_key, content_type, size_bytes, file_name)
     VALUES ($1, $2, 'case-images/view.jpg', 'image/jpeg', 99, 'view.jpg')`,
    [docs.image, ids.practice],
  );
  await q(
    `INSERT INTO practice_files (id, practice_id, purpose, storage_key, content_type, file_name, size_bytes)
     VALUES ($1, $2, 'logo', 'practices/p/logo/l.png', 'image/png', 'logo.png', 42)`,
    [docs.practiceFile, ids.practice],
  );
  await migrate(drizzle(pool), { migrationsFolder: migrations });
}, 60_000);

afterAll(async () => {
  await pool?.end();
  if (name) await dropDatabase(serverUrl(), name);
  if (before) await rm(before, { recursive: true, force: true });
});

async function keyOf(table: string, column: string, where: string, id: string): Promise<string | null> {
  const result = await pool.query(`SELECT f.storage_key FROM ${table} t JOIN stored_files f ON f.id = t.${column} WHERE t.${where} = $1`, [
    id,
  ]);
  return result.rows[0]?.storage_key ?? null;
}

describe('migration 0011 (stored files)', () => {
  it('records each existing storage key once, with what the rows knew of it', async () => {
    const { rows } = await pool.query(
      `SELECT storage_key, purpose, owner_id, practice_id, file_name, media_type, size_bytes FROM stored_files ORDER BY storage_key`,
    );
    expect(rows).toEqual([
      {
        storage_key: 'avatars/a/face.png',
        purpose: 'avatar',
        owner_id: ids.adviser,
        practice_id: ids.practice,
        file_name: 'face.png',
        media_type: 'image/png',
        size_bytes: null,
      },
      {
        storage_key: 'case-images/view.jpg',
        purpose: 'caseImage',
        owner_id: null,
        practice_id: ids.practice,
        file_name: 'view.jpg',
        media_type: 'image/jpeg',
        size_bytes: '99',
      },
      {
        storage_key: 'cases/shared.pdf',
        purpose: 'caseDocument',
        owner_id: ids.client,
        practice_id: ids.practice,
        file_name: 'Terms.pdf',
        media_type: 'application/pdf',
        size_bytes: '1234',
      },
      {
        storage_key: 'letters-of-authority/c/l.pdf',
        purpose: 'letterOfAuthority',
        owner_id: ids.client,
        practice_id: ids.practice,
        file_name: 'l.pdf',
        media_type: 'application/pdf',
        size_bytes: null,
      },
      {
        storage_key: 'practices/p/logo/l.png',
        purpose: 'logo',
        owner_id: null,
        practice_id: ids.practice,
        file_name: 'logo.png',
        media_type: 'image/png',
        size_bytes: '42',
      },
      {
        storage_key: 'signatures/a/sig.png',
        purpose: 'signature',
        owner_id: ids.adviser,
        practice_id: ids.practice,
        file_name: 'sig.png',
        media_type: 'image/png',
        size_bytes: null,
      },
      {
        storage_key: 'welcome-videos/v.mp4',
        purpose: 'welcomeVideo',
        owner_id: ids.client,
        practice_id: ids.practice,
        file_name: 'v.mp4',
        media_type: 'video/mp4',
        size_bytes: null,
      },
    ]);
  });

  it('points every row that had a key at the record of that key', async () => {
    expect(await keyOf('users', 'avatar_file_id', 'id', ids.adviser)).toBe('avatars/a/face.png');
    expect(await keyOf('users', 'signature_file_id', 'id', ids.adviser)).toBe('signatures/a/sig.png');
    expect(await keyOf('client_profiles', 'welcome_video_file_id', 'user_id', ids.client)).toBe('welcome-videos/v.mp4');
    expect(await keyOf('client_profiles', 'letter_of_authority_file_id', 'user_id', ids.client)).toBe('letters-of-authority/c/l.pdf');
    expect(await keyOf('case_documents', 'file_id', 'id', docs.own)).toBe('cases/shared.pdf');
    expect(await keyOf('case_documents', 'file_id', 'id', docs.copy)).toBe('cases/shared.pdf');
    expect(await keyOf('case_batch_uploads', 'file_id', 'id', docs.staged)).toBe('cases/shared.pdf');
    expect(await keyOf('case_images', 'file_id', 'id', docs.image)).toBe('case-images/view.jpg');
    expect(await keyOf('practice_files', 'file_id', 'id', docs.practiceFile)).toBe('practices/p/logo/l.png');
    expect(await keyOf('users', 'avatar_file_id', 'id', ids.client)).toBeNull();
  });

  it('refuses deleting a record a row still points at', async () => {
    await expect(pool.query(`DELETE FROM stored_files WHERE storage_key = 'cases/shared.pdf'`)).rejects.toMatchObject({ code: '23503' });
  });
});
