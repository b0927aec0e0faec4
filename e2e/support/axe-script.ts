import { createRequire } from 'node:module';

/** Where the journeys load axe-core from: a file of the product's own origin, which its CSP allows (server-process.ts puts it there). */
export const axeScriptPath = `/assets/axe-core-${(createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version}.js`;
