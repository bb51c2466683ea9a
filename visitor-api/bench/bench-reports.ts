import { performance } from 'node:perf_hooks';
import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { DashboardView } from '@pawapuri/shared/contract/types';
import { dashboardCsv } from '../src/reports/dashboard-csv';
import { monthlyReportPdf } from '../src/reports/monthly-report-pdf';
import { CSV_BREAKDOWN_ROWS } from '../src/reports/reports-route';
import { addDays } from '../src/common/time/local-day';

/*
 * npm run bench:reports -w visitor-api [-- --runs 50]
 * Prints how long the monthly PDF and the largest dashboard CSV take to make
 * and how big they are. Asserts nothing. No database: a synthetic view of
 * October (31 days), with Hindi keys, as the dashboard reader would give.
 */
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 50;

function view(breakdownRows: number): DashboardView {
  const total = 1_000_000;
  return {
    period: 'custom',
    range: { from: '2026-10-01', to: '2026-10-31' },
    previousRange: { from: '2026-09-01', to: '2026-09-30' },
    granularity: 'day',
    filters: {},
    goals: [],
    events: [],
    cards: {
      visits: { value: total, previous: 900_000 },
      uniqueVisitors: { value: 400_000, previous: 380_000 },
      viewsPerVisitor: { value: 2.5, previous: 2.37 },
      visitorsNow: 12,
    },
    series: Array.from({ length: 31 }, (_, day) => ({
      start: addDays('2026-10-01', day),
      visits: 20_000 + ((day * 7_919) % 30_000),
      uniqueVisitors: 9_000 + ((day * 3_571) % 12_000),
    })),
    breakdowns: Object.fromEntries(
      DASHBOARD_DIMENSIONS.map((dimension) => [
        dimension,
        Array.from({ length: breakdownRows }, (_, row) => ({
          key: `${dimension} पावापुरी ${row}`,
          visits: Math.floor(total / (row + 2)),
          share: 1 / (row + 2),
        })),
      ]),
    ) as DashboardView['breakdowns'],
  };
}

async function time(label: string, make: () => Promise<number> | number): Promise<void> {
  await make(); // the first run loads fonts and warms up
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    bytes = await make();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
  console.info(
    `${label}: median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${RUNS} runs; ${bytes.toLocaleString('en-IN')} bytes`,
  );
}

async function main(): Promise<void> {
  const month = view(5);
  const csvView = view(CSV_BREAKDOWN_ROWS);
  await time('monthly report PDF (31 days, 10 lists of 5)', async () => {
    const pdf = await monthlyReportPdf({
      month: '2026-10',
      view: month,
      previousRange: month.previousRange,
      previous: month,
      generatedAt: new Date(),
    });
    return pdf.length;
  });
  await time(`dashboard CSV (10 breakdowns of ${CSV_BREAKDOWN_ROWS} rows)`, () =>
    Buffer.byteLength(dashboardCsv(csvView)),
  );
}

void main();
