import { createHash, timingSafeEqual } from 'node:crypto';
import { isFileListPointer, parseFileList } from '@pawapuri/shared/deploy';
import { readAtMost } from './read-at-most';

/**
 * A remote's version checked against the file list its team signed: the
 * list's own digest is the one in the signed pointer (`files`), and the
 * manifest's is the one in the list. Only then does the server use the
 * manifest, and it hands the browser the digests of the manifest and the
 * remote entry (the remote's runtime carries those of its chunks).
 */
export interface VersionFiles {
  /** Each listed file's SHA-384 (`sha384-…`), by absolute URL. */
  digests: ReadonlyMap<string, string>;
  /** The manifest's bytes, checked. */
  manifest: Buffer;
  /** What a page's remotes.json carries for the browser (manifest, remote entry, file list): paths relative to the manifest's folder. */
  browserIntegrity: Record<string, string>;
}

/** Fetches one file of a remote (only from its allowed origins, within limits) or rejects. */
export type FetchFile = (url: string, maxBytes: number) => Promise<Buffer>;

/** A file that arrived and is not what the signed list says: never retried as a network failure. */
export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

const MAX_LIST_BYTES = 1024 * 1024;
const MAX_MANIFEST_BYTES = 1024 * 1024;

/** Whether `bytes` have the SHA-384 `digest` (`sha384-<base64>`), compared in constant time. */
export function hasDigest(bytes: Uint8Array, digest: string | undefined): boolean {
  if (!digest?.startsWith('sha384-')) return false;
  const expected = Buffer.from(digest.slice('sha384-'.length), 'base64');
  const actual = createHash('sha384').update(bytes).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `bytes` of `url` when the list gives that file this digest; else an IntegrityError. */
export function checkedFile(files: VersionFiles, url: string, bytes: Buffer): Buffer {
  if (!files.digests.has(url)) throw new IntegrityError(`${url} is not in its version's file list`);
  if (!hasDigest(bytes, files.digests.get(url)))
    throw new IntegrityError(`${url} does not have the digest its signed file list gives`);
  return bytes;
}

/** The version at `manifestUrl` whose pointer names the file list `files`, checked. */
export async function verifiedVersion(
  manifestUrl: string,
  files: unknown,
  fetchFile: FetchFile,
): Promise<VersionFiles> {
  if (!isFileListPointer(files))
    throw new IntegrityError('its pointer names no file list (signed before versions had one)');
  const base = new URL('.', manifestUrl);
  const listUrl = new URL(files.path, base).href;
  const [listBytes, manifest] = await Promise.all([
    fetchFile(listUrl, MAX_LIST_BYTES),
    fetchFile(manifestUrl, MAX_MANIFEST_BYTES),
  ]);
  if (!hasDigest(listBytes, files.integrity))
    throw new IntegrityError(`${listUrl} does not have the digest its signed pointer gives`);
  const parsed = parseFileList(listBytes.toString('utf8'));
  if ('problem' in parsed) throw new IntegrityError(`${listUrl}: ${parsed.problem}`);
  const digests = new Map(
    Object.entries(parsed.list.files).map(([file, digest]) => [new URL(file, base).href, digest]),
  );
  const version: VersionFiles = { digests, manifest, browserIntegrity: {} };
  checkedFile(version, manifestUrl, manifest);
  const entry = remoteEntryOf(manifest);
  const entryUrl = entry === null ? null : new URL(entry, base).href;
  const relative = (url: string) => url.slice(base.href.length);
  version.browserIntegrity[relative(manifestUrl)] = digests.get(manifestUrl)!;
  // The browser fetches the list itself for the digests of the chunks the remote's runtime loads.
  version.browserIntegrity[relative(listUrl)] = files.integrity;
  if (entryUrl?.startsWith(base.href) && digests.has(entryUrl))
    version.browserIntegrity[relative(entryUrl)] = digests.get(entryUrl)!;
  else throw new IntegrityError(`${manifestUrl} names a remote entry its file list does not give`);
  return version;
}

/** The remote entry a manifest names, relative to its folder, or null. */
function remoteEntryOf(manifest: Buffer): string | null {
  try {
    const entry = (
      JSON.parse(manifest.toString('utf8')) as {
        metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
      }
    ).metaData?.remoteEntry;
    if (typeof entry?.name !== 'string') return null;
    return `${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`;
  } catch {
    return null;
  }
}

/**
 * Checked versions by manifest and list digest (the last `size`), so each
 * is fetched and checked once. A failure is not kept: the next use tries again.
 */
export class VersionChecks {
  private readonly checked = new Map<string, Promise<VersionFiles>>();

  constructor(
    private readonly fetchFile: FetchFile,
    private readonly size = 32,
  ) {}

  get(manifestUrl: string, files: unknown): Promise<VersionFiles> {
    const key = `${manifestUrl}\n${isFileListPointer(files) ? files.integrity : ''}`;
    const known = this.checked.get(key);
    if (known) return known;
    const check = verifiedVersion(manifestUrl, files, this.fetchFile);
    this.checked.set(key, check);
    check.catch(() => this.checked.delete(key));
    while (this.checked.size > this.size) this.checked.delete(this.checked.keys().next().value!);
    return check;
  }
}

type Entries = Record<string, unknown>;

/**
 * The accepted pointers with each one's digests for the browser
 * (`integrity`). A remote whose version fails its check is logged and keeps
 * its pages and navigation, but loses its server build and gets an empty
 * `integrity`: the browser loads none of its files, and its pages show their
 * unavailable notice. `again` says a file could not be fetched (not a
 * mismatch), so the pointers are to be checked again soon.
 */
export async function pinnedEntries(
  entries: Entries,
  checks: VersionChecks,
  warn: (message: string) => void,
): Promise<{ entries: Entries; again: boolean }> {
  let again = false;
  const pinned = await Promise.all(
    Object.entries(entries).map(async ([name, value]) => {
      const entry = value as Entries;
      try {
        const version = await checks.get(String(entry.manifest), entry.files);
        return [name, { ...entry, integrity: version.browserIntegrity }];
      } catch (error) {
        if (!(error instanceof IntegrityError)) again = true;
        warn(
          `REMOTES: the version of ${name} is not used: ${(error as Error).message}; its pages show their unavailable notice.`,
        );
        const refused: Entries = { ...entry, integrity: {} };
        delete refused.serverBuild;
        return [name, refused];
      }
    }),
  );
  return { entries: Object.fromEntries(pinned), again };
}

/** A FetchFile on `fetchImpl`: no redirect followed, within `timeoutMs`, at most `maxBytes`. */
export function fetchFileWith(fetchImpl: typeof fetch, timeoutMs: number): FetchFile {
  return async (url, maxBytes) => {
    const response = await fetchImpl(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`${url} answered HTTP ${response.status}`);
    }
    return readAtMost(response, url, maxBytes);
  };
}
