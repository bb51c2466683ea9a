import { Readable } from 'node:stream';
import type { VisitorRecord } from '@pawapuri/shared/contract/types';
import { EXPORT_COLUMNS, neutralizeFormula } from './columns';

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-terminated record of fields (csvField). */
export function csvLine(values: (string | number)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * The CSV file as a stream: a UTF-8 byte-order mark (so spreadsheet programs
 * read Hindi and other non-ASCII text correctly), a header, then one CRLF line
 * per visit. Rows are pulled chunk by chunk only as fast as the client reads.
 */
export function csvStream(chunks: AsyncIterable<VisitorRecord[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((c) => c.header))}`;
    for await (const chunk of chunks) {
      yield chunk.map((record) => csvLine(EXPORT_COLUMNS.map((c) => c.value(record)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
