import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port.ts';
import { createJanusGateway, JanusError } from './janus-gateway.ts';
import { type EmbeddedJanus, janusProgram, startEmbeddedJanus } from './janus-process.ts';

/** Debian's Janus, as `npm start` runs it (`npm test` installs it as root; without it there is nothing to speak to). */
const hasJanus = (await janusProgram()) !== null;

describe.skipIf(!hasJanus)('the Janus gateway, against Debian’s Janus', () => {
  let janus: EmbeddedJanus;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'advice-janus-'));
    const started = await startEmbeddedJanus({ dir, port: await freePort() });
    if (!started) throw new Error('janus is installed but did not start');
    janus = started;
  }, 30_000);
  afterAll(async () => {
    await janus?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a VideoRoom on first use, joins it as a publisher and lists the participant by the name given', async () => {
    const gateway = createJanusGateway(janus.url, janus.apiSecret);
    try {
      const session = await gateway.createSession(() => {});
      const handle = await session.attach('janus.plugin.videoroom', () => {});
      const room = 4_242_424_242;
      const join = { request: 'join', ptype: 'publisher', room, display: 'user_a' };
      await expect(handle.send(join)).rejects.toMatchObject({ code: 426 });
      await handle.request({ request: 'create', room, publishers: 9, is_private: true });
      await expect(handle.request({ request: 'create', room })).rejects.toBeInstanceOf(JanusError);
      const joined = await handle.send(join);
      expect(joined.data).toMatchObject({ videoroom: 'joined', room, publishers: [] });
      const listed = await handle.request({ request: 'listparticipants', room });
      expect(listed.participants).toEqual([expect.objectContaining({ display: 'user_a' })]);
      await session.destroy();
    } finally {
      gateway.close();
    }
  });

  it('is refused without the API secret, so only the server drives it', async () => {
    const gateway = createJanusGateway(janus.url, undefined);
    try {
      await expect(gateway.createSession(() => {})).rejects.toBeInstanceOf(JanusError);
    } finally {
      gateway.close();
    }
  });

  it('tells each session it is lost when the connection closes', async () => {
    const gateway = createJanusGateway(janus.url, janus.apiSecret);
    let lost = 0;
    await gateway.createSession(() => {
      lost += 1;
    });
    gateway.close();
    expect(lost).toBe(1);
  });
});
