import { getEnvironmentData, parentPort } from 'node:worker_threads';
import { HOLD_KEY } from './held-dashboard-worker-key';

/*
 * The dashboard worker, held: before the worker reads a view, this thread
 * says it is holding (the flags' second Int32 turns 1) and waits until the
 * test's release (the first turns non-zero), blocked as a long scan would
 * block it. Listeners run in the order they were added, so this one runs
 * before the worker's own.
 */
const flags = new Int32Array(getEnvironmentData(HOLD_KEY) as SharedArrayBuffer);
parentPort?.on('message', () => {
  Atomics.store(flags, 1, 1);
  Atomics.wait(flags, 0, 0);
});
// Loaded after the listener above (an import would be hoisted above it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../src/dashboard/worker/worker');
