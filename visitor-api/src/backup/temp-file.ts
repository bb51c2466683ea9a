import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

/**
 * A file name beside `file` (same folder, so same file system: the final
 * rename is atomic), unique to this process, that no reader takes for the real one.
 */
export function tempPathBeside(file: string, purpose: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${purpose}-${process.pid}.tmp`);
}

/** Removes a temporary file if it is there (a failed run leaves nothing behind). */
export function removeIfPresent(file: string): void {
  fs.rmSync(file, { force: true });
}

/** The folder of `file` must exist: a backup never invents a path the operator mistyped. */
export function requireFolder(file: string): void {
  const folder = path.dirname(file);
  if (!fs.existsSync(folder)) throw new BackupError(`the folder ${folder} does not exist`);
}
