import { MUTED, RULE } from './report-colours';
import { textLine } from './pdf-text-line';

/** A figure column of a report table: its label, where it starts and how wide it is. */
export interface TableColumn {
  label: string;
  x: number;
  width: number;
}

/**
 * A report table's heading: its title at the left, each figure column's label
 * right-aligned over the column, and a rule under them. `titleWidth` is the
 * room the title may take before the first column.
 */
export function tableHeading(
  doc: PDFKit.PDFDocument,
  heading: { title: string; x: number; y: number; width: number; titleWidth: number },
  columns: readonly TableColumn[],
): void {
  const { title, x, y, width, titleWidth } = heading;
  textLine(doc, title, x, y, { width: titleWidth, size: 9.5, font: 'Body-Bold' });
  for (const column of columns) {
    textLine(doc, column.label, column.x, y + 1.5, {
      width: column.width,
      size: 7,
      align: 'right',
      color: MUTED,
    });
  }
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .stroke()
    .restore();
}
