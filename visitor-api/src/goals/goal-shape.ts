import type { GoalDefinition } from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';

/**
 * What the schema cannot say of a goal: a page or an event, not both and not
 * neither; a property and its value together, and only on an event goal.
 * Throws a 400 naming the field at fault.
 */
export function checkGoalShape(goal: GoalDefinition): void {
  if ((goal.page === undefined) === (goal.event === undefined)) {
    throw new HttpError(400, 'page: a goal is a page or an event, one of the two', 'page');
  }
  if (goal.page !== undefined && goal.property !== undefined) {
    throw new HttpError(400, 'property: only an event goal can ask for a property', 'property');
  }
  if (goal.property !== undefined && goal.value === undefined) {
    throw new HttpError(400, 'value: a property needs the value to match', 'value');
  }
  if (goal.value !== undefined && goal.property === undefined) {
    throw new HttpError(400, 'property: a value needs the property it is of', 'property');
  }
}
