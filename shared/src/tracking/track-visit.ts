import { env } from '../config/env';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import { lookupLocation } from './geolocation';
import { buildVisitRecord, readBrowserFacts, type BrowserFacts } from './visit-record';

export interface TrackDeps {
  api: Pick<VisitorApi, 'track'>;
  geolocationUrl: string;
  facts: () => BrowserFacts;
}

const defaultDeps: TrackDeps = {
  api: visitorApi,
  geolocationUrl: env.geolocationUrl,
  facts: readBrowserFacts,
};

/**
 * Records one visit of `path`: location lookup first (its failure is
 * tolerated), then POST /track. Never throws and never shows anything to the
 * visitor; failures are logged only, never shown (README, Visit tracking).
 */
export async function trackVisit(path: string, deps: TrackDeps = defaultDeps): Promise<boolean> {
  try {
    const location = await lookupLocation(deps.geolocationUrl);
    await deps.api.track(buildVisitRecord(path, deps.facts(), undefined, location));
    return true;
  } catch (error) {
    console.error('Recording the visit failed.', error);
    return false;
  }
}
