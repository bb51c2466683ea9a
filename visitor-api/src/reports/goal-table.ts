import type { GoalFigure } from '@pawapuri/shared/contract/types';
import { sharePercent } from './dashboard-csv';
import { MUTED } from './report-colours';
import { tableHeading } from './table-heading';
import { count, textLine } from './pdf-text-line';

/** Goals the report's table has room for; more are counted in its last row. */
export const REPORT_GOAL_ROWS = 5;
const ROW = 11.5;
/** The table's height whatever the goals, so the page keeps its fixed places. */
export const GOAL_TABLE_HEIGHT = 17 + REPORT_GOAL_ROWS * ROW + 10;

/** A goal's figures in the period compared with (none when it was added since). */
export type PreviousGoals = Pick<GoalFigure, 'id' | 'uniques' | 'total' | 'rate'>[];

const rate = (value: number) => `${sharePercent(value).toFixed(1)}%`;

/**
 * Every goal's unique conversions, total conversions and conversion rate in
 * the month, each beside the previous period's figure. Goals beyond the
 * table's rows are named by their number in its last row: the dashboard and
 * its CSV list all of them.
 */
export function goalTable(
  doc: PDFKit.PDFDocument,
  goals: GoalFigure[],
  previous: PreviousGoals,
  x: number,
  y: number,
  width: number,
): void {
  const column = 70;
  const figures = [
    ['Unique conversions', (goal: GoalFigure) => count(goal.uniques.value)],
    ['Previous', (goal: GoalFigure) => count(before(goal)?.uniques.value ?? 0)],
    ['Total conversions', (goal: GoalFigure) => count(goal.total.value)],
    ['Previous', (goal: GoalFigure) => count(before(goal)?.total.value ?? 0)],
    ['Conversion rate', (goal: GoalFigure) => rate(goal.rate.value)],
    ['Previous', (goal: GoalFigure) => rate(before(goal)?.rate.value ?? 0)],
  ] as const;
  const nameWidth = width - figures.length * column;
  function before(goal: GoalFigure) {
    return previous.find((was) => was.id === goal.id);
  }
  tableHeading(
    doc,
    { title: 'Goals', x, y, width, titleWidth: nameWidth - 4 },
    figures.map(([label], index) => ({
      label,
      x: x + nameWidth + index * column,
      width: column - 2,
    })),
  );
  if (goals.length === 0) {
    textLine(doc, 'No goals are defined.', x, y + 17, { width, size: 8, color: MUTED });
    return;
  }
  const shown = goals.length > REPORT_GOAL_ROWS ? goals.slice(0, REPORT_GOAL_ROWS - 1) : goals;
  shown.forEach((goal, row) => {
    const rowY = y + 17 + row * ROW;
    textLine(doc, goal.name, x, rowY, { width: nameWidth - 4, size: 8 });
    figures.forEach(([, value], index) => {
      textLine(doc, value(goal), x + nameWidth + index * column, rowY, {
        width: column - 2,
        size: 8,
        align: 'right',
      });
    });
  });
  if (shown.length < goals.length) {
    textLine(
      doc,
      `and ${goals.length - shown.length} more goals (the dashboard and its CSV show every goal)`,
      x,
      y + 17 + shown.length * ROW,
      { width, size: 8, color: MUTED },
    );
  }
}
