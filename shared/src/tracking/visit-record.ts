import { getSessionId } from './session-id';
import { sessionCampaign, type Campaign } from './campaign';
import { newVisitId } from './visit-id';
import type { Location } from './geolocation';
import type { VisitTrackingRecord } from '../types';

/** What the browser knows about the visit, gathered in one place for testing. */
export interface BrowserFacts {
  referrer: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
}

export function readBrowserFacts(): BrowserFacts {
  return {
    referrer: document.referrer,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    language: navigator.language || 'unknown',
  };
}

/**
 * The record POST /track takes for one visit of `pageVisited` (with the
 * session's campaign, if its landing address named one), with a new
 * idempotency key (`visitId`): whoever sends it again (a retry, a queue
 * replaying it later with its `visitedAt`) must send this record, key included.
 */
export function buildVisitRecord(
  pageVisited: string,
  facts: BrowserFacts,
  sessionId: string = getSessionId(),
  location: Location = {},
  visitId: string = newVisitId(),
  campaign: Campaign = sessionCampaign(),
): VisitTrackingRecord {
  return {
    visitId,
    // Browser, system and device: the API names them from the request's User-Agent.
    pageVisited,
    referrer: facts.referrer || 'Direct',
    sessionId,
    screenResolution: `${Math.round(facts.screenWidth)}x${Math.round(facts.screenHeight)}`,
    language: facts.language,
    ...location,
    // The session's campaign goes with each of its visits.
    ...campaign,
  };
}
