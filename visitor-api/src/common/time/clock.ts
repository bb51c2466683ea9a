/** Milliseconds since the epoch. Injected so tests can stand at 23:59 or 00:01 local time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
