import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import which from 'which';

/** What the product says when Janus is not installed: meetings still run, peer to peer. */
export const janusMissingNotice =
  'Meetings run peer to peer: install the SFU for rooms of four or more with `apt-get install janus`, or set SFU_URL to a Janus server.';

/** Where Debian's janus package puts its plugins and transports. */
const janusLibraries = '/usr/lib/x86_64-linux-gnu/janus';

/** Where Janus is on this machine, or null when it is not installed. */
export function janusProgram(): Promise<string | null> {
  return which('janus', { nothrow: true });
}

export type EmbeddedJanus = { url: string; apiSecret: string; stop: () => Promise<void> };

/**
 * Runs Debian's Janus for this machine's meetings (the embedded default, as PostgreSQL is): its VideoRoom plugin and
 * its WebSocket API on 127.0.0.1 only, with a fresh API secret, configured in `dir`. Null when Janus is not installed.
 */
export async function startEmbeddedJanus(options: { dir: string; port: number }): Promise<EmbeddedJanus | null> {
  const program = await janusProgram();
  if (!program) return null;
  const { dir, port } = options;
  const apiSecret = randomBytes(24).toString('base64url');
  await stopLeftOver(dir);
  await rm(dir, { recursive: true, force: true });
  for (const folder of ['conf', 'plugins', 'transports', 'none']) await mkdir(path.join(dir, folder), { recursive: true });
  await symlink(path.join(janusLibraries, 'plugins/libjanus_videoroom.so'), path.join(dir, 'plugins/libjanus_videoroom.so'));
  await symlink(path.join(janusLibraries, 'transports/libjanus_websockets.so'), path.join(dir, 'transports/libjanus_websockets.so'));
  const conf = (name: string) => path.join(dir, 'conf', name);
  await writeFile(
    conf('janus.jcfg'),
    `general: {
  configs_folder = "${path.join(dir, 'conf')}"
  plugins_folder = "${path.join(dir, 'plugins')}"
  transports_folder = "${path.join(dir, 'transports')}"
  events_folder = "${path.join(dir, 'none')}"
  loggers_folder = "${path.join(dir, 'none')}"
  debug_level = 2
  api_secret = "${apiSecret}"
}
media: { rtp_port_range = "20000-40000" }
`,
  );
  await writeFile(
    conf('janus.transport.websockets.jcfg'),
    `general: { json = "compact", ws = true, ws_port = ${port}, ws_ip = "127.0.0.1" }\nadmin: { admin_ws = false }\n`,
  );
  await writeFile(conf('janus.plugin.videoroom.jcfg'), 'general: { }\n');

  const child: ChildProcess = spawn(program, ['-F', path.join(dir, 'conf'), '--disable-colors'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid !== undefined) await writeFile(pidFileOf(dir), String(child.pid));
  const url = `ws://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (!(await accepts(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Janus did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    apiSecret,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(pidFileOf(dir), { force: true });
    },
  };
}

/** Where the running Janus's process id is kept, beside its folder (which each start makes afresh). */
function pidFileOf(dir: string): string {
  return `${dir}.pid`;
}

/**
 * Stops a Janus that a killed process left running in `dir` (its parent died before it could stop it), as the
 * embedded PostgreSQL's left-over postmaster is: the pid file names it, and its command line must name the folder.
 */
async function stopLeftOver(dir: string): Promise<void> {
  const pid = Number(await readFile(pidFileOf(dir), 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (command.includes('janus') && command.includes(dir)) {
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 5_000;
    while ((await isAlive(pid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await rm(pidFileOf(dir), { force: true });
}

/** Whether a process runs (a zombie waiting for its parent to reap it does not: it holds no port and no file). */
async function isAlive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** Whether a WebSocket server answers at `url` with Janus's subprotocol. */
function accepts(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'janus-protocol');
    socket.onopen = () => {
      socket.close();
      resolve(true);
    };
    socket.onerror = () => resolve(false);
  });
}
