import { benchClients } from './clients.bench.ts';
import { benchSigningPdf } from './signing.bench.ts';
import { benchCurrentUser } from './users-me.bench.ts';
import { benchInitialJavaScript } from './web-bundle.bench.ts';

/** Every benchmark, each printing its figures measured side by side in this one run. */
console.log('Advice Portal benchmarks\n');
await benchCurrentUser();
await benchClients();
await benchSigningPdf();
await benchInitialJavaScript();
