import {
  requestJson,
  visitorApi,
  type EventNameList,
  type GoalDefinition,
  type GoalListResponse,
} from '@pawapuri/shared';

const base = () => `${visitorApi.baseUrl}/api/visitors`;
/** The keeper's session cookie goes with the writes. */
const keeper = { credentials: 'include' as const };

/** Every goal as defined (public, like the dashboard). */
export function listGoals(signal?: AbortSignal) {
  return requestJson<GoalListResponse>(`${base()}/goals`, { signal });
}

/** Adds a goal (analysts, owners); answers every goal. A 400 names the field at fault. */
export function addGoal(goal: GoalDefinition) {
  return requestJson<GoalListResponse>(`${base()}/goals`, {
    method: 'POST',
    body: goal,
    ...keeper,
  });
}

/** Removes a goal (analysts, owners); answers the goals left. */
export function removeGoal(id: number) {
  return requestJson<GoalListResponse>(`${base()}/goals/${id}`, { method: 'DELETE', ...keeper });
}

/** The event names the API takes: the built-in ones and the keepers' own. */
export function listEventNames(signal?: AbortSignal) {
  return requestJson<EventNameList>(`${base()}/event-names`, { signal });
}
