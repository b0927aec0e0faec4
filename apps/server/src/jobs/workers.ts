import { sendPasswordReset } from '../features/auth/auth.service.ts';
import { runBulkImport } from '../features/people/clients.bulk.ts';
import type { Runtime } from '../runtime.ts';

/** The feature jobs this instance runs (mail delivery is started with the queues themselves). */
export async function startWorkers(runtime: Runtime): Promise<void> {
  await runtime.jobs.work('clients.bulk-import', (data) => runBulkImport(runtime, data.importId));
  await runtime.jobs.work('auth.password-reset', (data) => sendPasswordReset(runtime, data));
}
