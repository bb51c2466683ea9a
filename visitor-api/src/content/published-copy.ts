import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './store/content-store';
import { publishedDocument } from './published-document';

/** The published content as the public endpoint sends it. */
export interface PublishedSnapshot {
  version: number;
  publishedAt: string | null;
  /** `"<version>"`: the version identifies the document exactly. */
  etag: string;
  /** The document, serialised once per version. */
  body: string;
}

export interface PublishedCopy {
  /** The copy in memory (read from the database the first time). */
  current(): Promise<PublishedSnapshot>;
  /** Reads the version number and, if it moved, the published content again. */
  refresh(): Promise<PublishedSnapshot>;
  /** After a publish here: refresh, then tell the other instances (over Redis, when set). */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** With Redis, a slow check still catches a message lost while an instance was disconnected. */
const CHECK_WITH_REDIS_MS = 30_000;

export interface PublishedCopyOptions {
  store: ContentStore;
  log: FastifyBaseLogger;
  /** How often the version number is checked without Redis. */
  checkMs: number;
  /** The shared client; a second connection subscribes (a subscribed one can do nothing else). */
  redis: Redis | null;
  channel: string;
}

/**
 * Each API instance keeps the published content in memory and answers the
 * public read from it. A publish on one instance reaches the others: with
 * Redis, by a message on `channel` (they re-read at once); without it, by
 * each instance checking the version number every `checkMs`.
 */
export async function createPublishedCopy(options: PublishedCopyOptions): Promise<PublishedCopy> {
  const { store, log, redis, channel } = options;
  let snapshot: PublishedSnapshot | null = null;
  let inFlight: Promise<PublishedSnapshot> | null = null;

  const load = async (): Promise<PublishedSnapshot> => {
    const { version, at } = await store.contentVersion();
    if (snapshot && snapshot.version === version) return snapshot;
    const rows = await store.listPublished();
    const document = publishedDocument(rows, version, at);
    // Any other version replaces the copy, a lower one too (a database restored from a backup).
    snapshot = {
      version,
      publishedAt: document.publishedAt,
      etag: `"${version}"`,
      body: JSON.stringify(document),
    };
    return snapshot;
  };
  /** One read at a time: callers arriving meanwhile share it. */
  const refresh = (): Promise<PublishedSnapshot> => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const refreshQuietly = () => {
    refresh().catch((error: unknown) => {
      log.warn({ err: error }, 'could not read the published content; keeping the copy in memory');
    });
  };

  let subscriber: Redis | null = null;
  if (redis) {
    subscriber = redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    subscriber.on('error', () => {
      // The shared client already reports Redis outages; the slow check covers the gap.
    });
    subscriber.on('message', (from: string) => {
      if (from === channel) refreshQuietly();
    });
    try {
      await subscriber.subscribe(channel);
    } catch (error) {
      log.warn(
        { err: error },
        'could not subscribe to content publishes; checking the version instead',
      );
    }
  }
  const every = redis ? Math.max(options.checkMs, CHECK_WITH_REDIS_MS) : options.checkMs;
  const timer = setInterval(refreshQuietly, every);
  timer.unref();

  await refresh();

  return {
    current: () => (snapshot ? Promise.resolve(snapshot) : refresh()),
    refresh,
    async changed() {
      // The change is stored: failing to re-read now must not fail the keeper's
      // call; the next check (or message) brings this copy up to date.
      // A read already under way may have started before the change was stored:
      // wait for it, then read again.
      if (inFlight) await inFlight.catch(() => undefined);
      const version = await refresh().then(
        (fresh) => String(fresh.version),
        (error: unknown) => {
          log.warn({ err: error }, 'could not re-read the published content after a change');
          return 'unknown';
        },
      );
      if (redis) {
        await redis.publish(channel, version).catch((error: unknown) => {
          log.warn(
            { err: error },
            'could not announce a content publish; others find it by checking',
          );
        });
      }
    },
    async close() {
      clearInterval(timer);
      if (subscriber) subscriber.disconnect();
    },
  };
}
