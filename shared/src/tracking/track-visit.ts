import { env } from '../config/env';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import { lookupLocation } from './geolocation';
import { browserOptsOut } from './privacy-signals';
import { buildVisitRecord, readBrowserFacts, type BrowserFacts } from './visit-record';

export interface TrackDeps {
  api: Pick<VisitorApi, 'track'>;
  geolocationUrl: string;
  facts: () => BrowserFacts;
  /** Whether the browser sends Do Not Track or Global Privacy Control. */
  optsOut?: () => boolean;
}

const defaultDeps: TrackDeps = {
  api: visitorApi,
  geolocationUrl: env.geolocationUrl,
  facts: readBrowserFacts,
  optsOut: browserOptsOut,
};

/**
 * Records one visit of `path`: location lookup first (its failure is
 * tolerated; skipped when the browser opts out of tracking, so no third party
 * sees the visitor's address), then POST /track (where the API itself honours
 * the opt-out). Never throws and never shows anything to the visitor;
 * failures are logged only (README, Visit tracking).
 */
export async function trackVisit(path: string, deps: TrackDeps = defaultDeps): Promise<boolean> {
  try {
    const optsOut = deps.optsOut ?? browserOptsOut;
    const location = optsOut() ? {} : await lookupLocation(deps.geolocationUrl);
    await deps.api.track(buildVisitRecord(path, deps.facts(), undefined, location));
    return true;
  } catch (error) {
    console.error('Recording the visit failed.', error);
    return false;
  }
}
