/**
 * What was thrown, as an Error, for the shell server's log lines and its
 * renderer alike. A remote's server build runs with built-ins
 * of its own, so what it throws is an Error of another realm, which
 * `instanceof Error` does not recognise: an object with a string `message`
 * is taken for one.
 */
export function asError(thrown: unknown): Error {
  const isError =
    typeof thrown === 'object' &&
    thrown !== null &&
    typeof (thrown as { message?: unknown }).message === 'string';
  return isError ? (thrown as Error) : new Error(String(thrown));
}

/** The message of what was thrown, whichever realm it came from. */
export const errorMessage = (thrown: unknown): string => asError(thrown).message;
