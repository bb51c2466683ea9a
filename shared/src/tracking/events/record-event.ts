import { request } from '../../api/http';
import { visitorApi } from '../../api/visitor-api';
import { browserOptsOut } from '../privacy-signals';
import { shouldSendLater } from '../send-later';
import { getSessionId } from '../session-id';
import { newVisitId } from '../visit-id';
import type { EventRecord } from '../../types';
import { eventQueue, type EventQueue } from './event-queue';
import type { PageEvent } from './event-of-element';

/** The longest page path the API takes. */
const PAGE_MAX = 512;

export interface RecordEventDeps {
  /** POST /api/visitors/events on the configured API. */
  url: () => string;
  /** The page's origin: a beacon can carry JSON only to the same origin. */
  pageOrigin: () => string;
  page: () => string;
  /** navigator.sendBeacon, where the browser has it. */
  beacon?: (url: string, data: Blob) => boolean;
  /** POST with keepalive; rejects as the API client does (ApiError, NetworkError...). */
  post: (url: string, body: EventRecord) => Promise<unknown>;
  queue: EventQueue;
  online: () => boolean;
  optsOut: () => boolean;
  now: () => number;
}

export const defaultRecordEventDeps = (): RecordEventDeps => ({
  url: () => `${visitorApi.baseUrl}/api/visitors/events`,
  pageOrigin: () => window.location.origin,
  page: () => window.location.pathname,
  beacon:
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url, data) => navigator.sendBeacon(url, data)
      : undefined,
  post: (url, body) => request(url, { method: 'POST', body, keepalive: true }),
  queue: eventQueue,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  optsOut: () => browserOptsOut(),
  now: Date.now,
});

export type RecordOutcome = 'sent' | 'queued' | 'opted-out' | 'refused';

/**
 * Sends one event under a fresh key, in a way that outlives the page (a tap
 * on a link usually leaves it): a beacon when the API shares the page's
 * origin, otherwise fetch with keepalive. Nothing is sent when the browser
 * asks not to be tracked (the API would refuse it too). Offline, or when the
 * send fails for want of a connection or a busy API, the event waits in the
 * queue with the time it happened and goes with the next connection; the key
 * makes a resend harmless. Never throws.
 */
export async function recordEvent(
  event: PageEvent,
  deps: RecordEventDeps = defaultRecordEventDeps(),
): Promise<RecordOutcome> {
  try {
    if (deps.optsOut()) return 'opted-out';
    const record: EventRecord = {
      name: event.name,
      pageVisited: deps.page().slice(0, PAGE_MAX) || '/',
      sessionId: getSessionId(),
      eventId: newVisitId(),
      ...(Object.keys(event.properties).length > 0 ? { properties: event.properties } : {}),
    };
    const later = async () => {
      await deps.queue.add({ ...record, occurredAt: new Date(deps.now()).toISOString() });
      return 'queued' as const;
    };
    if (!deps.online()) return await later();
    const url = deps.url();
    if (deps.beacon && new URL(url, deps.pageOrigin()).origin === deps.pageOrigin()) {
      const blob = new Blob([JSON.stringify(record)], { type: 'application/json' });
      // False: the browser would not take it (its beacon quota is full).
      return deps.beacon(url, blob) ? 'sent' : await later();
    }
    try {
      await deps.post(url, record);
      return 'sent';
    } catch (error) {
      if (shouldSendLater(error)) return await later();
      console.error('The event was refused.', error);
      return 'refused';
    }
  } catch (error) {
    console.error('Recording the event failed.', error);
    return 'refused';
  }
}
