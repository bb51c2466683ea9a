const UNITS: [name: string, ms: number][] = [
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "1 minute", "15 minutes", "1 hour", "7 seconds": the largest unit that divides the time exactly. */
export function durationText(ms: number): string {
  for (const [name, size] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** How long to wait, rounded up: seconds up to two minutes ("retry in 42 seconds"), then minutes. */
export function retryText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
