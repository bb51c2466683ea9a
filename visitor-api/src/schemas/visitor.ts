import { Type } from '@sinclair/typebox';
import { DEVICE_TYPES } from '../lib/device-types';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const DeviceTypeSchema = Type.Union(DEVICE_TYPES.map((d) => Type.Literal(d)));

/** POST /track body: the visit tracking record (VisitTrackingRecord). */
export const TrackBody = Type.Object(
  {
    browser: Text(100),
    operatingSystem: Text(100),
    deviceType: DeviceTypeSchema,
    // A path on the site, as location.pathname gives it.
    pageVisited: Type.String({ minLength: 1, maxLength: 512, pattern: '^/[^\\u0000-\\u001f]*$' }),
    referrer: Type.String({ maxLength: 2048 }),
    sessionId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' }),
    screenResolution: Type.String({ maxLength: 11, pattern: '^[0-9]{1,5}x[0-9]{1,5}$' }),
    language: Text(35),
    country: OptionalText(100),
    city: OptionalText(100),
  },
  { additionalProperties: false },
);

export const TrackCreated = Type.Object({
  id: Type.Integer(),
  visitTime: Type.String({ format: 'date-time' }),
});

export const TrackIgnored = Type.Object({
  recorded: Type.Literal(false),
  reason: Type.Union([
    Type.Literal('bot'),
    Type.Literal('do-not-track'),
    Type.Literal('global-privacy-control'),
  ]),
});

export const Statistics = Type.Object({
  totalVisits: Type.Integer(),
  todayVisits: Type.Integer(),
  todayUniqueVisitors: Type.Integer(),
});

const CountPair = Type.Tuple([Type.String(), Type.Integer()]);

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
  dailyVisits: Type.Optional(
    Type.Array(
      Type.Object({
        date: Type.String(),
        visits: Type.Integer(),
        uniqueVisitors: Type.Integer(),
      }),
    ),
  ),
});

export const VisitorRecordSchema = Type.Object({
  id: Type.Integer(),
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
