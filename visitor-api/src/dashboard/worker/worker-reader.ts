import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DashboardRequest, DashboardView } from '@pawapuri/shared/contract/types';
import { HttpError } from '../../common/http/http-error';
import type { DashboardOptions } from '../store/get-dashboard';
import type { IndexLoaded, ReadAnswer, WorkerSetup } from './messages';

interface Pending {
  resolve(view: DashboardView): void;
  reject(error: Error): void;
}

/** The worker file next to this one: worker.js when compiled, worker.ts under tsx or ts-jest. */
export const DASHBOARD_WORKER_FILE = path.join(__dirname, `worker${path.extname(__filename)}`);

/**
 * Starts a worker file; a TypeScript one through tsx's require hook (a worker
 * does not inherit the parent's TypeScript loader).
 */
function startWorker(setup: WorkerSetup, file: string): Worker {
  if (path.extname(file) !== '.ts') return new Worker(file, { workerData: setup });
  const bootstrap = `require('tsx/cjs'); require(${JSON.stringify(file)});`;
  return new Worker(bootstrap, { eval: true, workerData: setup });
}

/** Sends dashboard reads to one worker thread, started at the first read. */
export class WorkerDashboardReader {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  /** Visits the worker's index held at its last completed load (0: not loaded). */
  indexRows = 0;

  /** `file` is the worker's script: the dashboard worker unless a test wraps it. */
  constructor(
    private readonly setup: WorkerSetup,
    private readonly file = DASHBOARD_WORKER_FILE,
  ) {}

  read(query: DashboardRequest, options: DashboardOptions): Promise<DashboardView> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, query, options });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error('the dashboard reader was closed'));
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.setup, this.file);
    worker.on('message', (message: ReadAnswer | IndexLoaded) => {
      if ('indexRows' in message) this.indexRows = message.indexRows;
      else this.settle(message);
    });
    // A crashed worker fails the reads it held; the next read starts a new one.
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.indexRows = 0;
      this.failAll(new Error('the dashboard reader stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private settle(answer: ReadAnswer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if ('view' in answer) return waiting.resolve(answer.view);
    const { message, statusCode, field } = answer.error;
    waiting.reject(statusCode ? new HttpError(statusCode, message, field) : new Error(message));
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
