import { printable } from '../export/pdf-font';

export type FontName = 'Body' | 'Body-Bold';

export interface LineOptions {
  width: number;
  size: number;
  font?: FontName;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/**
 * One line of text at a fixed place, cut with an ellipsis when too long.
 * Giving pdfkit a height keeps it from ever opening a new page for text near
 * the bottom: the report must stay on one page whatever the data.
 */
export function textLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: LineOptions,
): void {
  doc
    .font(options.font ?? 'Body')
    .fontSize(options.size)
    .fillColor(options.color ?? '#212529')
    .text(printable(text), x, y, {
      width: options.width,
      height: options.size * 1.6,
      align: options.align ?? 'left',
      lineBreak: false,
      ellipsis: true,
    });
}

/** A whole number with Indian digit grouping (1,23,456), as the site's readers write it. */
export const count = (value: number) => value.toLocaleString('en-IN');
