import { Type } from '@sinclair/typebox';
import {
  DASHBOARD_DIMENSIONS,
  PASSWORD_MAX_LENGTH,
  SHARE_LINK_LABEL_MAX,
  SHARE_PASSWORD_MIN_LENGTH,
} from './values';

/*
 * Read-only share links to the dashboard. An owner creates one (a label, an
 * optional password, an optional expiry, fixed filters); the holder of the
 * link reads the dashboard through /api/shared/* with the link's token in the
 * `X-Share-Token` header (never in a URL the servers log) and, when the link
 * has a password, the grant POST /api/shared/unlock answered in `X-Share-Grant`.
 */

const FilterValue = Type.Optional(
  Type.String({ minLength: 1, maxLength: 512, format: 'plain-text' }),
);

/** Fixed filters: one exact value per dimension; the link's viewer cannot change or remove them. */
export const ShareFilters = Type.Object(
  Object.fromEntries(DASHBOARD_DIMENSIONS.map((dimension) => [dimension, FilterValue])) as Record<
    (typeof DASHBOARD_DIMENSIONS)[number],
    typeof FilterValue
  >,
  { additionalProperties: false },
);

/** POST /api/keepers/share-links (owner). */
export const CreateShareLinkBody = Type.Object(
  {
    label: Type.String({
      minLength: 1,
      maxLength: SHARE_LINK_LABEL_MAX,
      format: 'visible-plain-text',
    }),
    password: Type.Optional(
      Type.String({
        minLength: SHARE_PASSWORD_MIN_LENGTH,
        maxLength: PASSWORD_MAX_LENGTH,
        format: 'plain-text',
      }),
    ),
    /** When the link stops working; must be in the future. */
    expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
    filters: Type.Optional(ShareFilters),
  },
  { additionalProperties: false },
);

const Timestamp = Type.String({ format: 'date-time' });

/** A share link as owners list it (never its token, which only its creation answers). */
export const ShareLinkSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  hasPassword: Type.Boolean(),
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  filters: ShareFilters,
  createdAt: Timestamp,
  createdBy: Type.String(),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
});

export const ShareLinkList = Type.Object({ links: Type.Array(ShareLinkSchema) });

/** The answer to a creation: the link and its token, shown this once. */
export const ShareLinkCreated = Type.Object({
  link: ShareLinkSchema,
  token: Type.String(),
  /** The page that opens it: `/analytics/shared#<token>` (the token stays in the fragment). */
  path: Type.String(),
});

/** GET /api/shared/link: what the viewer's page needs before reading the dashboard. */
export const SharedLinkInfo = Type.Object({
  label: Type.String(),
  needsPassword: Type.Boolean(),
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  filters: ShareFilters,
});

/** POST /api/shared/unlock body. */
export const ShareUnlockBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, format: 'plain-text' }) },
  { additionalProperties: false },
);

/** The grant to send as `X-Share-Grant` until `expiresAt`. */
export const ShareGrant = Type.Object({ grant: Type.String(), expiresAt: Timestamp });
