import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { DashboardView } from '@pawapuri/shared/contract/types';
import { csvLine } from '../common/csv/csv';

/** A 0..1 share as a percentage with one decimal (0.4071 → 40.7), as a spreadsheet shows it. */
export const sharePercent = (share: number) => Math.round(share * 1000) / 10;

const rangeText = ({ from, to }: { from: string; to: string }) => `${from} to ${to}`;

/**
 * A dashboard view as one CSV file: a first block `item,value,previous` with
 * the range, the filters and the cards (each with the previous period's
 * figure), a blank line, then every breakdown row as
 * `dimension,key,visits,share` (share in percent, one decimal). Text cells go
 * through csvField, so a key like `=HYPERLINK(…)` is shown, not run. Then a
 * blank line and every goal as `goal,name,` its unique conversions, total
 * conversions and conversion rate (percent, one decimal), each beside the
 * previous period's. UTF-8 with a byte-order mark, CRLF lines, as the visits
 * export.
 */
export function dashboardCsv(view: DashboardView): string {
  const { cards } = view;
  const lines = [
    csvLine(['item', 'value', 'previous']),
    csvLine(['period', view.period, '']),
    csvLine(['range', rangeText(view.range), rangeText(view.previousRange)]),
    csvLine(['granularity', view.granularity, '']),
    ...DASHBOARD_DIMENSIONS.flatMap((dimension) => {
      const value = view.filters[dimension];
      return value === undefined ? [] : [csvLine([`filter ${dimension}`, value, ''])];
    }),
    csvLine(['visits', cards.visits.value, cards.visits.previous]),
    csvLine(['unique visitors', cards.uniqueVisitors.value, cards.uniqueVisitors.previous]),
    csvLine([
      'views per visitor',
      cards.viewsPerVisitor.value.toFixed(2),
      cards.viewsPerVisitor.previous.toFixed(2),
    ]),
    csvLine(['visitors now', cards.visitorsNow, '']),
    '\r\n',
    csvLine(['dimension', 'key', 'visits', 'share']),
    ...DASHBOARD_DIMENSIONS.flatMap((dimension) =>
      view.breakdowns[dimension].map((row) =>
        csvLine([dimension, row.key, row.visits, sharePercent(row.share)]),
      ),
    ),
    '\r\n',
    csvLine([
      'item',
      'name',
      'unique conversions',
      'previous',
      'total conversions',
      'previous',
      'conversion rate',
      'previous',
    ]),
    ...view.goals.map((goal) =>
      csvLine([
        'goal',
        goal.name,
        goal.uniques.value,
        goal.uniques.previous,
        goal.total.value,
        goal.total.previous,
        sharePercent(goal.rate.value),
        sharePercent(goal.rate.previous),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('')}`;
}

/** The download's name: the view's range, e.g. pawapuri-analytics-2026-10-01-to-2026-10-31.csv. */
export const dashboardCsvFileName = (view: DashboardView) =>
  `pawapuri-analytics-${view.range.from}-to-${view.range.to}.csv`;
