/** How a headline figure moved against the previous period of the same length. */
export type Change = { kind: 'up' | 'down'; percent: number } | { kind: 'same' } | { kind: 'new' };

/**
 * The change in whole percent. Nothing before and something now is "new"
 * (no percentage of zero exists); a change that rounds to 0% is no change.
 */
export function changeOf(value: number, previous: number): Change {
  if (previous === 0) return value === 0 ? { kind: 'same' } : { kind: 'new' };
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
