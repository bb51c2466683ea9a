/*
 * The visitor API's shapes as TypeScript types, derived from the schemas the
 * API validates and serialises with. Type imports only: bundling this module
 * adds no code (browser-entry.test.ts checks it).
 */
import type { Static } from '@sinclair/typebox';
import type { BarrierReportBody, BarrierReportList, BarrierReportSchema } from './barrier-reports';
import type {
  AnswerRightsBody,
  AskRightsBody,
  MyData as MyDataSchema,
  RightsRequestList,
  RightsRequestSchema,
} from './rights';
import type {
  BreakdownRow as BreakdownRowSchema,
  Dashboard as DashboardSchema,
  DashboardQuery as DashboardQuerySchema,
  DayRange as DayRangeSchema,
  ReportQuery as ReportQuerySchema,
  SeriesPoint as SeriesPointSchema,
} from './dashboard';
import type {
  ApprovePayeeBody,
  KeeperNoticesSchema,
  NewOwnerSchema,
  PayeeChangeResultSchema,
  PendingPayeeSchema,
} from './payee-changes';
import type {
  MailReports as MailReportsSchema,
  MailReportsBody as MailReportsBodySchema,
} from './mail-reports';
import type {
  EventCount as EventCountSchema,
  Goal as GoalSchema,
  GoalBody,
  GoalFigures as GoalFiguresSchema,
  GoalList as GoalListSchema,
} from './goals';
import type { CspReportBody, ReportingApiBody } from './csp-report';
import type { EraseMyVisitsBody, EraseSessionParams, SessionErased } from './erase-session';
import type { ErrorBody } from './errors';
import type {
  AccountList as AccountListSchema,
  ApiKeyCreated as ApiKeyCreatedSchema,
  ApiKeyList as ApiKeyListSchema,
  ApiKeySchema,
  AuditEntrySchema,
  AuditExportQuery,
  AuditPage as AuditPageSchema,
  ChangePasswordBody,
  ChangeRoleBody,
  CreateApiKeyBody,
  InviteBody,
  ResetBody,
  KeeperAccountSchema,
  KeeperStatus as KeeperStatusSchema,
  Me,
  PasswordSet as PasswordSetSchema,
  SetPasswordBody,
  SetPasswordLink as SetPasswordLinkSchema,
  SignInBody,
} from './keepers';
import type {
  CoordinatesSchema,
  DayHoursSchema,
  DonationSchema,
  FestivalSchema,
  HelpNumberSchema,
  HoursExceptionSchema,
  LocalLineSchema,
  NoticeSchema,
  OccurrenceSchema,
  OperatorSchema,
  PhotoMediaSchema,
  PhotoSchema,
  PlaceSchema,
  RouteSchema,
  SessionSchema,
  StaySchema,
  WeeklyHoursSchema,
  WorshipTimeSchema,
} from './content-items';
import type {
  ContentChangeSchema,
  ContentDiffSchema,
  ContentHistorySchema,
  ContentItemSchema,
  ContentListSchema,
  ContentRevisionSummarySchema,
  ContentSummarySchema,
  ContentVersionSchema,
  PublishBody,
  PublishedDonation as PublishedDonationSchema,
  PublishedFestival as PublishedFestivalSchema,
  PublishedHelpNumber as PublishedHelpNumberSchema,
  PublishedNotice as PublishedNoticeSchema,
  PublishedOperator as PublishedOperatorSchema,
  PublishedPhoto as PublishedPhotoSchema,
  PublishedPlace as PublishedPlaceSchema,
  PublishedRoute as PublishedRouteSchema,
  PublishedStay as PublishedStaySchema,
  RestoreBody,
  SiteContentSchema,
  UnpublishBody,
} from './site-content';
import type { EventBody, EventNames, EventStored } from './events';
import type { MediaUsageSchema, PhotoUploadSchema } from './photos';
import type { BUILT_IN_EVENTS } from './event-values';
import type { ExportQuery, SearchBody, VisitorPage as VisitorPageSchema } from './search';
import type {
  Analytics,
  CountPair as CountPairSchema,
  DailyVisits as DailyVisitsSchema,
  Statistics,
  TrackBody,
  TrackCreated,
  TrackIgnored,
  VisitorRecordSchema,
} from './visitor';
import type {
  AUDIT_ACTIONS,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  DISTANCE_MEASURES,
  NOTICE_SEVERITIES,
  PHOTO_CATEGORIES,
  PHOTO_FORMATS,
  PHOTO_LICENCES,
  PLACE_TYPES,
  REVISION_ACTIONS,
  ROUTE_PLACE_TYPES,
  TRAVEL_MODES,
  WEEKDAYS,
  KEEPER_PERMISSIONS,
  KEEPER_ROLES,
  DASHBOARD_DIMENSIONS,
  DASHBOARD_GRANULARITIES,
  DASHBOARD_PERIODS,
  DEVICE_TYPES,
  EXPORT_FORMATS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
} from './values';

export type { TextFormatName } from './values';
export type { NoticeItem } from './notice-items';

/** POST /api/accessibility/barriers. */
export type BarrierReportRequest = Static<typeof BarrierReportBody>;
/** A stored barrier report, as keepers read it. */
export type BarrierReport = Static<typeof BarrierReportSchema>;
/** GET /api/keepers/barrier-reports. */
export type BarrierReportListResponse = Static<typeof BarrierReportList>;

/** GET /api/keepers/me/data. */
export type MyData = Static<typeof MyDataSchema>;
/** POST /api/keepers/me/requests. */
export type AskRightsRequest = Static<typeof AskRightsBody>;
/** POST /api/keepers/rights-requests/:id/answer. */
export type AnswerRightsRequest = Static<typeof AnswerRightsBody>;
/** One rights request and its answer. */
export type RightsRequest = Static<typeof RightsRequestSchema>;
/** GET /api/keepers/me/requests and /rights-requests. */
export type RightsRequestListResponse = Static<typeof RightsRequestList>;

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the browser sends on every route change: POST /api/visitors/track. */
export type VisitTrackingRecord = Static<typeof TrackBody>;
/** The server's answer to a stored visit (201, or 200 when its visitId was already stored). */
export type TrackResponse = Static<typeof TrackCreated>;
/** The server's answer to a visit it chose not to store (202). */
export type TrackIgnoredResponse = Static<typeof TrackIgnored>;

/** GET /api/visitors/statistics. */
export type VisitorStatistics = Static<typeof Statistics>;
/** A `[label, count]` pair, as the analytics lists carry them. */
export type CountPair = Static<typeof CountPairSchema>;
/** One local day of the daily series. */
export type DailyVisits = Static<typeof DailyVisitsSchema>;
/** GET /api/visitors/analytics. */
export type AnalyticsSummary = Static<typeof Analytics>;

/** One stored visit, as the admin search returns it. */
export type VisitorRecord = Static<typeof VisitorRecordSchema>;
/** POST /api/visitors/search body: the filter plus paging and sorting. */
export type SearchRequest = Static<typeof SearchBody>;
/** The ten filter fields of the admin search. */
export type SearchFilter = Omit<SearchRequest, 'page' | 'size' | 'sortBy' | 'sortDirection'>;
/** The search's answer: one page (zero-based `number`) of stored visits. */
export type VisitorPage = Static<typeof VisitorPageSchema>;
/** A page of any rows, shaped like the search's answer. */
export type Page<T> = Omit<VisitorPage, 'content'> & { content: T[] };
/** GET /api/visitors/export query string. */
export type ExportRequest = Static<typeof ExportQuery>;

/** DELETE /api/visitors/sessions/:sessionId path parameters. */
export type EraseSessionRequest = Static<typeof EraseSessionParams>;
/** How many visits the erasure removed. */
export type SessionErasedResponse = Static<typeof SessionErased>;
/** POST /api/visitors/erase-my-visits body. */
export type EraseMyVisitsRequest = Static<typeof EraseMyVisitsBody>;

/** Every error body the visitor API sends: a message and, where known, the field at fault. */
export type ApiErrorBody = Static<typeof ErrorBody>;

/** POST /api/csp-reports as `application/csp-report` (one violation). */
export type CspReportRequest = Static<typeof CspReportBody>;
/** POST /api/csp-reports as `application/reports+json` (a batch). */
export type ReportingApiRequest = Static<typeof ReportingApiBody>;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type DashboardDimension = (typeof DASHBOARD_DIMENSIONS)[number];
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];
/** GET /api/visitors/dashboard (and dashboard.csv) query: range and filters. */
export type DashboardRequest = Static<typeof DashboardQuerySchema>;
/** The filters of a dashboard view: one exact key per dimension at most. */
export type DashboardFilters = Partial<Record<DashboardDimension, string>>;
/** A local-day range, both ends included. */
export type DayRange = Static<typeof DayRangeSchema>;
/** One bucket of the dashboard's series. */
export type SeriesPoint = Static<typeof SeriesPointSchema>;
/** One row of a dashboard breakdown. */
export type BreakdownRow = Static<typeof BreakdownRowSchema>;
/** GET /api/visitors/dashboard. */
export type DashboardView = Static<typeof DashboardSchema>;
/** GET /api/visitors/report query. */
export type ReportRequest = Static<typeof ReportQuerySchema>;

export type KeeperRole = (typeof KEEPER_ROLES)[number];
export type KeeperPermission = (typeof KEEPER_PERMISSIONS)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** A keeper account (never its password). */
export type KeeperAccount = Static<typeof KeeperAccountSchema>;
/** GET /api/keepers/me and the sign-in's answer: who is calling, and how. */
export type KeeperIdentity = Static<typeof Me>;
/** GET /api/keepers/status: whether any keeper account exists yet. */
export type KeeperStatus = Static<typeof KeeperStatusSchema>;
/** POST /api/keepers/sign-in body. */
export type SignInRequest = Static<typeof SignInBody>;
/** POST /api/keepers/set-password body (the one-time link's token and the new password). */
export type SetPasswordRequest = Static<typeof SetPasswordBody>;
/** The answer to a password set through a link. */
export type PasswordSetResponse = Static<typeof PasswordSetSchema>;
/** POST /api/keepers/password body. */
export type ChangePasswordRequest = Static<typeof ChangePasswordBody>;
/** POST /api/keepers/accounts body (invite). */
export type InviteRequest = Static<typeof InviteBody>;
/** An invite's or reset's one-time set-password link. */
export type SetPasswordLinkResponse = Static<typeof SetPasswordLinkSchema>;
/** GET /api/keepers/accounts. */
export type AccountListResponse = Static<typeof AccountListSchema>;
/** POST /api/keepers/accounts/:id/reset body. */
export type ResetRequest = Static<typeof ResetBody>;
/** POST /api/keepers/accounts/:id/role body. */
export type ChangeRoleRequest = Static<typeof ChangeRoleBody>;
/** An API key as listed (never its secret). */
export type ApiKeyInfo = Static<typeof ApiKeySchema>;
/** GET /api/keepers/api-keys. */
export type ApiKeyListResponse = Static<typeof ApiKeyListSchema>;
/** POST /api/keepers/api-keys body. */
export type CreateApiKeyRequest = Static<typeof CreateApiKeyBody>;
/** A new API key: its secret is shown this once. */
export type ApiKeyCreatedResponse = Static<typeof ApiKeyCreatedSchema>;
/** One audit log entry. */
export type AuditEntry = Static<typeof AuditEntrySchema>;
/** GET /api/keepers/audit query: the filters, the zero-based page and its size (at most AUDIT_PAGE_MAX). */
export type AuditRequest = Static<typeof AuditExportQuery> & { page?: number; size?: number };
/** GET /api/keepers/audit.csv query (the filters). */
export type AuditFilter = Static<typeof AuditExportQuery>;
/** One page of the audit log. */
export type AuditPage = Static<typeof AuditPageSchema>;

export type ContentKind = (typeof CONTENT_KINDS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type PlaceType = (typeof PLACE_TYPES)[number];
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];
export type TravelMode = (typeof TRAVEL_MODES)[number];
export type RoutePlaceType = (typeof ROUTE_PLACE_TYPES)[number];
export type DistanceMeasure = (typeof DISTANCE_MEASURES)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** Text in English and Hindi. */
export type LocalText = Static<typeof LocalLineSchema>;
export type Coordinates = Static<typeof CoordinatesSchema>;
/** A session of a day (HH:MM, Asia/Kolkata). */
export type HoursSession = Static<typeof SessionSchema>;
export type DayHours = Static<typeof DayHoursSchema>;
export type WeeklyHours = Static<typeof WeeklyHoursSchema>;
export type HoursException = Static<typeof HoursExceptionSchema>;
export type WorshipTime = Static<typeof WorshipTimeSchema>;
export type FestivalOccurrence = Static<typeof OccurrenceSchema>;

/** The fields of each kind of item, as keepers edit them. */
export type Place = Static<typeof PlaceSchema>;
export type Festival = Static<typeof FestivalSchema>;
export type Notice = Static<typeof NoticeSchema>;
export type Stay = Static<typeof StaySchema>;
export type Operator = Static<typeof OperatorSchema>;
export type Route = Static<typeof RouteSchema>;
export type HelpNumber = Static<typeof HelpNumberSchema>;
export type Photo = Static<typeof PhotoSchema>;
/** What pages need of a stored photograph (its address, size, widths, colour). */
export type PhotoMedia = Static<typeof PhotoMediaSchema>;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export type Donation = Static<typeof DonationSchema>;
/** An item's fields by its kind. */
export interface ContentData {
  place: Place;
  festival: Festival;
  notice: Notice;
  stay: Stay;
  operator: Operator;
  route: Route;
  'help-number': HelpNumber;
  photo: Photo;
  donation: Donation;
}

/** Published items: their fields plus id, revision and publishedAt. */
export type PublishedPlace = Static<typeof PublishedPlaceSchema>;
export type PublishedFestival = Static<typeof PublishedFestivalSchema>;
export type PublishedNotice = Static<typeof PublishedNoticeSchema>;
export type PublishedStay = Static<typeof PublishedStaySchema>;
export type PublishedOperator = Static<typeof PublishedOperatorSchema>;
export type PublishedRoute = Static<typeof PublishedRouteSchema>;
export type PublishedHelpNumber = Static<typeof PublishedHelpNumberSchema>;
export type PublishedPhoto = Static<typeof PublishedPhotoSchema>;
export type PublishedDonation = Static<typeof PublishedDonationSchema>;
/** GET /api/content: everything published, with its version. */
export type SiteContent = Static<typeof SiteContentSchema>;
/** GET /api/content/version. */
export type ContentVersion = Static<typeof ContentVersionSchema>;

/** One item in the keepers' lists. */
export type ContentSummary = Static<typeof ContentSummarySchema>;
/** GET /api/keepers/content. */
export type ContentList = Static<typeof ContentListSchema>;
/** An item's draft and published state, typed by its kind. */
export type ContentItem<K extends ContentKind = ContentKind> = Omit<
  Static<typeof ContentItemSchema>,
  'kind' | 'draft' | 'published'
> & {
  kind: K;
  draft: Omit<Static<typeof ContentItemSchema>['draft'], 'data'> & { data: ContentData[K] };
  published:
    | (Omit<NonNullable<Static<typeof ContentItemSchema>['published']>, 'data'> & {
        data: ContentData[K];
      })
    | null;
};
/** POST …/draft body. */
export type SaveDraftRequest<K extends ContentKind = ContentKind> = {
  expectedRevision: number;
  data: ContentData[K];
};
/** POST …/publish body (`password`: donation details only). */
export type PublishRequest = Static<typeof PublishBody>;
/** POST …/unpublish body (`password`: donation details only). */
export type UnpublishRequest = Static<typeof UnpublishBody>;
/** POST …/restore body. */
export type RestoreRequest = Static<typeof RestoreBody>;
/** One published revision as the history lists it. */
export type ContentRevisionSummary = Static<typeof ContentRevisionSummarySchema>;
/** GET …/history. */
export type ContentHistory = Static<typeof ContentHistorySchema>;
/** GET …/revisions/:revision. */
export type ContentRevision<K extends ContentKind = ContentKind> = ContentRevisionSummary & {
  data: ContentData[K] | null;
};
/** One changed field between two revisions. */
export type ContentChange = Static<typeof ContentChangeSchema>;
/** GET …/diff. */
export type ContentDiff = Static<typeof ContentDiffSchema>;
export type BuiltInEvent = (typeof BUILT_IN_EVENTS)[number];
/** POST /api/visitors/events body: one thing a visitor did on a page. */
export type EventRecord = Static<typeof EventBody>;
/** The answer to a stored event (201, or 200 when its eventId was already stored). */
export type EventStoredResponse = Static<typeof EventStored>;
/** GET /api/visitors/event-names. */
export type EventNameList = Static<typeof EventNames>;

/** The report-email setting (GET/PUT /api/keepers/mail-reports). */
export type MailReports = Static<typeof MailReportsSchema>;
export type MailReportsBody = Static<typeof MailReportsBodySchema>;

/** A goal as a keeper defines it (POST /api/visitors/goals body). */
export type GoalDefinition = Static<typeof GoalBody>;
/** A stored goal. */
export type Goal = Static<typeof GoalSchema>;
/** GET /api/visitors/goals. */
export type GoalListResponse = Static<typeof GoalListSchema>;
/** One goal's conversions in a dashboard view. */
export type GoalFigure = Static<typeof GoalFiguresSchema>;
/** One event name's count in a dashboard view. */
export type EventCountRow = Static<typeof EventCountSchema>;

export type * from './annotation-types';
export type * from './share-link-types';

/** The change of the donation details waiting for its time or a second owner. */
export type PendingPayee = Static<typeof PendingPayeeSchema>;
/** An owner made in the last week. */
export type NewOwner = Static<typeof NewOwnerSchema>;
/** GET /api/keepers/notices. */
export type KeeperNotices = Static<typeof KeeperNoticesSchema>;
/** POST /api/keepers/payee-changes/:id/approve. */
export type ApprovePayeeRequest = Static<typeof ApprovePayeeBody>;
/** The answer to an approval or a cancel. */
export type PayeeChangeResult = Static<typeof PayeeChangeResultSchema>;

/** GET /api/keepers/media/usage. */
export type MediaUsage = Static<typeof MediaUsageSchema>;
/** POST /api/keepers/media/photos. */
export type PhotoUpload = Static<typeof PhotoUploadSchema>;
