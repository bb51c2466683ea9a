import { Type, type TSchema } from '@sinclair/typebox';
import {
  CONTENT_TIME_ZONE,
  DISTANCE_MEASURES,
  INDIA_BOUNDS,
  LOCAL_DAY_PATTERN,
  NOTICE_PAGE_PATTERN,
  NOTICE_SEVERITIES,
  PHONE_PATTERN,
  PHOTO_CATEGORIES,
  PHOTO_HASH_PATTERN,
  PHOTO_LICENCES,
  PHOTO_WIDTHS,
  PLACE_TYPES,
  ROUTE_PLACE_TYPES,
  TIME_OF_DAY_PATTERN,
  TRAVEL_MODES,
  UPI_ID_PATTERN,
  WEEKDAYS,
} from './values';

/*
 * The content items keepers edit, one schema per kind. Every object refuses
 * unknown fields. Text is stored as typed, never as HTML: a name is one line
 * of plain text; a description or note is plain text or a small Markdown
 * subset (paragraphs split by a blank line, `**bold**`, `*italic*`, lines
 * starting `- ` as a list, `[words](https://…)` links), which pages render
 * without raw HTML, so a `<script>` in any field is shown as text.
 * Rules a schema cannot state (an end before its start, a phone number's
 * digit count, `verifiedOn` required when `verified`) the API checks too,
 * with a 400 naming the field.
 */

const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
const closed = { additionalProperties: false } as const;

/** One line of text: a name or a label. */
const Line = (maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, format: 'visible-plain-text' });
/** Text that may span lines: plain text or the Markdown subset. */
const Prose = (maxLength = 5000) =>
  Type.String({ minLength: 1, maxLength, format: 'visible-multiline-text' });

/** The same text in English and in Hindi: both are required. */
const Bilingual = <T extends TSchema>(text: T) => Type.Object({ en: text, hi: text }, closed);
export const LocalLineSchema = Bilingual(Line());
export const LocalProseSchema = Bilingual(Prose());

/** A day, YYYY-MM-DD, in Asia/Kolkata. */
export const LocalDaySchema = Type.String({ pattern: LOCAL_DAY_PATTERN, maxLength: 10 });
/** A time of day, HH:MM (24-hour clock), in Asia/Kolkata. */
export const TimeOfDaySchema = Type.String({ pattern: TIME_OF_DAY_PATTERN, maxLength: 5 });
/** An instant with its offset, as Date#toISOString writes it (`2026-11-26T04:30:00.000Z`). */
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 24 });
/** An https address (the API checks it parses as a URL). */
const HttpsUrl = Type.String({ pattern: '^https://[^\\s]+$', maxLength: 2000 });
const Rupees = Type.Integer({ minimum: 0, maximum: 10_000_000 });
/** Where items of a kind are listed: lower first. */
const Order = Type.Integer({ minimum: 0, maximum: 100_000 });

/**
 * Whether a keeper has confirmed the item's facts, and on which day. Until
 * then pages show them as examples or as "usually", never as confirmed.
 * `verifiedOn` is required when `verified` is true.
 */
const Verification = {
  verified: Type.Boolean(),
  verifiedOn: Type.Union([LocalDaySchema, Type.Null()]),
};

/** A point inside India (anything else is refused). */
export const CoordinatesSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: INDIA_BOUNDS.south, maximum: INDIA_BOUNDS.north }),
    longitude: Type.Number({ minimum: INDIA_BOUNDS.west, maximum: INDIA_BOUNDS.east }),
  },
  closed,
);

/** A session of a day: opens and closes, the close after the open. */
export const SessionSchema = Type.Object(
  { opens: TimeOfDaySchema, closes: TimeOfDaySchema },
  closed,
);
const SessionOrClosed = Type.Union([SessionSchema, Type.Null()]);

/** One weekday's hours: a morning and an evening session, each null when there is none. */
export const DayHoursSchema = Type.Object(
  { morning: SessionOrClosed, evening: SessionOrClosed },
  closed,
);

/** The usual week: every weekday listed. */
export const WeeklyHoursSchema = Type.Object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof DayHoursSchema
  >,
  closed,
);

/**
 * A dated change to the usual hours (a festival day, a closure): from `date`
 * to `endDate` (both included; absent for one day). `closed` shuts the place;
 * otherwise `hours` replaces the usual day's sessions.
 */
export const HoursExceptionSchema = Type.Object(
  {
    date: LocalDaySchema,
    endDate: Type.Optional(LocalDaySchema),
    closed: Type.Boolean(),
    hours: Type.Optional(DayHoursSchema),
    note: Type.Optional(LocalLineSchema),
  },
  closed,
);

/** An aarti or puja: its name and time; on the listed weekdays, or every day when none are listed. */
export const WorshipTimeSchema = Type.Object(
  {
    name: LocalLineSchema,
    time: TimeOfDaySchema,
    days: Type.Optional(Type.Array(Literals(WEEKDAYS), { maxItems: 7, uniqueItems: true })),
  },
  closed,
);

/** A temple or another place a pilgrim visits. */
export const PlaceSchema = Type.Object(
  {
    type: Literals(PLACE_TYPES),
    name: LocalLineSchema,
    description: LocalProseSchema,
    /** Dress, shoes, photography, fees: what to know before going. */
    practicalNotes: Type.Optional(LocalProseSchema),
    /**
     * The place's own point, or null where no public source gives it: a
     * place without its own point gets no map link (never another's point).
     */
    coordinates: Type.Union([CoordinatesSchema, Type.Null()]),
    /** Null when the place keeps no hours (always open, or not known). */
    hours: Type.Union([WeeklyHoursSchema, Type.Null()]),
    /** Whether a keeper has confirmed the hours (pages say "usually" until then). */
    hoursVerified: Type.Boolean(),
    exceptions: Type.Array(HoursExceptionSchema, { maxItems: 100 }),
    worship: Type.Array(WorshipTimeSchema, { maxItems: 30 }),
    order: Order,
    ...Verification,
  },
  closed,
);

/**
 * When a festival or event takes place: a day or a range of days (`end`
 * included), and, for a timed event, its start and end times. Dates and
 * times are Asia/Kolkata's.
 */
export const OccurrenceSchema = Type.Object(
  {
    start: LocalDaySchema,
    end: Type.Optional(LocalDaySchema),
    startTime: Type.Optional(TimeOfDaySchema),
    endTime: Type.Optional(TimeOfDaySchema),
    /** Whether a keeper has confirmed this year's date (lunar dates move each year). */
    verified: Type.Boolean(),
  },
  closed,
);

/**
 * A festival or event. A yearly festival keeps one occurrence per year,
 * entered by keepers as each year's date is announced; a one-off event has
 * exactly one.
 */
export const FestivalSchema = Type.Object(
  {
    name: LocalLineSchema,
    description: LocalProseSchema,
    timeZone: Type.Literal(CONTENT_TIME_ZONE),
    recurringYearly: Type.Boolean(),
    occurrences: Type.Array(OccurrenceSchema, { maxItems: 50 }),
    /** The place it is held at (a `place` item's id), if one. */
    placeId: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' })),
    order: Order,
    ...Verification,
  },
  closed,
);

/** A notice at the top of pages, shown from `showFrom` until `showUntil`. */
export const NoticeSchema = Type.Object(
  {
    text: LocalProseSchema,
    severity: Literals(NOTICE_SEVERITIES),
    showFrom: Instant,
    showUntil: Instant,
    /** English paths of the pages it appears on (`/jal-mandir`), or `*` for every page. */
    pages: Type.Array(Type.String({ pattern: NOTICE_PAGE_PATTERN, maxLength: 101 }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
  },
  closed,
);

/** A hotel, guest house or dharamshala. */
export const StaySchema = Type.Object(
  {
    name: LocalLineSchema,
    /** A dharamshala: a pilgrims' rest house, usually run by a temple trust. */
    dharamshala: Type.Boolean(),
    description: Type.Optional(LocalProseSchema),
    /** Stars, 0 to 5 in halves; null when not rated. */
    rating: Type.Union([Type.Number({ minimum: 0, maximum: 5, multipleOf: 0.5 }), Type.Null()]),
    distanceKm: Type.Number({ minimum: 0, maximum: 500 }),
    priceMin: Rupees,
    priceMax: Rupees,
    amenities: Type.Array(LocalLineSchema, { maxItems: 30 }),
    phone: Phone,
    address: LocalLineSchema,
    coordinates: Type.Optional(CoordinatesSchema),
    /** A photo's https address; pages draw the site's own illustration when absent. */
    imageUrl: Type.Optional(HttpsUrl),
    website: Type.Optional(HttpsUrl),
    order: Order,
    ...Verification,
  },
  closed,
);

/** A cab, auto, jeep or bus operator. Fares are typical, not quoted. */
export const OperatorSchema = Type.Object(
  {
    name: LocalLineSchema,
    mode: Literals(TRAVEL_MODES),
    description: LocalProseSchema,
    phone: Phone,
    /** Null: around the clock. */
    hours: Type.Union([SessionSchema, Type.Null()]),
    fare: Type.Object(
      {
        perKm: Type.Optional(Rupees),
        from: Type.Optional(Rupees),
        note: Type.Optional(LocalLineSchema),
      },
      closed,
    ),
    order: Order,
    ...Verification,
  },
  closed,
);

/** A typical fare on a route, for one way of travelling. */
export const RouteFareSchema = Type.Object(
  {
    mode: Literals(TRAVEL_MODES),
    min: Rupees,
    max: Type.Optional(Rupees),
    note: Type.Optional(LocalLineSchema),
  },
  closed,
);

/** How to reach Pawapuri from a town, railway station or airport. */
export const RouteSchema = Type.Object(
  {
    from: LocalLineSchema,
    placeType: Literals(ROUTE_PLACE_TYPES),
    /** The road taken, where two lead there ("via Bihar Sharif"). */
    via: Type.Optional(LocalLineSchema),
    distanceKm: Type.Number({ minimum: 0, maximum: 3000 }),
    measure: Literals(DISTANCE_MEASURES),
    fares: Type.Array(RouteFareSchema, { maxItems: 10 }),
    notes: Type.Optional(LocalProseSchema),
    coordinates: Type.Optional(CoordinatesSchema),
    order: Order,
    ...Verification,
  },
  closed,
);

/** A number to call for help (emergency, ambulance, helpline), or a place of help without one. */
export const HelpNumberSchema = Type.Object(
  {
    label: LocalLineSchema,
    /** Null for a place whose number is not confirmed (the nearest hospital). */
    number: Type.Union([Phone, Type.Null()]),
    address: Type.Optional(LocalLineSchema),
    order: Order,
    ...Verification,
  },
  closed,
);

/** Who receives donations, shown on the donate page and put in the UPI link. */
export const DonationSchema = Type.Object(
  {
    payeeName: Line(100),
    upiId: Type.String({ pattern: UPI_ID_PATTERN, maxLength: 321 }),
    /** A line under the payee (the trust's registration, where receipts come from). */
    note: Type.Optional(LocalProseSchema),
    ...Verification,
  },
  closed,
);

/**
 * What the pages need of a stored photograph: its address, its size, the
 * widths stored (each in every format of PHOTO_FORMATS) and its dominant
 * colour, shown until it loads. The API writes it at upload; a keeper's
 * draft may not change it to a photograph that is not stored.
 */
export const PhotoMediaSchema = Type.Object(
  {
    hash: Type.String({ pattern: PHOTO_HASH_PATTERN, maxLength: 32 }),
    width: Type.Integer({ minimum: 1, maximum: 100_000 }),
    height: Type.Integer({ minimum: 1, maximum: 100_000 }),
    widths: Type.Array(Type.Integer({ minimum: PHOTO_WIDTHS[0], maximum: 1600 }), {
      minItems: 1,
      maxItems: PHOTO_WIDTHS.length,
    }),
    color: Type.String({ pattern: '^#[0-9a-f]{6}$', maxLength: 7 }),
  },
  closed,
);

/** Text a draft may leave empty; publishing needs it in both languages. */
const DraftLine = (maxLength: number) => Type.Union([Line(maxLength), Type.Literal('')]);
const DraftBilingual = (maxLength: number) =>
  Type.Object({ en: DraftLine(maxLength), hi: DraftLine(maxLength) }, closed);

/**
 * A photograph: what it shows (caption) and what a screen reader says (alt),
 * both in English and Hindi before it is published, its album, who took it
 * and under which licence, and the place or place to stay it shows, if one.
 */
export const PhotoSchema = Type.Object(
  {
    media: PhotoMediaSchema,
    caption: DraftBilingual(300),
    alt: DraftBilingual(300),
    category: Literals(PHOTO_CATEGORIES),
    credit: DraftLine(200),
    licence: Literals(PHOTO_LICENCES),
    /** A `place` item's id: the temple page shows it. */
    placeId: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' })),
    /** A `stay` item's id: the places to stay show it. */
    stayId: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' })),
    order: Order,
  },
  closed,
);

/** The schema of each kind's items, by kind. */
export const CONTENT_SCHEMAS = {
  place: PlaceSchema,
  festival: FestivalSchema,
  notice: NoticeSchema,
  stay: StaySchema,
  operator: OperatorSchema,
  route: RouteSchema,
  'help-number': HelpNumberSchema,
  photo: PhotoSchema,
  donation: DonationSchema,
} as const;
