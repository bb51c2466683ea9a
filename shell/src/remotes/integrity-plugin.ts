import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The digests of each remote's manifest and remote entry, by absolute URL,
 * as the page's remotes.json carries them (`integrity`, paths relative to
 * the manifest's folder): the server took them from the version's file
 * list, whose digest the team signed. The remote's own runtime then checks
 * every chunk it loads later.
 */
const digests = new Map<string, string>();
/** Remotes the page gave digests for: each of their files is loaded with one, or not at all. */
const pinned = new Set<string>();
/** Remotes a file of which arrived and did not match: nothing of theirs is asked for again. */
const refused = new Set<string>();
/** Each pinned remote's version folder (its manifest's), by name. */
const folders = new Map<string, string>();
/** Each pinned remote's file list, once fetched: the digests of every file of its version. */
const lists = new Map<string, Promise<void>>();

/** The file list's name in a version folder (as the deploy writes it). */
const FILE_LIST = 'integrity.json';

/** A well-formed digest no file has: what a pinned remote's unlisted file is asked for with. */
const NONE = `sha384-${'A'.repeat(64)}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Takes the digests of every entry of a remotes.json that carries them. */
export function pinIntegrity(file: Record<string, unknown>): void {
  for (const [name, entry] of Object.entries(file)) {
    if (!isObject(entry) || !isObject(entry.integrity) || typeof entry.manifest !== 'string')
      continue;
    pinned.add(name);
    folders.set(name, new URL('.', entry.manifest).href);
    for (const [path, digest] of Object.entries(entry.integrity)) {
      if (typeof digest === 'string') digests.set(new URL(path, entry.manifest).href, digest);
    }
  }
}

/** The digest `url` of `remote` is loaded with; undefined when the page pinned none for that remote. */
export function integrityOf(remote: string | undefined, url: string): string | undefined {
  if (remote === undefined || !pinned.has(remote)) return undefined;
  if (refused.has(remote)) return NONE;
  return digests.get(new URL(url, document.baseURI).href) ?? NONE;
}

/**
 * The page's look-up a remote's webpack runtime asks for each chunk's digest
 * (tooling/chunk-integrity-plugin.js, `digests: 'page'`): a file in a pinned
 * remote's version folder gets its listed digest, or one nothing has.
 */
function integrityOfUrl(url: string): string | undefined {
  const href = new URL(url, document.baseURI).href;
  for (const [remote, folder] of folders)
    if (href.startsWith(folder)) return integrityOf(remote, href);
  return undefined;
}
/**
 * A script or stylesheet tag with a digest that failed to load (the page's
 * preloads, a remote's chunks and stylesheets, which its runtime tags): when
 * it is a pinned remote's file, the failure is judged, so a changed file
 * refuses the remote for the rest of the page instead of being asked for again.
 */
function judgeFailedTag(event: Event): void {
  const tag = event.target;
  if (!(tag instanceof HTMLScriptElement || tag instanceof HTMLLinkElement)) return;
  const url = tag instanceof HTMLScriptElement ? tag.src : tag.href;
  if (!tag.integrity || !url) return;
  const href = new URL(url, document.baseURI).href;
  for (const [remote, folder] of folders) {
    if (!href.startsWith(folder)) continue;
    const judging = judgeFailure(remote, href, tag.integrity).finally(() =>
      tagJudgments.delete(judging),
    );
    tagJudgments.add(judging);
    return;
  }
}

/** Judgments of failed tags still running: nothing waits for them but tests. */
const tagJudgments = new Set<Promise<void>>();

/** Once every failed tag seen so far is judged (tests). */
export async function tagsJudged(): Promise<void> {
  await Promise.allSettled([...tagJudgments]);
}

// Only in a browser: the server's render library imports this module too, and
// its remotes' chunks are checked by the server against the same list.
if (typeof window !== 'undefined') {
  (window as { __pawapuriIntegrity?: typeof integrityOfUrl }).__pawapuriIntegrity = integrityOfUrl;
  // A tag's load error does not bubble: it is seen while it is captured.
  window.addEventListener('error', judgeFailedTag, true);
}

/** Fetches `remote`'s file list with its pinned digest and takes the digest of every file it lists. */
function loadList(remote: string): Promise<void> {
  let loading = lists.get(remote);
  if (!loading) {
    const url = `${folders.get(remote)}${FILE_LIST}`;
    loading = fetch(url, { integrity: integrityOf(remote, url), mode: 'cors' })
      .then((response) => response.json() as Promise<{ files?: Record<string, string> }>)
      .then(({ files = {} }) => {
        for (const [path, digest] of Object.entries(files))
          digests.set(new URL(path, url).href, digest);
      })
      .catch(async (error: unknown) => {
        lists.delete(remote);
        await judgeFailure(remote, url, integrityOf(remote, url));
        throw error;
      });
    lists.set(remote, loading);
  }
  return loading;
}

/** Whether a file of `remote` was refused for its digest. */
export const integrityRefused = (remote: string): boolean => refused.has(remote);

/**
 * After a load with `integrity` failed: when the file itself can be had and
 * its digest is not that one, the failure was a changed file, not the
 * network, and the remote is refused for the rest of the page (logged),
 * instead of asked for again. A file that arrives whole and matches failed
 * for the network (a weak signal's dropped request), and may be tried again.
 */
async function judgeFailure(
  remote: string,
  url: string,
  integrity: string | undefined,
): Promise<void> {
  if (refused.has(remote) || !integrity) return;
  const response = await fetch(url, { cache: 'force-cache' }).catch(() => null);
  if (!response?.ok) return;
  const body = await response.arrayBuffer().catch(() => null);
  // Cannot tell (no Web Crypto here): the browser still refuses each try of a changed file.
  if (!body) return;
  // Loaded only after a failure: a page whose files all arrive never downloads it.
  const { digestMatches } = await import(
    /* webpackChunkName: "digest-matches" */ './digest-matches'
  ).catch(() => ({ digestMatches: async () => undefined }));
  if ((await digestMatches(body, integrity)) !== false || refused.has(remote)) return;
  refused.add(remote);
  console.error(
    `${url} of ${remote} does not have the digest its signed file list gives; none of ${remote} is run.`,
  );
}

/**
 * Federation runtime plugin: a pinned remote's manifest is fetched, and its
 * remote entry loaded, with their digests as `integrity` (and CORS), so a
 * file changed on the static host is refused by the browser before any of
 * it runs; that remote's pages show their unavailable notice. The
 * version's file list is fetched beside the manifest (with its digest too),
 * for the chunks the remote's runtime loads later.
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pawapuri-integrity',
    createScript({ url, remoteInfo }) {
      const remote = remoteInfo?.name;
      const integrity = integrityOf(remote, url);
      if (remote === undefined || integrity === undefined) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      // A load error is judged by judgeFailedTag.
      return script;
    },
    fetch(url, init, remoteInfo) {
      const remote = remoteInfo?.name;
      const integrity = integrityOf(remote, url);
      if (remote === undefined || integrity === undefined) return undefined;
      // The list comes with the manifest, before the remote's runtime asks for any chunk.
      const manifest = fetch(url, { ...init, integrity, mode: 'cors' }).catch(
        async (error: unknown) => {
          await judgeFailure(remote, url, integrity);
          throw error;
        },
      );
      // Both are settled, and any failure judged, before the runtime hears of either.
      return Promise.allSettled([manifest, loadList(remote)]).then(([response, list]) => {
        if (response.status === 'rejected') throw response.reason;
        if (list.status === 'rejected') throw list.reason;
        return response.value;
      });
    },
  };
}

/** Forgets every digest (tests). */
export function resetIntegrity(): void {
  digests.clear();
  pinned.clear();
  refused.clear();
  folders.clear();
  lists.clear();
}
