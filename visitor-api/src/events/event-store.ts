import { BUILT_IN_EVENTS } from '@pawapuri/shared/contract';
import type { Database } from '../common/db/database';
import { GroupCommit, type WriteState } from '../common/db/group-commit';
import type { NewEvent, StoredEvent } from './event-rows';
import { insertEvents } from './insert-events';
import { addCustomEventName, listCustomEventNames, removeCustomEventName } from './event-names';

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_EVENTS);

/** How long this instance trusts its copy of the keepers' names before reading them again. */
const NAMES_FRESH_MS = 10_000;

/** Events: stored through a group commit of their own, beside the visits' one. */
export interface EventStore {
  /** Stores one event (grouped with concurrent ones); resolves after its commit. */
  record(event: NewEvent): Promise<StoredEvent>;
  /** Stores many events in one transaction (the seed script, benchmarks). */
  recordMany(events: NewEvent[]): Promise<StoredEvent[]>;
  /** Whether the API takes events of this name: built in, or added by a keeper. */
  isKnown(name: string): Promise<boolean>;
  customNames(): Promise<string[]>;
  /** False when the limit of custom names is reached. */
  addName(name: string, createdBy: string, now: number): Promise<boolean>;
  removeName(name: string): Promise<boolean>;
  writeState(): WriteState;
  /** Resolves once every queued event is written. */
  flushed(): Promise<void>;
}

export function createEventStore(
  database: Database,
  options: { commitTimeoutMs?: number; maxCustomNames: number },
): EventStore {
  const writer = new GroupCommit<NewEvent, StoredEvent>(
    (events) => insertEvents(database, events),
    1000,
    options.commitTimeoutMs,
  );
  let names: Set<string> | null = null;
  let readAt = 0;
  const reload = async () => {
    names = new Set(await listCustomEventNames(database));
    readAt = Date.now();
    return names;
  };
  return {
    record: (event) => writer.add(event),
    recordMany: (events) => insertEvents(database, events),
    async isKnown(name) {
      if (BUILT_IN.has(name)) return true;
      if (names?.has(name)) return true;
      // Another instance may have added it: look again, at most once per interval.
      if (names === null || Date.now() - readAt > NAMES_FRESH_MS) return (await reload()).has(name);
      return false;
    },
    customNames: async () => [...(await reload())],
    async addName(name, createdBy, now) {
      const added = await addCustomEventName(
        database,
        name,
        createdBy,
        now,
        options.maxCustomNames,
      );
      await reload();
      return added;
    },
    async removeName(name) {
      const removed = await removeCustomEventName(database, name);
      await reload();
      return removed;
    },
    writeState: () => writer.state(),
    flushed: () => writer.flushed(),
  };
}
