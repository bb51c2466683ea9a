import { Type, type TObject } from '@sinclair/typebox';
import { PendingPayeeSchema } from './payee-changes';
import {
  CONTENT_ID_PATTERN,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  PASSWORD_MAX_LENGTH,
  REVISION_ACTIONS,
} from './values';
import {
  DonationSchema,
  FestivalSchema,
  HelpNumberSchema,
  PhotoSchema,
  NoticeSchema,
  OperatorSchema,
  PlaceSchema,
  RouteSchema,
  StaySchema,
} from './content-items';

/*
 * The content endpoints.
 *
 * Public (no sign-in), what is published:
 *   GET /api/content            the whole published content as one document,
 *                               with an ETag ("<version>"); If-None-Match → 304
 *   GET /api/content/version    its version number alone (cheap to poll)
 *
 * Keepers (`content.edit`: editor and owner; donation details: owner only,
 * and publishing, unpublishing or restoring them asks for the owner's
 * password again), under /api/keepers/content:
 *   GET  /                                  every item's summary (?kind=)
 *   GET  /:kind/:id                         its draft and what is published
 *   POST /:kind/:id/draft                   save the draft (expectedRevision; 409 when stale)
 *   POST /:kind/:id/publish                 publish the draft as a new revision
 *   POST /:kind/:id/unpublish               take it off the public pages
 *   GET  /:kind/:id/history                 every revision, newest first
 *   GET  /:kind/:id/revisions/:revision     one revision's content
 *   GET  /:kind/:id/diff?from=&to=          field-by-field changes between revisions (to=draft)
 *   POST /:kind/:id/restore                 publish an earlier revision again
 *
 * Drafts are kept apart from what is published: saving never changes the
 * public pages. A draft has a revision number that each save raises; a save,
 * publish or restore names the draft revision it was made from
 * (`expectedRevision`, 0 for an item not saved yet) and gets a 409 naming the
 * newer revision when someone saved in between, never a silent overwrite.
 * Every publish, unpublish and restore is a numbered published revision
 * (1, 2, …, per item), kept for history and restore, and is written to the
 * audit log. Every body and query refuses unknown fields (400 naming the field).
 */

const closed = { additionalProperties: false } as const;
const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
const Timestamp = Type.String({ format: 'date-time' });
/** Digits, as a path or a query string carries a number (the API converts no types). */
const Digits = Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 });
const Revision = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

export const ContentKindSchema = Literals(CONTENT_KINDS);
export const ContentIdSchema = Type.String({ pattern: CONTENT_ID_PATTERN, maxLength: 64 });

/** What every published item carries besides its fields. */
const PublishedFields = Type.Object({
  id: ContentIdSchema,
  /** Its published revision. */
  revision: Type.Integer(),
  publishedAt: Timestamp,
});
const Published = <T extends TObject>(fields: T) => Type.Composite([PublishedFields, fields]);

export const PublishedPlace = Published(PlaceSchema);
export const PublishedFestival = Published(FestivalSchema);
export const PublishedNotice = Published(NoticeSchema);
export const PublishedStay = Published(StaySchema);
export const PublishedOperator = Published(OperatorSchema);
export const PublishedRoute = Published(RouteSchema);
export const PublishedHelpNumber = Published(HelpNumberSchema);
export const PublishedPhoto = Published(PhotoSchema);
export const PublishedDonation = Published(DonationSchema);

/**
 * GET /api/content: everything published, each list in its items' `order`
 * (then id). Notices are all those published, current or not: pages show
 * those whose showFrom–showUntil holds now, so a cached copy stays right as
 * they start and end.
 */
export const SiteContentSchema = Type.Object({
  /** Rises with every publish, unpublish and restore; the ETag carries it. */
  version: Type.Integer(),
  /** The last publish, unpublish or restore (null before any). */
  publishedAt: Type.Union([Timestamp, Type.Null()]),
  places: Type.Array(PublishedPlace),
  festivals: Type.Array(PublishedFestival),
  notices: Type.Array(PublishedNotice),
  stays: Type.Array(PublishedStay),
  operators: Type.Array(PublishedOperator),
  routes: Type.Array(PublishedRoute),
  helpNumbers: Type.Array(PublishedHelpNumber),
  /** Published photographs; absent from a copy saved before there were any. */
  photos: Type.Optional(Type.Array(PublishedPhoto)),
  /** Null when unpublished (the donate page then shows its sample, which cannot be paid). */
  donation: Type.Union([PublishedDonation, Type.Null()]),
});

/** GET /api/content/version. */
export const ContentVersionSchema = Type.Object({
  version: Type.Integer(),
  publishedAt: Type.Union([Timestamp, Type.Null()]),
});

export const ContentStatusSchema = Literals(CONTENT_STATUSES);

export const ContentKindQuery = Type.Object({ kind: Type.Optional(ContentKindSchema) }, closed);
export const ContentItemParams = Type.Object(
  { kind: ContentKindSchema, id: ContentIdSchema },
  closed,
);
export const ContentRevisionParams = Type.Object(
  { kind: ContentKindSchema, id: ContentIdSchema, revision: Digits },
  closed,
);

/** One item in the keepers' lists. */
export const ContentSummarySchema = Type.Object({
  kind: ContentKindSchema,
  id: ContentIdSchema,
  /** Its English name (or a notice's first words), for the list. */
  title: Type.String(),
  status: ContentStatusSchema,
  verified: Type.Boolean(),
  draftRevision: Type.Integer(),
  /** The latest published revision's number (null before the first publish). */
  publishedRevision: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Timestamp,
  /** Email of the keeper who last saved or published it (null: the seed data). */
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

/** GET /api/keepers/content. */
export const ContentListSchema = Type.Object({
  version: Type.Integer(),
  /**
   * When the donation details were last published or restored (null: never
   * since install). Keeper pages show a banner for DONATION_BANNER_DAYS after it.
   */
  donationChangedAt: Type.Union([Timestamp, Type.Null()]),
  items: Type.Array(ContentSummarySchema),
});

/** An item's fields, as stored: one of the kinds' schemas (checked by kind on the server). */
const ItemData = Type.Record(Type.String(), Type.Unknown());

/** GET /api/keepers/content/:kind/:id and the answer to every change. */
export const ContentItemSchema = Type.Object({
  kind: ContentKindSchema,
  id: ContentIdSchema,
  status: ContentStatusSchema,
  draft: Type.Object({
    revision: Type.Integer(),
    savedAt: Timestamp,
    savedBy: Type.Union([Type.String(), Type.Null()]),
    data: ItemData,
  }),
  /** Null while nothing is public (never published, or unpublished). */
  published: Type.Union([
    Type.Object({
      revision: Type.Integer(),
      publishedAt: Timestamp,
      publishedBy: Type.Union([Type.String(), Type.Null()]),
      data: ItemData,
    }),
    Type.Null(),
  ]),
  /**
   * The donation details only: the change a publish or restore started, which
   * waits before pilgrims see it (absent when nothing waits).
   */
  pendingPayee: Type.Optional(PendingPayeeSchema),
});

/** The acting owner's password, asked again for the donation details. */
const Password = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH,
  format: 'plain-text',
});

/**
 * POST /api/keepers/content/:kind/:id/draft: the item's fields (all of them,
 * its kind's schema) and the draft revision they were edited from (0 for a
 * new item). 409 when the draft has moved on since.
 */
export const SaveDraftBody = Type.Object({ expectedRevision: Revision, data: ItemData }, closed);

/** POST …/publish: publishes the draft of `expectedRevision`. `password`: donation details only. */
export const PublishBody = Type.Object(
  { expectedRevision: Revision, password: Type.Optional(Password) },
  closed,
);

/** POST …/unpublish. `password`: donation details only. */
export const UnpublishBody = Type.Object({ password: Type.Optional(Password) }, closed);

/**
 * POST …/restore: publishes `revision`'s content again as a new revision, and
 * makes it the draft (replacing the draft of `expectedRevision`).
 */
export const RestoreBody = Type.Object(
  {
    revision: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    expectedRevision: Revision,
    password: Type.Optional(Password),
  },
  closed,
);

/** One published revision, as the history lists it. */
export const ContentRevisionSummarySchema = Type.Object({
  revision: Type.Integer(),
  action: Literals(REVISION_ACTIONS),
  /** For a restore: the revision brought back. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  at: Timestamp,
  /** The keeper's email (null: the seed data). */
  by: Type.Union([Type.String(), Type.Null()]),
});

/** GET …/history: newest first. */
export const ContentHistorySchema = Type.Object({
  kind: ContentKindSchema,
  id: ContentIdSchema,
  revisions: Type.Array(ContentRevisionSummarySchema),
});

/** GET …/revisions/:revision: the content of one revision (null for an unpublish). */
export const ContentRevisionSchema = Type.Composite([
  ContentRevisionSummarySchema,
  Type.Object({ data: Type.Union([ItemData, Type.Null()]) }),
]);

/** GET …/diff: `from` and `to` are revision numbers; `to` may be `draft`. */
export const ContentDiffQuery = Type.Object(
  { from: Digits, to: Type.Union([Digits, Type.Literal('draft')]) },
  closed,
);

/**
 * One changed field: its path in dots (`hours.mon.evening.closes`,
 * `exceptions.0.date`) and its values before and after (absent where the
 * field did not exist).
 */
export const ContentChangeSchema = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});

export const ContentDiffSchema = Type.Object({
  from: Type.Integer(),
  /** A revision number, or `draft`. */
  to: Type.Union([Type.Integer(), Type.Literal('draft')]),
  changes: Type.Array(ContentChangeSchema),
});
