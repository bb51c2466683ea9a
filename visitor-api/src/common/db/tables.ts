import type { Generated } from 'kysely';
import type { MailTables } from './mail-tables';
import type { AnnotationsTable } from './annotation-table';
import type { ShareLinksTable } from './share-link-table';
import type { RightsRequestsTable } from './rights-request-table';
import type { BarrierReportsTable } from './barrier-report-table';

/** One recorded visit. Times are epoch milliseconds so both engines compare them the same way. */
export interface VisitsTable {
  id: Generated<number>;
  visit_time: number;
  /** The visit's calendar day in the site's time zone, fixed when it is stored. */
  local_day: string;
  ip_address: string;
  device_type: string;
  browser: string;
  operating_system: string;
  /** '' when unknown (so sorting treats it alike on both engines); the API answers null. */
  country: string;
  city: string;
  page_visited: string;
  referrer: string;
  screen_resolution: string;
  session_id: string;
  language: string;
  /** The client's idempotency key (unique); null for visits sent without one. */
  visit_id: string | null;
  /** The referrer's traffic source ('Google', 'WhatsApp', a bare host, 'Direct'), fixed when stored. */
  source: string;
  /** 1 for the first visit stored of its session's local day (its entry page), else 0. */
  is_entry: number;
  /** The session's campaign, from its landing address; '' when it named none. */
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
}

/**
 * Visits per local day and dimension: kind 'total' (key ''), and one kind per
 * dashboard dimension ('page', 'entry', 'source', 'country', 'city', 'browser',
 * 'os', 'device', 'language', 'screen', 'utmSource'... 'utmTerm') keyed as the
 * dashboard shows them; and kind 'event' (key: the event's name), events per day.
 */
export interface DailyCountsTable {
  day: string;
  kind: string;
  key: string;
  visits: number;
}

/** The set of session ids seen on each local day, with the session's previous day seen. */
export interface DailySessionsTable {
  day: string;
  session_id: string;
  prev_day: string | null;
}

/**
 * For each local day, how many sessions were first seen that day after a gap of
 * `gap` days (NEW_SESSION_GAP when never seen before). The distinct sessions of
 * any window are the sessions of its days whose gap reaches back before it.
 * Days stored before the gaps were uncapped keep gap 31 for "not seen in the 30
 * days before" where their session lists were already purged.
 */
export interface DailyUniquesTable {
  day: string;
  gap: number;
  sessions: number;
}

/** Visits and distinct sessions per local hour ('YYYY-MM-DDTHH'), for the hourly series. */
export interface HourlyCountsTable {
  hour: string;
  visits: number;
  sessions: number;
}

/** The session ids seen in each local hour, so a session counts once per hour. */
export interface HourlySessionsTable {
  hour: string;
  session_id: string;
}

/**
 * Running totals: 'recorded' (every visit ever stored), 'stored' (visits still
 * kept) and 'events' (events stored, kept by triggers on the events table).
 */
export interface CountersTable {
  name: string;
  value: number;
}

/** A keeper: a person who signs in to the keeper pages. Times are epoch milliseconds. */
export interface KeeperAccountsTable {
  id: Generated<number>;
  /** Lower-cased, unique. */
  email: string;
  display_name: string;
  /** argon2id in its PHC string form; null until the keeper sets a password. */
  password_hash: string | null;
  role: string;
  created_at: number;
  disabled_at: number | null;
  /**
   * When the account last became an owner (null: not an owner, or an owner
   * from before this was kept, whose `created_at` counts). A newer owner may
   * not approve a new payee.
   */
  owner_since: number | null;
}

/** A one-time set-password link: only the SHA-256 of its token is kept. */
export interface KeeperPasswordLinksTable {
  token_hash: string;
  account_id: number;
  expires_at: number;
  used_at: number | null;
}

/** A signed-in browser (when sessions are kept in the database): the SHA-256 of its id. */
export interface KeeperSessionsTable {
  id_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  /** The absolute end, whatever the activity. */
  expires_at: number;
}

/** A script's key: only the SHA-256 of the secret is kept. */
export interface KeeperApiKeysTable {
  id: Generated<number>;
  name: string;
  role: string;
  key_hash: string;
  created_by: number;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** Who did what, when, from which network; `detail` is a small JSON object. */
export interface KeeperAuditTable {
  id: Generated<number>;
  at: number;
  action: string;
  actor_id: number | null;
  actor: string | null;
  via: string;
  network: string;
  detail: string;
}

/** One thing a visitor did on a page. `properties` is a JSON object of strings. */
/** A keeper's goal; '' in `page` for an event goal, in `event`/`property`/`value` where unused. */
export interface GoalsTable {
  id: Generated<number>;
  name: string;
  page: string;
  event: string;
  property: string;
  value: string;
  created_at: number;
  created_by: string;
}

export interface EventsTable {
  id: Generated<number>;
  event_time: number;
  /** The event's calendar day in the site's time zone, fixed when it is stored. */
  local_day: string;
  name: string;
  session_id: string;
  page: string;
  properties: string;
  /** The browser's idempotency key (unique). */
  event_id: string;
}

/** An event name a keeper added to the built-in ones. */
export interface EventNamesTable {
  name: string;
  created_at: number;
  /** Who added it, as the audit log names keepers. */
  created_by: string;
}

export interface Tables extends MailTables {
  annotations: AnnotationsTable;
  share_links: ShareLinksTable;
  rights_requests: RightsRequestsTable;
  barrier_reports: BarrierReportsTable;
  events: EventsTable;
  event_names: EventNamesTable;
  goals: GoalsTable;
  keeper_accounts: KeeperAccountsTable;
  keeper_password_links: KeeperPasswordLinksTable;
  keeper_sessions: KeeperSessionsTable;
  keeper_api_keys: KeeperApiKeysTable;
  keeper_audit: KeeperAuditTable;
  visits: VisitsTable;
  daily_counts: DailyCountsTable;
  daily_sessions: DailySessionsTable;
  daily_uniques: DailyUniquesTable;
  hourly_counts: HourlyCountsTable;
  hourly_sessions: HourlySessionsTable;
  counters: CountersTable;
}
