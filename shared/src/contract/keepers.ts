import { Type } from '@sinclair/typebox';
import {
  API_DATE_PATTERN,
  AUDIT_ACTIONS,
  KEEPER_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './values';

/*
 * The keeper endpoints, all under /api/keepers. A browser signs in and then
 * sends its session cookie (`credentials: 'include'`); a script sends an API
 * key as `Authorization: Bearer <key>`. Every body and query refuses unknown
 * fields (400 naming the field).
 */

/** One of the listed words, typed as their union (a plain map would widen it to string). */
const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));

export const KeeperRoleSchema = Literals(KEEPER_ROLES);
export const AuditActionSchema = Literals(AUDIT_ACTIONS);

/** An email address as typed: something@something, no spaces or control characters. */
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+$',
  format: 'plain-text',
});
const DisplayName = Type.String({ minLength: 1, maxLength: 100, format: 'visible-plain-text' });
/** A new password: length rules only (and the common-passwords list, checked by the API). */
const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  format: 'plain-text',
});
/** A password being checked: any length up to the maximum (a wrong one is simply wrong). */
const GivenPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_MAX_LENGTH,
  format: 'plain-text',
});
/** The secret of a set-password link: 32 random bytes in base64url. */
const LinkToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });
const Timestamp = Type.String({ format: 'date-time' });

/** A keeper as they see themselves and as owners see them. */
export const KeeperAccountSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.String(),
  role: KeeperRoleSchema,
  createdAt: Timestamp,
  /** Null while the account may sign in. */
  disabledAt: Type.Union([Timestamp, Type.Null()]),
  /** False until the keeper has used their set-password link. */
  hasPassword: Type.Boolean(),
});

/** GET /api/keepers/me: who is calling, and how. 401 when nobody is signed in. */
export const Me = Type.Object({
  keeper: KeeperAccountSchema,
  /** `session`: a signed-in browser; `api-key`: a script; `local`: this machine, before any account exists. */
  via: Type.Union([Type.Literal('session'), Type.Literal('api-key'), Type.Literal('local')]),
  /** When this session ends if unused (sessions only). */
  idleExpiresAt: Type.Optional(Timestamp),
  /** When this session ends whatever happens (sessions only). */
  expiresAt: Type.Optional(Timestamp),
});

/**
 * GET /api/keepers/status (public): whether any keeper account exists yet, and
 * where keeper work happens.
 */
export const KeeperStatus = Type.Object({
  accountsExist: Type.Boolean(),
  /** Keeper actions are accepted only from the standalone visitor remote (KEEPER_STANDALONE_ONLY). */
  standaloneOnly: Type.Boolean(),
  /** The keeper pages' address: the standalone visitor remote's when `standaloneOnly`. */
  keeperSiteUrl: Type.String(),
  /** Whether keeper actions are accepted from the page that asked (its Origin, else its Referer). */
  fromKeeperOrigin: Type.Boolean(),
});

/**
 * POST /api/keepers/sign-in: sets the session cookie and answers like /me.
 * A wrong password and an unknown email get the same 401 in the same time;
 * repeated failures for one account from one address get a 429 with
 * Retry-After and a message saying when to retry.
 */
export const SignInBody = Type.Object(
  { email: Email, password: GivenPassword },
  { additionalProperties: false },
);

/** POST /api/keepers/set-password: the one-time link's token and the new password. */
export const SetPasswordBody = Type.Object(
  { token: LinkToken, password: NewPassword },
  { additionalProperties: false },
);
/** The account whose password was set (the keeper then signs in). */
export const PasswordSet = Type.Object({ email: Type.String() });

/** POST /api/keepers/password: a signed-in keeper changes their own password. */
export const ChangePasswordBody = Type.Object(
  { currentPassword: GivenPassword, newPassword: NewPassword },
  { additionalProperties: false },
);

/** POST /api/keepers/accounts (owner, signed in, password again): invite a keeper. */
export const InviteBody = Type.Object(
  {
    email: Email,
    displayName: Type.Optional(DisplayName),
    role: KeeperRoleSchema,
    password: GivenPassword,
  },
  { additionalProperties: false },
);

/** POST /api/keepers/accounts/:id/reset (owner, signed in): the acting owner's password again. */
export const ResetBody = Type.Object({ password: GivenPassword }, { additionalProperties: false });

/** A one-time set-password link (invite and reset). */
export const SetPasswordLink = Type.Object({
  account: KeeperAccountSchema,
  /**
   * The keeper site's address with the token; shown once, never stored in
   * clear. Absent when the link was emailed to the account's own address
   * (a reset of an account with a password, mail configured).
   */
  link: Type.Optional(Type.String()),
  /** The link went to the account's own email instead. */
  emailed: Type.Boolean(),
  expiresAt: Timestamp,
});

/** GET /api/keepers/accounts (owner). */
export const AccountList = Type.Object({ accounts: Type.Array(KeeperAccountSchema) });

/** The `:id` of an account or API key, as the path carries it: digits (the API reads no coerced types). */
export const IdParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 }) },
  { additionalProperties: false },
);

/** POST /api/keepers/accounts/:id/role (owner): the acting owner's password is asked again. */
export const ChangeRoleBody = Type.Object(
  { role: KeeperRoleSchema, password: GivenPassword },
  { additionalProperties: false },
);

/** An API key as listed: never its secret. */
export const ApiKeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: KeeperRoleSchema,
  createdAt: Timestamp,
  /** Display name of the owner who created it. */
  createdBy: Type.String(),
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
  revokedAt: Type.Union([Timestamp, Type.Null()]),
});

/** GET /api/keepers/api-keys (owner). */
export const ApiKeyList = Type.Object({ keys: Type.Array(ApiKeySchema) });

/** POST /api/keepers/api-keys (owner, signed in, password again): a name saying what uses it, and its role. */
export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, format: 'visible-plain-text' }),
    role: KeeperRoleSchema,
    password: GivenPassword,
  },
  { additionalProperties: false },
);

/** The new key: `secret` is shown this once (send it as `Authorization: Bearer <secret>`). */
export const ApiKeyCreated = Type.Object({ key: ApiKeySchema, secret: Type.String() });

/** One audit log entry. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  action: AuditActionSchema,
  /** The keeper who acted (null: someone not signed in, e.g. a failed sign-in for an unknown email). */
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  /** Their email at the time, or the email a failed sign-in gave. */
  actor: Type.Union([Type.String(), Type.Null()]),
  /** `session`, `api-key:<id>`, `local`, `cli`, or `wait` (a donation change published when its wait ended). */
  via: Type.String(),
  /** The client's network, truncated as visits' addresses are. */
  network: Type.String(),
  /** What was acted on and how: small, action-specific details. */
  detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
});

const AuditFilterFields = {
  /** An actor's email, exactly. */
  actor: Type.Optional(Email),
  action: Type.Optional(AuditActionSchema),
  from: Type.Optional(Type.String({ pattern: API_DATE_PATTERN, maxLength: 40 })),
  to: Type.Optional(Type.String({ pattern: API_DATE_PATTERN, maxLength: 40 })),
};

/**
 * GET /api/keepers/audit (owner): newest first, filtered and paged. `page`
 * (zero-based, default 0) and `size` (1 to AUDIT_PAGE_MAX, default 50) are
 * digits, as a query string carries them (the API converts no types).
 */
export const AuditQuery = Type.Object(
  {
    ...AuditFilterFields,
    page: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,6})$', maxLength: 7 })),
    size: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$', maxLength: 3 })),
  },
  { additionalProperties: false },
);

/** GET /api/keepers/audit.csv (owner): every entry the filters select, as CSV. */
export const AuditExportQuery = Type.Object(AuditFilterFields, { additionalProperties: false });

export const AuditPage = Type.Object({
  content: Type.Array(AuditEntrySchema),
  number: Type.Integer(),
  size: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
});
