import { once } from 'node:events';
import type ExcelJS from 'exceljs';

/** The part of a stream's state this needs (Node streams and readable-stream alike). */
interface Drainable {
  on(event: 'drain', listener: () => void): unknown;
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs's streaming writer buffers each worksheet's XML in its own stream
 * (`StreamBuf`) and pushes it into the zip entry's stream without heeding that
 * stream's backpressure, and its `addRow().commit()` never waits. Row
 * producing is faster than deflating, so the whole sheet's XML piled up outside
 * the V8 heap (~680 MB for 1M rows). These are the streams the sheet's XML is
 * written into (the zip entry's input); the export waits whenever one of them
 * asks to drain. exceljs is pinned; a test checks that they are still found.
 */
export function sheetEntryStreams(sheet: ExcelJS.Worksheet): Drainable[] {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  const pipes = stream?.pipes;
  return Array.isArray(pipes) ? (pipes as Drainable[]) : [];
}

/** Resolves once no entry stream of the sheet needs to drain; rejects if `signal` aborts. */
export async function sheetDrained(sheet: ExcelJS.Worksheet, signal: AbortSignal): Promise<void> {
  for (const entry of sheetEntryStreams(sheet)) {
    if (entry._writableState?.needDrain) {
      await once(entry as unknown as NodeJS.EventEmitter, 'drain', { signal });
    }
  }
}
