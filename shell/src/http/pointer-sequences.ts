import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'pointer-sequences.json';

/** The highest pointer sequence this server accepted per remote. */
export interface PointerSequences {
  highest(remote: string): number | undefined;
  /** Records `sequence` when it is higher than the remote's highest; returns whether it was. */
  record(remote: string, sequence: number): boolean;
}

/**
 * The highest sequence accepted per remote, kept in `<STATE_DIR>/pointer-sequences.json`
 * so a restarted server refuses an older pointer too; only in memory when
 * there is no state folder. A file that cannot be read or written is said
 * (`warn`) and the server goes on from what it holds in memory.
 */
export function pointerSequences(
  stateDir: string | null,
  warn: (message: string) => void,
): PointerSequences {
  const file = stateDir ? path.join(stateDir, FILE) : null;
  const highest = new Map<string, number>(file ? Object.entries(readSaved(file, warn)) : []);
  return {
    highest: (remote) => highest.get(remote),
    record(remote, sequence) {
      if (sequence <= (highest.get(remote) ?? 0)) return false;
      highest.set(remote, sequence);
      if (file) save(file, Object.fromEntries(highest), warn);
      return true;
    },
  };
}

function readSaved(file: string, warn: (message: string) => void): Record<string, number> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      warn(`STATE_DIR: ${file} cannot be read (${(error as Error).message}); starting from none.`);
    }
    return {};
  }
  try {
    const saved: unknown = JSON.parse(text);
    if (!saved || typeof saved !== 'object' || Array.isArray(saved))
      throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isSafeInteger(entry[1]),
      ),
    );
  } catch (error) {
    warn(
      `STATE_DIR: ${file} is not a JSON object of sequences (${(error as Error).message}); starting from none.`,
    );
    return {};
  }
}

/** Written whole to a temporary file and renamed, so a crash leaves the old or the new file. */
function save(file: string, sequences: Record<string, number>, warn: (message: string) => void) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temporary, JSON.stringify(sequences));
    renameSync(temporary, file);
  } catch (error) {
    warn(
      `STATE_DIR: ${file} cannot be written (${(error as Error).message}); a restart forgets the newest sequences.`,
    );
  }
}
