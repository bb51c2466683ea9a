import PDFDocument from 'pdfkit';
import type {
  BreakdownRow,
  DashboardDimension,
  DashboardView,
  DayRange,
} from '@pawapuri/shared/contract/types';
import { PDF_FONTS } from '../export/pdf-font';
import { sharePercent } from './dashboard-csv';
import { DIMENSION_LABELS } from './dimension-labels';
import { drawDailyChart, VISITORS_COLOUR, VISITS_COLOUR } from './daily-chart';
import { GOAL_TABLE_HEIGHT, goalTable } from './goal-table';
import { count, textLine } from './pdf-text-line';
import { MUTED, RULE } from './report-colours';
import { tableHeading } from './table-heading';

/** Rows in each top list of the report. */
export const REPORT_LIST_ROWS = 5;

export interface MonthlyReportInput {
  /** 'YYYY-MM'. */
  month: string;
  /** The month's days (to today for the current month) and its figures. */
  view: DashboardView;
  /** The days compared with (the previous month, or its same days). */
  previousRange: DayRange;
  /** A view of previousRange: the `value`s of its cards and goals are the figures compared with. */
  previous: Pick<DashboardView, 'cards' | 'goals'>;
  generatedAt: Date;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MARGIN = 36;

const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

/** Days of one month: '2026-10-01'..'2026-10-31' → '1 to 31 October 2026'. */
export function rangeText({ from, to }: DayRange): string {
  const day = (value: string) => String(Number(value.slice(8, 10)));
  const name = monthName(to.slice(0, 7));
  return from === to ? `${day(from)} ${name}` : `${day(from)} to ${day(to)} ${name}`;
}

/** '+12.3%' against the previous figure; nothing when there was nothing before. */
export function changeText(value: number, previous: number): string {
  if (previous === 0) return '';
  const change = Math.round(((value - previous) / previous) * 1000) / 10;
  return ` (${change > 0 ? '+' : ''}${change.toFixed(1)}%)`;
}

function header(doc: PDFKit.PDFDocument, input: MonthlyReportInput, width: number): number {
  const { month, view, previousRange, generatedAt } = input;
  let y = MARGIN;
  textLine(doc, `Pawapuri visitor report · ${monthName(month)}`, MARGIN, y, {
    width,
    size: 18,
    font: 'Body-Bold',
  });
  y += 26;
  textLine(doc, 'पावापुरी · मासिक आगंतुक रिपोर्ट', MARGIN, y, { width, size: 12 });
  y += 20;
  const stamp = `${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  textLine(
    doc,
    `${rangeText(view.range)}, compared with ${rangeText(previousRange)} · generated ${stamp}`,
    MARGIN,
    y,
    { width, size: 8.5, color: MUTED },
  );
  return y + 18;
}

function cards(doc: PDFKit.PDFDocument, input: MonthlyReportInput, y: number, width: number) {
  const { cards: now } = input.view;
  const before = input.previous.cards;
  const figures = [
    {
      label: 'Visits',
      value: count(now.visits.value),
      previous: `${count(before.visits.value)}${changeText(now.visits.value, before.visits.value)}`,
    },
    {
      label: 'Unique visitors',
      value: count(now.uniqueVisitors.value),
      previous: `${count(before.uniqueVisitors.value)}${changeText(now.uniqueVisitors.value, before.uniqueVisitors.value)}`,
    },
    {
      label: 'Views per visitor',
      value: now.viewsPerVisitor.value.toFixed(2),
      previous: `${before.viewsPerVisitor.value.toFixed(2)}${changeText(now.viewsPerVisitor.value, before.viewsPerVisitor.value)}`,
    },
  ];
  const gap = 10;
  const boxWidth = (width - gap * (figures.length - 1)) / figures.length;
  const height = 58;
  figures.forEach((figure, index) => {
    const x = MARGIN + index * (boxWidth + gap);
    doc.save().lineWidth(0.75).strokeColor(RULE).roundedRect(x, y, boxWidth, height, 4).stroke();
    doc.restore();
    const inner = boxWidth - 20;
    textLine(doc, figure.label, x + 10, y + 7, { width: inner, size: 8.5, color: MUTED });
    textLine(doc, figure.value, x + 10, y + 19, { width: inner, size: 17, font: 'Body-Bold' });
    textLine(doc, `Previous: ${figure.previous}`, x + 10, y + 42, {
      width: inner,
      size: 7.5,
      color: MUTED,
    });
  });
  return y + height + 16;
}

function chart(doc: PDFKit.PDFDocument, view: DashboardView, y: number, width: number): number {
  const unit = view.granularity === 'hour' ? 'Hourly' : 'Daily';
  textLine(doc, `${unit} visits and unique visitors`, MARGIN, y, {
    width: width / 2,
    size: 10,
    font: 'Body-Bold',
  });
  const legend = [
    { label: 'Visits', colour: VISITS_COLOUR },
    { label: 'Unique visitors', colour: VISITORS_COLOUR },
  ];
  let x = MARGIN + width - 170;
  for (const item of legend) {
    doc.save().lineWidth(2).strokeColor(item.colour);
    doc
      .moveTo(x, y + 6)
      .lineTo(x + 14, y + 6)
      .stroke();
    doc.restore();
    textLine(doc, item.label, x + 18, y + 1, { width: 70, size: 8 });
    x += 70;
  }
  const height = 130;
  drawDailyChart(doc, view.series, { x: MARGIN, y: y + 16, width, height });
  return y + 16 + height + 14;
}

function topList(
  doc: PDFKit.PDFDocument,
  title: string,
  rows: BreakdownRow[],
  x: number,
  y: number,
  width: number,
): void {
  tableHeading(doc, { title, x, y, width, titleWidth: width - 100 }, [
    { label: 'Visits', x: x + width - 100, width: 55 },
    { label: 'Share', x: x + width - 40, width: 40 },
  ]);
  if (rows.length === 0) {
    textLine(doc, 'None', x, y + 17, { width, size: 8, color: MUTED });
    return;
  }
  rows.slice(0, REPORT_LIST_ROWS).forEach((row, index) => {
    const rowY = y + 17 + index * 11.5;
    textLine(doc, row.key === '' ? 'Unknown' : row.key, x, rowY, { width: width - 102, size: 8 });
    textLine(doc, count(row.visits), x + width - 100, rowY, {
      width: 55,
      size: 8,
      align: 'right',
    });
    textLine(doc, `${sharePercent(row.share).toFixed(1)}%`, x + width - 40, rowY, {
      width: 40,
      size: 8,
      align: 'right',
    });
  });
}

function topLists(doc: PDFKit.PDFDocument, view: DashboardView, y: number, width: number) {
  const gap = 24;
  const columnWidth = (width - gap) / 2;
  const blockHeight = 17 + REPORT_LIST_ROWS * 11.5 + 10;
  const order = Object.entries(DIMENSION_LABELS) as [DashboardDimension, string][];
  order.forEach(([dimension, label], index) => {
    const x = MARGIN + (index % 2) * (columnWidth + gap);
    const blockY = y + Math.floor(index / 2) * blockHeight;
    topList(doc, label, view.breakdowns[dimension], x, blockY, columnWidth);
  });
}

function noVisits(doc: PDFKit.PDFDocument, range: DayRange, y: number, width: number): void {
  doc.save().lineWidth(0.75).strokeColor(RULE).roundedRect(MARGIN, y, width, 70, 4).stroke();
  doc.restore();
  textLine(doc, `No visits were recorded (${rangeText(range)}).`, MARGIN, y + 20, {
    width,
    size: 13,
    font: 'Body-Bold',
    align: 'center',
  });
  textLine(doc, 'There is no chart and there are no top lists to show.', MARGIN, y + 42, {
    width,
    size: 9,
    color: MUTED,
    align: 'center',
  });
}

/**
 * The monthly report: one A4 portrait page with the title (English and
 * Hindi), the headline figures against the previous month, the daily chart,
 * the goals against the previous month and the top five of every breakdown,
 * two lists a row. Every element has a
 * fixed place, so no data can push it onto a second page. Resolves with the
 * whole file (a few tens of KB).
 */
export function monthlyReportPdf(input: MonthlyReportInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  doc.info.Title = `Pawapuri visitor report, ${monthName(input.month)}`;
  doc.info.CreationDate = input.generatedAt;
  // Helvetica has no Devanagari: the embedded font covers Hindi and Latin.
  doc.registerFont('Body', PDF_FONTS.regular);
  doc.registerFont('Body-Bold', PDF_FONTS.bold);
  const width = doc.page.width - 2 * MARGIN;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, input, width);
  y = cards(doc, input, y, width);
  if (input.view.cards.visits.value === 0) noVisits(doc, input.view.range, y, width);
  else {
    y = chart(doc, input.view, y, width);
    goalTable(doc, input.view.goals, input.previous.goals, MARGIN, y, width);
    topLists(doc, input.view, y + GOAL_TABLE_HEIGHT, width);
  }
  textLine(
    doc,
    'Shares are of the period’s visits (entry pages: of its sessions). Pawapuri visitor API.',
    MARGIN,
    doc.page.height - 22,
    { width, size: 6.5, color: MUTED },
  );
  doc.end();
  return done;
}
