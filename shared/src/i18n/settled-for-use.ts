type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Writes a promise's outcome onto it the way React's `use` reads it
 * (`status` with `value` or `reason`), from the moment it settles. `use` on
 * such a promise returns (or throws) at once when it has settled, instead
 * of suspending for a tick: a page whose strings are already in renders
 * without its loading line, and a component can call `use` on every render
 * rather than only while waiting (which React warns about).
 */
export function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status === undefined) {
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
  }
  return tracked;
}
