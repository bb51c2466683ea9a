import type { SeriesPoint } from '@pawapuri/shared/contract/types';
import { count, textLine } from './pdf-text-line';

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const VISITS_COLOUR = '#d9480f';
export const VISITORS_COLOUR = '#1864ab';
const AXIS_COLOUR = '#495057';
const GRID_COLOUR = '#dee2e6';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The smallest 1, 2 or 5 × 10^n step that splits 0..max into at most `ticks` steps. */
export function axisStep(max: number, ticks = 5): number {
  const rough = Math.max(max, 1) / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return Math.max(1, step);
}

/** '2026-10-07' → '7 Oct'; an hourly bucket '2026-10-07T14:00' → '7 Oct 14:00'. */
export function bucketLabel(start: string): string {
  const [day, time] = start.split('T');
  const [, month, date] = (day ?? '').split('-').map(Number);
  const label = `${date ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
  return time ? `${label} ${time}` : label;
}

/**
 * Which buckets get a date: evenly spaced, at most about `room` of them, the
 * first and the last always.
 */
export function dateLabelIndices(points: number, room: number): Set<number> {
  const every = Math.max(1, Math.ceil(points / Math.max(1, room)));
  const indices: number[] = [];
  for (let index = 0; index < points; index += every) indices.push(index);
  const last = points - 1;
  if (last > 0 && indices[indices.length - 1] !== last) {
    // Off the grid the last label would crowd its neighbour (more so once kept
    // inside the box): the neighbour gives way, leaving a gap of 1 to 2 steps.
    if (indices.length > 1) indices.pop();
    indices.push(last);
  }
  return new Set(indices);
}

/**
 * The series as two vector lines (visits, unique visitors) over a value axis
 * of round steps with grid lines, and a date axis labelled often enough to
 * read but never so often that labels overlap; the busiest bucket's visits
 * are written at its point.
 */
export function drawDailyChart(
  doc: PDFKit.PDFDocument,
  series: SeriesPoint[],
  box: ChartBox,
): void {
  const axisWidth = 44;
  const dateHeight = 14;
  const plot = {
    x: box.x + axisWidth,
    y: box.y + 8,
    width: box.width - axisWidth - 8,
    height: box.height - dateHeight - 8,
  };
  const max = Math.max(0, ...series.map((point) => point.visits));
  const step = axisStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const yOf = (value: number) => plot.y + plot.height - (value / top) * plot.height;
  const xOf = (index: number) =>
    series.length === 1
      ? plot.x + plot.width / 2
      : plot.x + (index / (series.length - 1)) * plot.width;

  doc.save().lineWidth(0.5);
  for (let value = 0; value <= top; value += step) {
    const y = yOf(value);
    doc
      .strokeColor(value === 0 ? AXIS_COLOUR : GRID_COLOUR)
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    textLine(doc, count(value), box.x, y - 4, {
      width: axisWidth - 4,
      size: 7,
      align: 'right',
      color: AXIS_COLOUR,
    });
  }
  doc.strokeColor(AXIS_COLOUR).moveTo(plot.x, plot.y).lineTo(plot.x, yOf(0)).stroke();

  const labelled = dateLabelIndices(series.length, Math.floor(plot.width / 60));
  series.forEach((point, index) => {
    const x = xOf(index);
    doc
      .moveTo(x, yOf(0))
      .lineTo(x, yOf(0) + 3)
      .stroke();
    if (!labelled.has(index)) return;
    // Kept inside the box: the last label would otherwise hang past the margin.
    const left = Math.min(Math.max(x - 30, box.x), box.x + box.width - 60);
    textLine(doc, bucketLabel(point.start), left, yOf(0) + 4, {
      width: 60,
      size: 7,
      align: 'center',
      color: AXIS_COLOUR,
    });
  });
  doc.restore();

  const line = (value: (point: SeriesPoint) => number, colour: string) => {
    doc.save().lineWidth(1.5).strokeColor(colour).fillColor(colour);
    series.forEach((point, index) => {
      if (index === 0) doc.moveTo(xOf(index), yOf(value(point)));
      else doc.lineTo(xOf(index), yOf(value(point)));
    });
    if (series.length > 1) doc.stroke();
    for (const [index, point] of series.entries()) {
      doc.circle(xOf(index), yOf(value(point)), 1.6).fill();
    }
    doc.restore();
  };
  line((point) => point.uniqueVisitors, VISITORS_COLOUR);
  line((point) => point.visits, VISITS_COLOUR);

  const peak = series.findIndex((point) => point.visits === max);
  if (peak >= 0 && max > 0) {
    textLine(doc, count(max), xOf(peak) - 30, yOf(max) - 11, {
      width: 60,
      size: 7,
      font: 'Body-Bold',
      align: 'center',
      color: VISITS_COLOUR,
    });
  }
}
