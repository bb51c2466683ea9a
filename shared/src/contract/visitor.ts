import { Type } from '@sinclair/typebox';
import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_VALUE_MAX,
  DEVICE_TYPES,
  VISIT_ID_PATTERN,
  VISITED_AT_PATTERN,
  type TextFormatName,
} from './values';

const Text = (maxLength: number, format: TextFormatName) =>
  Type.String({ minLength: 1, maxLength, format });
/** Country and city: optional labels, blank means unknown. */
const OptionalLabel = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const CampaignValue = Type.Optional(Text(CAMPAIGN_VALUE_MAX, 'label'));
/** The campaign of the session's landing address, each field optional. */
const campaignFields = Object.fromEntries(
  CAMPAIGN_FIELDS.map((field) => [field, CampaignValue]),
) as Record<(typeof CAMPAIGN_FIELDS)[number], typeof CampaignValue>;

export const DeviceTypeSchema = Type.Union(DEVICE_TYPES.map((d) => Type.Literal(d)));

/**
 * POST /api/visitors/track body: what the browser sends on every route change.
 * Labels (browser, operatingSystem, country, city) lose control characters
 * before they are stored; machine values holding one are refused.
 * An unknown field is a 400 (the validator does not remove additional properties).
 */
export const TrackBody = Type.Object(
  {
    // Named by the API from the request's User-Agent; pages served before it
    // did still send all three, and a visit that names all three keeps them.
    browser: Type.Optional(Text(100, 'label')),
    operatingSystem: Type.Optional(Text(100, 'label')),
    deviceType: Type.Optional(DeviceTypeSchema),
    // A path on the site, as location.pathname gives it.
    pageVisited: Type.String({ minLength: 1, maxLength: 512, pattern: '^/', format: 'plain-text' }),
    // document.referrer, or 'Direct' when there is none.
    referrer: Text(2048, 'visible-plain-text'),
    sessionId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' }),
    screenResolution: Type.String({ maxLength: 11, pattern: '^[0-9]{1,5}x[0-9]{1,5}$' }),
    language: Text(35, 'visible-plain-text'),
    country: OptionalLabel(100),
    city: OptionalLabel(100),
    // The visit's idempotency key: a retry under a stored key stores nothing new.
    visitId: Type.Optional(Type.String({ maxLength: 64, pattern: VISIT_ID_PATTERN })),
    // When a queued visit was made; absent, the arrival time is the visit's time.
    visitedAt: Type.Optional(Type.String({ maxLength: 40, pattern: VISITED_AT_PATTERN })),
    // utm_source... of the landing address: labels, stored without control characters.
    ...campaignFields,
  },
  { additionalProperties: false },
);

/**
 * The answer to a stored visit: 201 when this request stored it, 200 when a
 * visit with the same `visitId` was already stored (the answer is that visit's).
 */
export const TrackCreated = Type.Object({
  id: Type.Integer(),
  visitTime: Type.String({ format: 'date-time' }),
});

/** The answer to a visit deliberately not stored (202). */
export const TrackIgnored = Type.Object({
  recorded: Type.Literal(false),
  reason: Type.Union([
    Type.Literal('bot'),
    Type.Literal('do-not-track'),
    Type.Literal('global-privacy-control'),
  ]),
});

/** GET /api/visitors/statistics. */
export const Statistics = Type.Object({
  totalVisits: Type.Integer(),
  todayVisits: Type.Integer(),
  todayUniqueVisitors: Type.Integer(),
});

/** A `[label, count]` pair, as the analytics lists carry them. */
export const CountPair = Type.Tuple([Type.String(), Type.Integer()]);

/** One local day of the daily series. */
export const DailyVisits = Type.Object({
  /** Local calendar date in the site's time zone, YYYY-MM-DD. */
  date: Type.String(),
  visits: Type.Integer(),
  uniqueVisitors: Type.Integer(),
});

/** GET /api/visitors/analytics. */
export const Analytics = Type.Object({
  totalVisits: Type.Integer(),
  todayVisits: Type.Integer(),
  todayUniqueVisitors: Type.Integer(),
  weekVisits: Type.Integer(),
  weekUniqueVisitors: Type.Integer(),
  monthVisits: Type.Integer(),
  monthUniqueVisitors: Type.Integer(),
  todayMobileVisits: Type.Integer(),
  todayDesktopVisits: Type.Integer(),
  todayTabletVisits: Type.Integer(),
  mostVisitedPages: Type.Array(CountPair),
  visitorsByCountry: Type.Array(CountPair),
  // Last 30 local days, oldest first. Optional: older servers do not send it.
  dailyVisits: Type.Optional(Type.Array(DailyVisits)),
});

/** One stored visit, as the admin search returns it. */
export const VisitorRecordSchema = Type.Object({
  id: Type.Integer(),
  // ISO 8601 timestamp (UTC).
  visitTime: Type.String(),
  ipAddress: Type.String(),
  deviceType: DeviceTypeSchema,
  browser: Type.String(),
  operatingSystem: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  pageVisited: Type.String(),
  screenResolution: Type.String(),
  sessionId: Type.String(),
});
