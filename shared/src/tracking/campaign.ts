import { CAMPAIGN_FIELDS, CAMPAIGN_VALUE_MAX } from '../contract/values';

export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
/** A session's campaign: the fields its landing address named. */
export type Campaign = Partial<Record<CampaignField, string>>;

/** The address parameters each field is read from, the first present winning. */
export const CAMPAIGN_PARAMETERS: Record<CampaignField, readonly string[]> = {
  // `ref` and `source` are the short forms people write by hand (`?ref=whatsapp`).
  utmSource: ['utm_source', 'ref', 'source'],
  utmMedium: ['utm_medium'],
  utmCampaign: ['utm_campaign'],
  utmContent: ['utm_content'],
  utmTerm: ['utm_term'],
};

/** sessionStorage key of the session's campaign. */
export const VISITOR_CAMPAIGN_KEY = 'visitorCampaign';

/**
 * The keeper pages, whose addresses carry the dashboard's filters
 * (`?source=WhatsApp`): never read as a campaign, never stripped.
 */
const KEEPER_PAGE = /^(\/[a-z]{2})?\/(analytics|admin)(\/|$)/;

/** The campaign an address names, or null when it names none. */
export function campaignOf(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const field of CAMPAIGN_FIELDS) {
    for (const name of CAMPAIGN_PARAMETERS[field]) {
      // Control characters go; what is left must show something.
      const value = (params.get(name) ?? '')
        .replace(/[\p{Cc}\p{Cs}]/gu, '')
        .trim()
        .slice(0, CAMPAIGN_VALUE_MAX)
        .trim();
      if (value) {
        campaign[field] = value;
        break;
      }
    }
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** The address without its campaign parameters (path, other parameters and fragment kept). */
export function withoutCampaign(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const names of Object.values(CAMPAIGN_PARAMETERS)) {
    for (const name of names) params.delete(name);
  }
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the campaign of the address the visitor landed on, keeps it for the
 * session (a later campaign address replaces it) and takes its parameters
 * out of the address bar, so a link the visitor shares on is clean. The
 * router's own state is kept as it was. Keeper pages are left alone.
 */
export function captureCampaign(
  win: Pick<Window, 'location' | 'history'> = window,
  storage: Storage | null = safeSessionStorage(),
): Campaign | null {
  const url = new URL(win.location.href);
  if (KEEPER_PAGE.test(url.pathname)) return null;
  const campaign = campaignOf(url.search);
  if (!campaign) return null;
  try {
    storage?.setItem(VISITOR_CAMPAIGN_KEY, JSON.stringify(campaign));
  } catch {
    // Storage blocked: the campaign is still stripped, and lost with this page.
  }
  win.history.replaceState(win.history.state, '', withoutCampaign(url));
  return campaign;
}

/** The session's campaign, as captured; empty when there is none (or storage is blocked). */
export function sessionCampaign(storage: Storage | null = safeSessionStorage()): Campaign {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VISITOR_CAMPAIGN_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const campaign: Campaign = {};
    for (const field of CAMPAIGN_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) campaign[field] = value.slice(0, CAMPAIGN_VALUE_MAX);
    }
    return campaign;
  } catch {
    return {};
  }
}
