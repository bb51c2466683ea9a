import type { Goal, GoalFigure } from '@pawapuri/shared/contract/types';

/** One goal's conversions in a view's range and the previous one, however they were read. */
export interface GoalCounts {
  uniques: number;
  total: number;
  previousUniques: number;
  previousTotal: number;
}

const rate = (uniques: number, visitors: number) => (visitors > 0 ? uniques / visitors : 0);

/** The figures a view shows for a goal: its counts, and its rate of the view's unique visitors. */
export function goalFigure(
  goal: Goal,
  counts: GoalCounts,
  visitors: { value: number; previous: number },
): GoalFigure {
  return {
    id: goal.id,
    name: goal.name,
    uniques: { value: counts.uniques, previous: counts.previousUniques },
    total: { value: counts.total, previous: counts.previousTotal },
    rate: {
      value: rate(counts.uniques, visitors.value),
      previous: rate(counts.previousUniques, visitors.previous),
    },
  };
}
