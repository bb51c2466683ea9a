import { Type } from '@sinclair/typebox';
import { RIGHTS_TEXT_MAX } from './values';

/*
 * A keeper's own data and rights requests: the download of what the site
 * holds about them, and their requests to correct or erase it, which an owner
 * answers once (the answer time is recorded).
 */

const Timestamp = Type.String({ format: 'date-time' });
const MaybeTimestamp = Type.Union([Timestamp, Type.Null()]);
const Text = Type.String({
  minLength: 1,
  maxLength: RIGHTS_TEXT_MAX,
  format: 'visible-plain-text',
});

/** GET /api/keepers/me/data: everything the site holds about the signed-in keeper. */
export const MyData = Type.Object({
  downloadedAt: Timestamp,
  account: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    displayName: Type.String(),
    role: Type.String(),
    createdAt: Timestamp,
    disabledAt: MaybeTimestamp,
    hasPassword: Type.Boolean(),
  }),
  sessions: Type.Array(
    Type.Object({
      createdAt: Timestamp,
      lastSeenAt: Timestamp,
      expiresAt: Timestamp,
      current: Type.Boolean(),
    }),
  ),
  apiKeys: Type.Array(
    Type.Object({
      name: Type.String(),
      role: Type.String(),
      createdAt: Timestamp,
      lastUsedAt: MaybeTimestamp,
      revokedAt: MaybeTimestamp,
    }),
  ),
  audit: Type.Array(
    Type.Object({
      at: Timestamp,
      action: Type.String(),
      actor: Type.Union([Type.String(), Type.Null()]),
      via: Type.String(),
      network: Type.String(),
      detail: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});

/** POST /api/keepers/me/requests body: a correction or an erasure, said in the keeper's words. */
export const AskRightsBody = Type.Object(
  { kind: Type.Union([Type.Literal('correction'), Type.Literal('erasure')]), request: Text },
  { additionalProperties: false },
);

/** POST /api/keepers/rights-requests/:id/answer body: done or refused, and what was done or why not. */
export const AnswerRightsBody = Type.Object(
  { outcome: Type.Union([Type.Literal('done'), Type.Literal('refused')]), answer: Text },
  { additionalProperties: false },
);

/** One rights request and, once given, its answer. */
export const RightsRequestSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  kind: Type.String(),
  request: Type.String(),
  askedAt: Timestamp,
  answeredAt: MaybeTimestamp,
  answeredBy: Type.Union([Type.String(), Type.Null()]),
  outcome: Type.Union([Type.String(), Type.Null()]),
  answer: Type.Union([Type.String(), Type.Null()]),
  /** Hours from the request to its answer: what the site is held to. */
  answerHours: Type.Union([Type.Number(), Type.Null()]),
});

/** GET /api/keepers/me/requests and GET /api/keepers/rights-requests, newest first. */
export const RightsRequestList = Type.Object({ requests: Type.Array(RightsRequestSchema) });
