import { createHash } from 'node:crypto';
import { BUILT_IN_REMOTES } from '../remotes/built-in-remotes';
import { mergeRemotes } from '../remotes/merge-remotes';
import type { SiteRemote } from '../remotes/remote-entry';
import { builtInSite } from '../remotes/site-remotes';
import { inlinedRemotesFile } from './inlined-remotes-file';

/** One remotes.json as the server renders with it. */
export interface SiteSnapshot {
  /** Names this remotes.json in the render cache's keys. */
  hash: string;
  /** The copy written into each page: only what the browser reads (null: not an object of entries). */
  inlined: Record<string, unknown> | null;
  remotes: SiteRemote[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The site a remotes.json describes, its problems logged: the built-in
 * remotes (without a manifest when their entry is missing or wrong) and
 * the others it adds. A file that is not an object of entries leaves every
 * remote to client rendering.
 */
export function readSite(remotesJson: string, log: (message: string) => void): SiteSnapshot {
  const hash = createHash('sha256').update(remotesJson).digest('hex');
  let file: unknown = null;
  try {
    file = JSON.parse(remotesJson);
  } catch {
    // reported below
  }
  if (!isObject(file)) {
    log('remotes.json is not a JSON object of remotes: every remote is left to client rendering.');
    return { hash, inlined: null, remotes: builtInSite() };
  }
  const { remotes, problems } = mergeRemotes(BUILT_IN_REMOTES, file);
  problems.forEach(log);
  return { hash, inlined: inlinedRemotesFile(file), remotes };
}
