import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { VisitorRecord } from '@pawapuri/shared/contract/types';
import { EXPORT_COLUMNS, neutralizeFormula } from '../common/csv/columns';
import { sheetDrained } from './xlsx-backpressure';

/** Excel allows 1,048,576 rows a sheet; larger exports continue on another sheet. */
const ROWS_PER_SHEET = 1_000_000;

/**
 * The .xlsx file through exceljs's streaming writer: each row is committed
 * (written out) as soon as it is added. After each chunk of rows the export
 * waits until the zip entry has taken the sheet's XML in and until the client
 * has taken the zip's output, so memory stays bounded whatever the row count.
 * If the client goes away, the waits end and no more rows are read.
 */
export function xlsxStream(
  chunks: AsyncIterable<VisitorRecord[]>,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  const gone = new AbortController();
  output.once('close', () => gone.abort());
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const newSheet = (n: number) => {
    const sheet = workbook.addWorksheet(n === 1 ? 'Visitors' : `Visitors ${n}`);
    sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: 20 }));
    return sheet;
  };
  void (async () => {
    let sheetNumber = 1;
    let sheet = newSheet(sheetNumber);
    let rowsInSheet = 0;
    for await (const chunk of chunks) {
      for (const record of chunk) {
        if (rowsInSheet === ROWS_PER_SHEET) {
          sheet.commit();
          sheet = newSheet(++sheetNumber);
          rowsInSheet = 0;
        }
        sheet
          .addRow(
            EXPORT_COLUMNS.map((c) => {
              const value = c.value(record);
              return typeof value === 'string' ? neutralizeFormula(value) : value;
            }),
          )
          .commit();
        rowsInSheet += 1;
      }
      await sheetDrained(sheet, gone.signal);
      if (output.writableNeedDrain) await once(output, 'drain', { signal: gone.signal });
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    // A client that went away is not a failure of the export.
    if (gone.signal.aborted) return;
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
