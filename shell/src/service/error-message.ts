/** What went wrong, for a log line: an Error's message, or whatever was thrown as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
