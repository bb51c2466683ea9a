import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { VisitorRecord } from '@pawapuri/shared/contract/types';
import { PDF_FONTS, printable } from './pdf-font';

/** A PDF is for reading, not for a million rows: it holds at most this many. */
export const PDF_ROW_CAP = 2000;

const COLUMNS: { header: string; width: number; value: (r: VisitorRecord) => string }[] = [
  { header: 'Time (UTC)', width: 110, value: (r) => r.visitTime.slice(0, 19).replace('T', ' ') },
  { header: 'IP address', width: 85, value: (r) => r.ipAddress },
  { header: 'Device', width: 50, value: (r) => r.deviceType },
  { header: 'Browser', width: 70, value: (r) => r.browser },
  { header: 'OS', width: 70, value: (r) => r.operatingSystem },
  { header: 'Country', width: 70, value: (r) => r.country ?? '' },
  { header: 'City', width: 70, value: (r) => r.city ?? '' },
  { header: 'Page', width: 115, value: (r) => r.pageVisited },
  { header: 'Session', width: 110, value: (r) => r.sessionId },
];

export interface PdfOptions {
  rangeText: string;
  totalRows: number;
  generatedAt: string;
}

/** A readable table of visits on A4 landscape pages, with a title, the date range and the cap. */
export function pdfStream(chunks: AsyncIterable<VisitorRecord[]>, options: PdfOptions): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30 });
  doc.info.Title = 'Pawapuri visitor export';
  // The standard PDF fonts (Helvetica) have no Devanagari: embed one that does.
  doc.registerFont('Body', PDF_FONTS.regular);
  doc.registerFont('Body-Bold', PDF_FONTS.bold);
  const left = doc.page.margins.left;
  const rowHeight = 13;

  const header = () => {
    let x = left;
    doc.font('Body-Bold').fontSize(8);
    const y = doc.y;
    for (const column of COLUMNS) {
      doc.text(column.header, x, y, { width: column.width - 4, lineBreak: false });
      x += column.width;
    }
    doc.y = y + rowHeight;
    doc.font('Body');
  };

  void (async () => {
    doc.font('Body-Bold').fontSize(16).text('Pawapuri visitor export');
    doc
      .font('Body')
      .fontSize(10)
      .text(`Date range: ${printable(options.rangeText)}`);
    doc.text(`Generated: ${options.generatedAt}`);
    const shown = Math.min(options.totalRows, PDF_ROW_CAP);
    doc.text(
      options.totalRows > PDF_ROW_CAP
        ? `Showing the first ${shown.toLocaleString('en-IN')} of ${options.totalRows.toLocaleString('en-IN')} visits (PDF exports are capped at ${PDF_ROW_CAP.toLocaleString('en-IN')} rows; use CSV or Excel for all of them).`
        : `${shown.toLocaleString('en-IN')} visits.`,
    );
    doc.moveDown();
    header();
    let written = 0;
    outer: for await (const chunk of chunks) {
      for (const record of chunk) {
        if (written >= PDF_ROW_CAP) break outer;
        if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) {
          doc.addPage();
          header();
        }
        let x = left;
        const y = doc.y;
        doc.fontSize(7);
        for (const column of COLUMNS) {
          doc.text(printable(column.value(record)), x, y, {
            width: column.width - 4,
            lineBreak: false,
            ellipsis: true,
            height: rowHeight,
          });
          x += column.width;
        }
        doc.y = y + rowHeight;
        written += 1;
      }
    }
    doc.end();
  })().catch((error: unknown) => {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
