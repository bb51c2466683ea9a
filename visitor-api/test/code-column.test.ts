import { codeColumn, grown, withCode } from '../src/dashboard/store/visit-index/code-column';
import { COLUMN_DIMENSIONS, DayBlock } from '../src/dashboard/store/visit-index/visit-columns';

describe('code columns', () => {
  it('start one byte a row and widen only when a larger code comes, keeping every code', () => {
    let column = codeColumn(8);
    expect(column).toBeInstanceOf(Uint8Array);
    column = withCode(column, 0, 255);
    expect(column).toBeInstanceOf(Uint8Array);
    column = withCode(column, 1, 256);
    expect(column).toBeInstanceOf(Uint16Array);
    column = withCode(column, 2, 65_535);
    expect(column).toBeInstanceOf(Uint16Array);
    column = withCode(column, 3, 65_536);
    expect(column).toBeInstanceOf(Int32Array);
    column = withCode(column, 4, 7);
    expect(Array.from(column.subarray(0, 5))).toEqual([255, 256, 65_535, 65_536, 7]);
  });

  it('grow to more rows at the same width', () => {
    const narrow = withCode(codeColumn(2), 1, 9);
    const bigger = grown(narrow, 4);
    expect(bigger).toBeInstanceOf(Uint8Array);
    expect(Array.from(bigger)).toEqual([0, 9, 0, 0]);
    const wide = grown(withCode(codeColumn(2), 0, 70_000), 3);
    expect(wide).toBeInstanceOf(Int32Array);
    expect(Array.from(wide)).toEqual([70_000, 0, 0]);
  });

  it("keep a day's visits exact across a widening and a growth of the block", () => {
    const block = new DayBlock();
    const codes = (row: number) => COLUMN_DIMENSIONS.map((_, column) => row * 300 + column);
    for (let row = 0; row < 600; row += 1) block.push(codes(row), [row, 0], row, row % 2, row);
    expect(block.length).toBe(600);
    for (const row of [0, 1, 255, 599]) {
      expect(block.columns.map((column) => column[row])).toEqual(codes(row));
    }
    expect(block.columns[0]).toBeInstanceOf(Int32Array);
  });
});
