import { stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { openLocationDatabase, type LocationDatabase } from './location-database';
import type { Place } from './place';

/** What a refresh did: the files were unchanged, were loaded, or could not be loaded. */
export type RefreshOutcome = 'unchanged' | 'reloaded' | 'failed';

/** The files' modification times and sizes: any change means a new database. */
async function stampOf(files: string[]): Promise<string> {
  const stats = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (s) => `${s.mtimeMs}:${s.size}`,
        () => 'missing',
      ),
    ),
  );
  return stats.join('|');
}

/**
 * The location database in use, replaced when its files change on disk: an
 * operator updates it by replacing the files, without a restart. A replacement
 * that cannot be read leaves the old database answering (and is logged once,
 * not at every check); the next change of the files is tried again.
 */
export class LocationLookup {
  private checking = false;

  private constructor(
    private readonly files: string[],
    private database: LocationDatabase,
    /** The stamp of the files last loaded or last found unreadable. */
    private seen: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the files; throws (naming the file) if they cannot be read. */
  static async open(files: string[], log: FastifyBaseLogger): Promise<LocationLookup> {
    const seen = await stampOf(files);
    return new LocationLookup(files, await openLocationDatabase(files), seen, log);
  }

  locate(address: string): Place {
    return this.database.locate(address);
  }

  /** Loads the files again if they changed since they were last seen. */
  async refresh(): Promise<RefreshOutcome> {
    if (this.checking) return 'unchanged';
    this.checking = true;
    try {
      const stamp = await stampOf(this.files);
      if (stamp === this.seen) return 'unchanged';
      this.seen = stamp;
      try {
        this.database = await openLocationDatabase(this.files);
      } catch (error) {
        this.log.error(
          { err: error, files: this.files },
          'the replaced location database cannot be read; the previous one stays in use',
        );
        return 'failed';
      }
      this.log.info({ files: this.files }, 'location database reloaded');
      return 'reloaded';
    } finally {
      this.checking = false;
    }
  }
}
