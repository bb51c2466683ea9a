import type { Goal, GoalDefinition, TFunction } from '@pawapuri/shared';

/** The goal form as typed: what it counts, and the fields of both kinds (one kind is sent). */
export interface GoalForm {
  name: string;
  kind: 'page' | 'event';
  page: string;
  event: string;
  property: string;
  value: string;
}

/**
 * The body the API takes: the name and the chosen kind's fields, blank
 * optional fields left out. Whatever else is wrong the API says (400 naming
 * the field), so the form shows the API's own words at that field.
 */
export function goalBody(form: GoalForm): GoalDefinition {
  const name = form.name.trim();
  if (form.kind === 'page') return { name, page: form.page.trim() };
  const property = form.property.trim();
  const value = form.value.trim();
  return {
    name,
    event: form.event,
    ...(property ? { property } : {}),
    ...(value ? { value } : {}),
  };
}

/** What a goal counts, in the form's words. */
export function goalMatches(goal: Goal, t: TFunction): string {
  if (goal.page !== undefined) return t('goals.editor.matchesPage', { page: goal.page });
  if (goal.property !== undefined) {
    return t('goals.editor.matchesProperty', {
      event: goal.event,
      property: goal.property,
      value: goal.value,
    });
  }
  return t('goals.editor.matchesEvent', { event: goal.event });
}
