import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a server in its own process, so the load generator does not share its CPU time. */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
): Promise<{ stop: () => Promise<void>; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(healthUrl).then(
      (r) => r.status < 500,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      // A server that is still starting (a busy machine) is stopped rather than left running on its own.
      if (child.exitCode === null) child.kill('SIGINT');
      throw new Error(`${script} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}
