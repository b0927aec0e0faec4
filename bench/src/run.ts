import { benchClients } from './clients.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { benchMeetings } from './meetings.bench.ts';
import { benchRealtime } from './realtime.bench.ts';
import { benchSigningPdf } from './signing.bench.ts';
import { benchCurrentUser } from './users-me.bench.ts';
import { benchInitialJavaScript } from './web-bundle.bench.ts';

/** Every benchmark by name, in the order a full run takes them. */
const benches: Record<string, () => Promise<void>> = {
  'users-me': benchCurrentUser,
  clients: benchClients,
  signing: benchSigningPdf,
  'web-bundle': benchInitialJavaScript,
  lighthouse: benchLighthouse,
  realtime: benchRealtime,
  meetings: benchMeetings,
};

/**
 * Every benchmark, each printing its figures measured side by side in this one run; names on the command line
 * run only those (`npm run bench -w @advice/bench -- realtime`).
 */
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) throw new Error(`No benchmark named ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}`);
console.log('Advice Portal benchmarks\n');
for (const [name, run] of Object.entries(benches)) if (chosen.length === 0 || chosen.includes(name)) await run();
