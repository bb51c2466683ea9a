import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The text a PDF viewer finds in `pdf` (PDF.js through pdf-parse, in a child Node process). */
export function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [path.join(__dirname, 'extract-pdf-text.mjs')], {
    input: pdf,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The PDF's pages, counted by their page objects (pdfkit writes those uncompressed). */
export const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
