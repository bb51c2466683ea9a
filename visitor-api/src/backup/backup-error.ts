/**
 * A backup or restore that cannot go on, with a message for the operator. The
 * commands print it alone (no stack) and exit non-zero.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
