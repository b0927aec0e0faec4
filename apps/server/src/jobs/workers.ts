import { runBulkImport } from '../features/people/clients.bulk.ts';
import type { Runtime } from '../runtime.ts';

/** The feature jobs this instance runs (mail delivery is started with the queues themselves). */
export async function startWorkers(runtime: Runtime): Promise<void> {
  await runtime.jobs.work('clients.bulk-import', (data) => runBulkImport(runtime, data.importId));
}
