/** Prints rows as an aligned text table (numbers right-aligned), with a rule under the header. */
export function printTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...cells.map((row) => row[i].length)),
  );
  const line = (values) =>
    values
      .map((value, i) =>
        /^-?[\d.]+( ms| MB)?$/.test(value) ? value.padStart(widths[i]) : value.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  console.info(line(columns));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.info(line(row));
}

/** The q-th quantile (0..1) of a list of numbers, rounded to 0.1. */
export function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
}
