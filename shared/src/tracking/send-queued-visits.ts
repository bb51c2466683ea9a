import { visitorApi, type VisitorApi } from '../api/visitor-api';
import { shouldSendLater } from './send-later';
import { visitQueue, type VisitQueue } from './visit-queue';

/** The API refuses a visit's own time older than this, so the queue drops it first. */
export const QUEUED_VISIT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface SendQueuedDeps {
  api: Pick<VisitorApi, 'track'>;
  queue: VisitQueue;
  now: () => number;
}

const defaultDeps: SendQueuedDeps = { api: visitorApi, queue: visitQueue, now: Date.now };

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the queued visits, oldest first, one at a time, each with its key and
 * its own time. A visit leaves the queue once the API has answered it, stored
 * or refused (4xx); the first that fails for want of a connection stops the
 * run, keeping it and the rest for the next. A call while a run is going
 * makes that run look once more at its end, so one page never sends a visit
 * twice at once; another tab may, which the API's key makes harmless.
 */
export function sendQueuedVisits(deps: SendQueuedDeps = defaultDeps): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await sendOnce(deps);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function sendOnce({ api, queue, now }: SendQueuedDeps): Promise<void> {
  for (const visit of await queue.list()) {
    if (now() - Date.parse(visit.visitedAt) > QUEUED_VISIT_MAX_AGE_MS) {
      await queue.remove(visit.visitId);
      continue;
    }
    try {
      await api.track(visit);
    } catch (error) {
      if (shouldSendLater(error)) return;
      console.error('A queued visit was refused; it is dropped.', error);
    }
    await queue.remove(visit.visitId);
  }
}

/**
 * Sends what earlier pages queued now, and again whenever the browser says
 * the connection is back. Returns the function that stops listening.
 */
export function startSendingQueuedVisits(send: () => Promise<void> = sendQueuedVisits): () => void {
  const onOnline = () => void send();
  window.addEventListener('online', onOnline);
  void send();
  return () => window.removeEventListener('online', onOnline);
}
