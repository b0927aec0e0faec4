import { type ChildProcess, spawn } from 'node:child_process';

export type SupervisorOptions = {
  /** The server's entry file, run with this Node and its flags. */
  script: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Called when the first start fails before the server is ready: a configuration to fix, not a crash to retry. */
  onFirstStartFailed: (exit: string) => void;
};

export type Supervisor = {
  /** Stops the server (SIGTERM, SIGKILL after the timeout) and starts no other. */
  stop: () => Promise<void>;
};

const firstDelay = 1_000;
const maxDelay = 30_000;
/** A server that stayed up this long is started again after the first delay. */
const stableAfter = 60_000;
const stopTimeout = 15_000;

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** Sends a signal to the server's process group, which takes any process it started along. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already empty.
  }
}

/**
 * Runs the server in a child process and starts it again whenever it exits without being asked
 * to (a crash, an out-of-memory kill, SIGKILL), after a delay that doubles from one second up to
 * thirty and starts over once a server has stayed up a minute.
 */
export function superviseServer(options: SupervisorOptions): Supervisor {
  let delay = firstDelay;
  let hasBeenReady = false;
  let isStopping = false;
  let current: { child: ChildProcess; exited: Promise<void> } | null = null;
  let restartTimer: NodeJS.Timeout | undefined;

  function onGone(child: ChildProcess, startedAt: number, exit: string): void {
    current = null;
    // Whatever the server started (a transcriber, say) goes with it.
    signalGroup(child, 'SIGKILL');
    if (isStopping) return;
    if (!hasBeenReady) {
      options.onFirstStartFailed(exit);
      return;
    }
    if (Date.now() - startedAt >= stableAfter) delay = firstDelay;
    options.log(`The server process (pid ${child.pid}) ${exit}; starting it again in ${delay / 1000} s.`);
    restartTimer = setTimeout(startServer, delay);
    delay = Math.min(delay * 2, maxDelay);
  }

  function startServer(): void {
    const startedAt = Date.now();
    // Its own process group: a Ctrl-C in the terminal reaches only the supervisor, which stops
    // the server in order. The IPC channel tells the server when the supervisor is gone.
    const child = spawn(process.execPath, [...process.execArgv, options.script], {
      env: options.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    child.on('message', (message) => {
      if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'ready') hasBeenReady = true;
    });
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        onGone(child, startedAt, describeExit(code, signal));
        resolve();
      });
      child.on('error', (error) => {
        // A process that never started has no exit to follow; other errors (a closed channel) do.
        if (child.pid !== undefined) return;
        onGone(child, startedAt, `could not start: ${error.message}`);
        resolve();
      });
    });
    current = { child, exited };
  }

  startServer();
  return {
    stop: async () => {
      isStopping = true;
      clearTimeout(restartTimer);
      const running = current;
      if (!running) return;
      running.child.kill('SIGTERM');
      const killTimer = setTimeout(() => {
        options.log(`The server process (pid ${running.child.pid}) did not stop in ${stopTimeout / 1000} s; killing it.`);
        signalGroup(running.child, 'SIGKILL');
      }, stopTimeout);
      await running.exited;
      clearTimeout(killTimer);
    },
  };
}
