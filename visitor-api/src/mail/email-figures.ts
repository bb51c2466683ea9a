/** A whole number with Indian digit grouping (1,23,456), as the recipients write it. */
export const number = (value: number) => value.toLocaleString('en-IN');

/** '+12.3%' against the previous figure; '' when there was nothing before. */
export function change(value: number, previous: number): string {
  if (previous === 0) return '';
  const percent = Math.round(((value - previous) / previous) * 1000) / 10;
  return `${percent > 0 ? '+' : ''}${percent}%`;
}
