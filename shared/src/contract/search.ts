import { Type } from '@sinclair/typebox';
import {
  API_DATE_PATTERN,
  DEVICE_TYPES,
  EXPORT_FORMATS,
  SORT_DIRECTIONS,
  SORT_FIELDS,
} from './values';
import { VisitorRecordSchema } from './visitor';

/** A text filter: a control character or unpaired surrogate in it is a 400. */
const Filter = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength, format: 'plain-text' }), Type.Null()]));
const DateFilter = Type.Optional(
  Type.Union([
    Type.String({ pattern: API_DATE_PATTERN, maxLength: 40 }),
    Type.Literal(''),
    Type.Null(),
  ]),
);

/**
 * POST /api/visitors/search body: the ten filters (null or '' means "any") plus paging and
 * sorting. An unknown field is a 400 (the validator does not remove additional properties).
 */
export const SearchBody = Type.Object(
  {
    ipAddress: Filter(45),
    browser: Filter(100),
    operatingSystem: Filter(100),
    deviceType: Type.Optional(
      Type.Union([...DEVICE_TYPES.map((d) => Type.Literal(d)), Type.Literal(''), Type.Null()]),
    ),
    country: Filter(100),
    city: Filter(100),
    pageVisited: Filter(512),
    sessionId: Filter(128),
    startDate: DateFilter,
    endDate: DateFilter,
    page: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    size: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    sortBy: Type.Union(
      SORT_FIELDS.map((f) => Type.Literal(f)),
      { default: 'visitTime' },
    ),
    sortDirection: Type.Union(
      SORT_DIRECTIONS.map((d) => Type.Literal(d)),
      { default: 'DESC' },
    ),
  },
  { additionalProperties: false },
);

/** The search's answer: one page (zero-based `number`) of stored visits. */
export const VisitorPage = Type.Object({
  content: Type.Array(VisitorRecordSchema),
  number: Type.Integer(),
  size: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
});

/** GET /api/visitors/export query string. */
export const ExportQuery = Type.Object(
  {
    format: Type.Union(EXPORT_FORMATS.map((f) => Type.Literal(f))),
    startDate: DateFilter,
    endDate: DateFilter,
  },
  { additionalProperties: false },
);
