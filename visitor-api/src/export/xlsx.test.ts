import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { VisitorRecord } from '@pawapuri/shared/contract/types';
import { xlsxStream } from './xlsx';
import { sheetEntryStreams } from './xlsx-backpressure';

const record = (id: number): VisitorRecord => ({
  id,
  visitTime: new Date(Date.UTC(2026, 10, 20) + id * 1000).toISOString(),
  ipAddress: `10.0.${id % 250}.${id % 97}`,
  deviceType: 'mobile',
  browser: 'Chrome',
  operatingSystem: 'Android',
  country: 'India',
  city: 'पावापुरी',
  pageVisited: `/jal-mandir/${id}`,
  screenResolution: '393x873',
  sessionId: `s-${id % 500}`,
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('xlsxStream', () => {
  it('finds the zip entry streams of an exceljs sheet (the pinned version still has them)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('S');
    sheet.addRow([1, 'a']).commit();
    const entries = sheetEntryStreams(sheet);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(typeof entry._writableState?.needDrain).toBe('boolean');
  });

  it('stops reading rows while nobody reads the file, then writes every row', async () => {
    const chunkCount = 100;
    const rowsPerChunk = 200;
    let pulled = 0;
    async function* chunks() {
      for (let c = 0; c < chunkCount; c += 1) {
        pulled += 1;
        yield Array.from({ length: rowsPerChunk }, (_, i) => record(c * rowsPerChunk + i + 1));
      }
    }
    const errors: unknown[] = [];
    const file = xlsxStream(chunks(), (error) => errors.push(error));
    // Nobody reads yet: wait until the export stops asking for rows.
    let seen = -1;
    for (let still = 0; still < 5 && pulled < chunkCount; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      still = pulled === seen ? still + 1 : 0;
      seen = pulled;
    }
    // Without backpressure every chunk is read at once (XML piles up in memory).
    expect(pulled).toBeLessThan(chunkCount);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readAll(file)) as unknown as ArrayBuffer);
    expect(pulled).toBe(chunkCount);
    expect(errors).toEqual([]);
    const sheet = workbook.getWorksheet('Visitors');
    expect(sheet?.rowCount).toBe(chunkCount * rowsPerChunk + 1);
    expect(sheet?.getRow(chunkCount * rowsPerChunk + 1).getCell(1).value).toBe(
      chunkCount * rowsPerChunk,
    );
    expect(sheet?.getRow(2).getCell(8).value).toBe('पावापुरी');
  });

  it('stops reading rows when the client goes away, without reporting an error', async () => {
    let pulled = 0;
    async function* chunks() {
      for (let c = 0; c < 1000; c += 1) {
        pulled += 1;
        yield Array.from({ length: 200 }, (_, i) => record(c * 200 + i + 1));
      }
    }
    const errors: unknown[] = [];
    const file = xlsxStream(chunks(), (error) => errors.push(error));
    await new Promise((resolve) => setTimeout(resolve, 100));
    file.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled).toBe(after);
    expect(pulled).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });
});
