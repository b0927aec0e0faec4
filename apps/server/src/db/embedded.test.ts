import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { embeddedDatabaseUrl, embeddedProductDatabaseUrl, startEmbeddedPostgres } from './embedded.ts';

describe('the embedded server’s URL', () => {
  it('names the Unix socket in the data folder, as pg reads it, with TCP on 127.0.0.1 beside it', () => {
    const url = embeddedDatabaseUrl('/var/lib/advice/postgres', 54329, 'advice');
    expect(url).toBe('postgres://postgres:postgres@127.0.0.1:54329/advice?host=%2Fvar%2Flib%2Fadvice%2Fpostgres');
    expect(embeddedProductDatabaseUrl('/var/lib/advice', 54329)).toBe(url);
  });

  it('keeps TCP alone when the socket’s path would be too long for a socket, or the folder’s name holds a comma', () => {
    const long = `/srv/${'a'.repeat(100)}/postgres`;
    expect(embeddedDatabaseUrl(long, 54329, 'advice')).toBe('postgres://postgres:postgres@127.0.0.1:54329/advice');
    expect(embeddedDatabaseUrl('/srv/advice,old/postgres', 54329, 'advice')).toBe('postgres://postgres:postgres@127.0.0.1:54329/advice');
  });
});

describe('the embedded server', () => {
  let dir = '';
  let stop = async () => {};
  afterAll(async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers on its socket and on 127.0.0.1 alike', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'advice-embedded-'));
    // PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
    await chmod(dir, 0o755);
    const port = await freePort();
    const server = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, isThrowaway: true });
    stop = server.stop;
    const viaSocket = server.url('postgres');
    expect((await stat(path.join(dir, 'pg', `.s.PGSQL.${port}`))).isSocket()).toBe(true);
    const addressOf = async (connectionString: string) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query<{ address: string | null }>('SELECT inet_server_addr()::text AS address')).rows[0]?.address;
      } finally {
        await client.end();
      }
    };
    // A socket connection has no server address; a TCP one has the loopback's.
    expect(await addressOf(viaSocket)).toBeNull();
    expect(await addressOf(viaSocket.split('?')[0] ?? '')).toBe('127.0.0.1/32');
  }, 60_000);
});
