import path from 'node:path';

/** The held worker's script, and where it finds its flag (worker_threads' environment data). */
export const HELD_WORKER_FILE = path.join(__dirname, 'held-dashboard-worker.ts');
export const HOLD_KEY = 'pawapuri:dashboard-worker-hold';
