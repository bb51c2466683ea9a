/** A plain-text table with a header row, columns padded to their widest cell. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  // Numbers line up on the right, text on the left.
  const numeric = header.map((_, i) => rows.every((row) => /^-?[\d.,]+$/.test(String(row[i]))));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** A verdict line: what was measured against its target. */
export interface Verdict {
  engine: string;
  check: string;
  figure: string;
  met: boolean;
}

export const percentile = (sorted: number[], q: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
