import type { Clock } from '../common/time/clock';
import { localDay } from '../common/time/local-day';
import type { ReadDashboard } from './read-dashboard';
import { reportRanges } from './report-month';
import type * as ReportPdfModule from './monthly-report-pdf';

/* pdfkit and the embedded font weigh tens of MB: loaded on the first report, not at start-up. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadReportPdf = (): typeof ReportPdfModule => require('./monthly-report-pdf');

/** A month's one-page PDF report (the download and the monthly email's attachment). */
export async function drawMonthReport(
  readDashboard: ReadDashboard,
  month: string,
  now: ReturnType<Clock>,
  timeZone: string,
): Promise<Buffer> {
  const { range, previousRange } = reportRanges(month, localDay(now, timeZone));
  const { monthlyReportPdf, REPORT_LIST_ROWS } = loadReportPdf();
  const [view, previous] = await Promise.all([
    readDashboard({ period: 'custom', ...range }, { breakdownRows: REPORT_LIST_ROWS }),
    // Only its cards and goals are shown: the smallest breakdowns will do.
    readDashboard({ period: 'custom', ...previousRange }, { breakdownRows: 1 }),
  ]);
  return monthlyReportPdf({
    month,
    view,
    previousRange,
    previous,
    generatedAt: new Date(now),
  });
}
