import type { BreakdownRow, DashboardView } from '@pawapuri/shared/contract/types';
import { sharePercent } from '../reports/dashboard-csv';
import { change, number } from './email-figures';
import type { MailStrings } from './mail-strings';

/** Rows in each top list of an email. */
export const EMAIL_LIST_ROWS = 5;

/** The figures of the period compared with: its cards and its goals. */
export type PreviousFigures = Pick<DashboardView, 'cards' | 'goals'>;

export interface SectionInput {
  view: DashboardView;
  previous: PreviousFigures;
  strings: MailStrings;
  /** The report's range as the recipient reads it (a column heading). */
  range: string;
}

/** One titled section of the email: a table for HTML and lines for plain text, both from the same cells. */
export interface EmailSection {
  title: (strings: MailStrings) => string;
  render: (input: SectionInput) => { head: string[]; rows: string[][]; lines: string[] };
}

/** A breakdown's top rows, largest first: `- key: visits`. */
export function breakdownSection(
  title: (strings: MailStrings) => string,
  rows: (view: DashboardView) => BreakdownRow[],
): EmailSection {
  return {
    title,
    render: ({ view, strings }) => {
      const cells = rows(view)
        .slice(0, EMAIL_LIST_ROWS)
        .map((row) => [row.key, number(row.visits)]);
      return {
        head: [title(strings), strings.visits],
        rows: cells,
        lines: cells.map(([key, visits]) => `- ${key}: ${visits}`),
      };
    },
  };
}

const ratePercent = (rate: number) => `${sharePercent(rate)}%`;

/**
 * Every goal's unique conversions, total conversions and conversion rate,
 * each beside the previous period's figure (matched by the goal's id; a goal
 * added since counts nothing before) and the change.
 */
export const goalSection: EmailSection = {
  title: (s) => s.goals,
  render: ({ view, previous, strings: s, range }) => {
    const figures = view.goals.map((goal) => {
      const before = previous.goals.find((was) => was.id === goal.id);
      const uniques = before?.uniques.value ?? 0;
      const total = before?.total.value ?? 0;
      const rate = before?.rate.value ?? 0;
      return {
        name: goal.name,
        rows: [
          [
            s.goalUniques,
            number(goal.uniques.value),
            number(uniques),
            change(goal.uniques.value, uniques),
          ],
          [s.goalTotal, number(goal.total.value), number(total), change(goal.total.value, total)],
          [
            s.goalRate,
            ratePercent(goal.rate.value),
            ratePercent(rate),
            change(goal.rate.value, rate),
          ],
        ],
      };
    });
    return {
      head: [s.goals, '', range, s.previous, s.change],
      rows: figures.flatMap(({ name, rows }) => rows.map((row) => [name, ...row])),
      lines: figures.map(
        ({ name, rows }) =>
          `- ${name}: ${rows
            .map(
              ([label, value, was, diff]) =>
                `${label} ${value} (${s.previous}: ${was}${diff ? `, ${diff}` : ''})`,
            )
            .join('; ')}`,
      ),
    };
  },
};

/** The sections every report shows, in order. */
export const REPORT_SECTIONS: readonly EmailSection[] = [
  breakdownSection(
    (s) => s.topPages,
    (view) => view.breakdowns.page,
  ),
  breakdownSection(
    (s) => s.sources,
    (view) => view.breakdowns.source,
  ),
  breakdownSection(
    (s) => s.campaigns,
    (view) => view.breakdowns.utmCampaign,
  ),
  goalSection,
];
