import { env } from '../config/env';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import { lookupLocation } from './geolocation';
import { browserOptsOut } from './privacy-signals';
import { sendQueuedVisits } from './send-queued-visits';
import { shouldSendLater } from './send-later';
import { visitQueue, type VisitQueue } from './visit-queue';
import { newVisitId } from './visit-id';
import { buildVisitRecord, readBrowserFacts, type BrowserFacts } from './visit-record';

export interface TrackDeps {
  api: Pick<VisitorApi, 'track'>;
  geolocationUrl: string;
  facts: () => BrowserFacts;
  /** Whether the browser sends Do Not Track or Global Privacy Control. */
  optsOut?: () => boolean;
  /** Where a visit that cannot be sent now waits. */
  queue?: VisitQueue;
  /** Sends what waits in the queue; called once a visit has gone through. */
  sendQueued?: () => Promise<void>;
  /** False when the browser knows it has no connection. */
  online?: () => boolean;
  now?: () => number;
}

const defaultDeps: TrackDeps = {
  api: visitorApi,
  geolocationUrl: env.geolocationUrl,
  facts: readBrowserFacts,
  optsOut: browserOptsOut,
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Records one visit of `path` under a fresh key: location lookup first (its
 * failure is tolerated; skipped when the browser opts out of tracking, so no
 * third party sees the visitor's address), then POST /track (where the API
 * itself honours the opt-out). A visit that cannot be sent now (offline, no
 * answer, 5xx) goes to the queue with the time it happened, and a visit that
 * goes through sends what was queued. Resolves true when the API took the
 * visit. Never throws and never shows anything to the visitor; failures are
 * logged only (docs/choices.md, Route tracking).
 */
export async function trackVisit(path: string, deps: TrackDeps = defaultDeps): Promise<boolean> {
  const queue = deps.queue ?? visitQueue;
  const visitedAt = new Date((deps.now ?? Date.now)()).toISOString();
  try {
    const offline = !(deps.online ?? browserOnline)();
    const optsOut = deps.optsOut ?? browserOptsOut;
    const location = optsOut() || offline ? {} : await lookupLocation(deps.geolocationUrl);
    // Its key (visitId) is kept by every resend, so the API stores it once.
    const visit = {
      ...buildVisitRecord(path, deps.facts(), undefined, location),
      visitId: newVisitId(),
    };
    if (offline) {
      await queue.add({ ...visit, visitedAt });
      return false;
    }
    try {
      await deps.api.track(visit);
    } catch (error) {
      if (!shouldSendLater(error)) throw error;
      console.warn('The visit could not be sent; it is queued for later.', error);
      await queue.add({ ...visit, visitedAt });
      return false;
    }
    void (deps.sendQueued ?? sendQueuedVisits)();
    return true;
  } catch (error) {
    console.error('Recording the visit failed.', error);
    return false;
  }
}
