/**
 * A column of dictionary codes, as narrow as its largest code allows. Most
 * dimensions hold a few dozen keys, so most columns are one byte a row: a
 * filtered view reads a column's rows scattered over the day (the visits of
 * the sessions a goal keeps), and with a quarter of the bytes those reads
 * come from the processor's cache instead of memory (a goal-filtered year's
 * tallies took a third of the time in one-byte columns as in four-byte ones).
 */
export type CodeColumn = Uint8Array | Uint16Array | Int32Array;

/** The largest code each width holds, by bytes a code. */
const LARGEST = [0, 0xff, 0xffff, 0, 0x7fffffff];

/** An empty column of `capacity` rows, one byte a row until a larger code comes. */
export const codeColumn = (capacity: number): CodeColumn => new Uint8Array(capacity);

/**
 * Writes `code` at `row`: into the column itself, or into a copy wide
 * enough for it, which is returned in the column's place.
 */
export function withCode(column: CodeColumn, row: number, code: number): CodeColumn {
  let target = column;
  if (code > LARGEST[column.BYTES_PER_ELEMENT]!) {
    target = code <= 0xffff ? new Uint16Array(column.length) : new Int32Array(column.length);
    target.set(column);
  }
  target[row] = code;
  return target;
}

/** The array copied into a larger one of the same kind (a code column keeps its width). */
export function grown<T extends CodeColumn | Float64Array>(array: T, capacity: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(capacity);
  bigger.set(array);
  return bigger;
}
