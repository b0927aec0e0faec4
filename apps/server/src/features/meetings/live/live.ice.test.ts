import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import which from 'which';
import { freePort } from '../../../testing/free-port.ts';
import { iceServersFor } from './live.ice.ts';

describe('the ICE servers a participant is given', () => {
  const closesAt = new Date('2026-11-27T15:00:00Z');

  it('are none without TURN: browsers reach each other or the SFU directly', () => {
    expect(iceServersFor(undefined, 'user_a', closesAt)).toEqual([]);
  });

  it('carry a TURN credential of the participant’s own that coturn’s shared secret checks, valid until after the room closes', () => {
    const [server] = iceServersFor({ urls: ['turn:turn.example.test:3478'], secret: 'shared' }, 'guest_b', closesAt);
    const expiresAt = closesAt.getTime() / 1_000 + 600;
    expect(server).toEqual({
      urls: ['turn:turn.example.test:3478'],
      username: `${expiresAt}:guest_b`,
      credential: createHmac('sha1', 'shared').update(`${expiresAt}:guest_b`).digest('base64'),
    });
  });
});

/**
 * The credentials against Debian's coturn (`turnserver` with `use-auth-secret`), through coturn's own test client:
 * a live one allocates a relay that carries packets between two clients; one of a room closed long ago, or signed
 * with another secret, is refused.
 */
const turnserver = await which('turnserver', { nothrow: true });
const skipCoturn = !turnserver && !process.env.CI;
if (skipCoturn) console.warn('coturn test skipped: apt-get install coturn to run it');

describe.skipIf(skipCoturn)('the TURN credentials at coturn', () => {
  const secret = 'coturn-test-secret';
  let port: number;
  let server: ChildProcess;

  beforeAll(async () => {
    expect(turnserver, 'apt-get install coturn').toBeTruthy();
    port = await freePort();
    server = spawn(
      'turnserver',
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${port}`,
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=advice.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--allow-loopback-peers',
        '--log-file=stdout',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    // Ready once it says it listens on the port.
    await new Promise<void>((resolve, reject) => {
      let said = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('Total General servers')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`turnserver exited with ${code}`)));
      setTimeout(() => reject(new Error('turnserver did not start')), 10_000);
    });
  });
  afterAll(() => {
    server?.kill();
  });

  /** Whether coturn's client allocates with the credential and relays packets between two clients through it. */
  async function relays(ice: { username?: string; credential?: string }): Promise<{ ok: boolean; said: string }> {
    const args = [
      '-u',
      ice.username ?? '',
      '-w',
      ice.credential ?? '',
      '-p',
      String(port),
      '-e',
      '127.0.0.1',
      '-n',
      '3',
      '-m',
      '1',
      '-y',
      '127.0.0.1',
    ];
    try {
      const { stdout } = await promisify(execFile)('turnutils_uclient', args, { timeout: 20_000 });
      return { ok: /tot_recv_msgs=[1-9]/u.test(stdout) && /Total lost packets 0 /u.test(stdout), said: stdout.slice(-400) };
    } catch (error) {
      return { ok: false, said: String((error as { stdout?: string }).stdout ?? error).slice(-400) };
    }
  }

  const urls = () => [`turn:127.0.0.1:${port}?transport=udp`];

  it('relays for a participant of a room still open', async () => {
    const [ice] = iceServersFor({ urls: urls(), secret }, 'user_a', new Date(Date.now() + 3_600_000));
    const outcome = await relays(ice ?? {});
    expect(outcome.ok, outcome.said).toBe(true);
  });

  it('refuses a credential of a room closed over ten minutes ago, and one signed with another secret', async () => {
    const [expired] = iceServersFor({ urls: urls(), secret }, 'user_a', new Date(Date.now() - 11 * 60_000));
    expect((await relays(expired ?? {})).ok).toBe(false);
    const [forged] = iceServersFor({ urls: urls(), secret: 'not-the-secret' }, 'user_a', new Date(Date.now() + 3_600_000));
    expect((await relays(forged ?? {})).ok).toBe(false);
  });
});
