import { visitorApi, type VisitorApi } from '../api/visitor-api';
import { queueSender, type QueueSending } from './send-queue';
import { visitQueue, type VisitQueue, type QueuedVisit } from './visit-queue';

export { QUEUED_VISIT_MAX_AGE_MS } from './send-queue';

export interface SendQueuedDeps {
  api: Pick<VisitorApi, 'track'>;
  queue: VisitQueue;
  now: () => number;
}

const defaultDeps: SendQueuedDeps = { api: visitorApi, queue: visitQueue, now: Date.now };

const send = queueSender<QueuedVisit>();

/** Sends the queued visits, oldest first, each with its key and its own time (see queueSender). */
export function sendQueuedVisits({ api, queue, now }: SendQueuedDeps = defaultDeps): Promise<void> {
  const sending: QueueSending<QueuedVisit> = {
    queue,
    send: (visit) => api.track(visit),
    keyOf: (visit) => visit.visitId,
    timeOf: (visit) => visit.visitedAt,
    now,
    what: 'visit',
  };
  return send(sending);
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
