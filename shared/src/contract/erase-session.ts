import { Type } from '@sinclair/typebox';
import { TrackBody } from './visitor';

/** DELETE /api/visitors/sessions/:sessionId: the id as track accepts it. */
export const EraseSessionParams = Type.Object(
  { sessionId: TrackBody.properties.sessionId },
  { additionalProperties: false },
);

/** How many visits were erased (0 when the session had none). */
export const SessionErased = Type.Object({ erased: Type.Integer({ minimum: 0 }) });

/**
 * POST /api/visitors/erase-my-visits body: the session id of the visitor's own
 * tab (from its session storage), whose visits and events are erased.
 */
export const EraseMyVisitsBody = Type.Object(
  { sessionId: TrackBody.properties.sessionId },
  { additionalProperties: false },
);
