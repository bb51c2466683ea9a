import type {
  LocalisedText,
  NavBadge,
  NavEntry,
  PageDescription,
  PagePlace,
  RemoteDescription,
} from '@pawapuri/shared';

/** What the shell knows of one remote: its pages, its navigation, and where to load it from. */
export interface SiteRemote {
  name: string;
  pages: PageDescription[];
  nav: NavEntry[];
  /** URL of its federation manifest; null while remotes.json has no valid entry for it. */
  manifest: string | null;
  /** Its server build as deployed, when remotes.json names one: only then is it rendered on the server. */
  serverBuild: ServerBuildPointer | null;
}

/**
 * A remote's server build as its deploy published it: the file, relative to
 * the manifest's folder, and the subresource-integrity digest of its bytes.
 * The server runs that file only when the bytes it fetched have this digest.
 */
export interface ServerBuildPointer {
  path: string;
  integrity: string;
}

export type EntryCheck =
  | {
      ok: true;
      manifest: string;
      description: Pick<RemoteDescription, 'pages' | 'nav'> | null;
      serverBuild: ServerBuildPointer | null;
    }
  | { ok: false; reason: string };

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is LocalisedText =>
  isFields(value) && [value.en, value.hi].every((text) => typeof text === 'string' && text !== '');

/**
 * A path on the site: one leading slash, never `//` or a backslash, which a
 * browser would read as the start of another host's address.
 */
const isPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[^\\]*$/.test(value) && !value.includes('//');

/** A path inside the remote's folder or base URL: no scheme, no leading slash, no `..`. */
const isRelativeFile = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[\w-]+(\/[\w.-]+)*\.\w+$/.test(value) &&
  !value.split('/').includes('..');

/**
 * A subresource-integrity digest, `<algorithm>-<base64 digest>`, of one of
 * the SHA-2 algorithms browsers accept, with the digest's exact length.
 */
const SRI = /^(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/;

const isServerBuild = (value: unknown): value is ServerBuildPointer =>
  isFields(value) &&
  isRelativeFile(value.path) &&
  typeof value.integrity === 'string' &&
  SRI.test(value.integrity);

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

const isOptional = <T>(value: unknown, check: (value: unknown) => value is T): boolean =>
  value === undefined || check(value);

const isPlace = (value: unknown): value is PagePlace =>
  isFields(value) &&
  Array.isArray(value.types) &&
  value.types.length > 0 &&
  value.types.every((type) => typeof type === 'string' && /^[A-Z]\w*$/.test(type)) &&
  isOptional(value.name, isText) &&
  // A point is both coordinates or none (the published place's then).
  (value.latitude === undefined) === (value.longitude === undefined) &&
  isOptional(value.latitude, (latitude): latitude is number => isCoordinate(latitude, 90)) &&
  isOptional(value.longitude, (longitude): longitude is number => isCoordinate(longitude, 180)) &&
  isFields(value.address) &&
  ['locality', 'district', 'region', 'postalCode', 'country'].every(
    (field) => typeof (value.address as Fields)[field] === 'string',
  );

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const isPage = (value: unknown): value is PageDescription =>
  isFields(value) &&
  isPath(value.path) &&
  isText(value.title) &&
  isOptional(value.heading, isText) &&
  isOptional(value.essential, isBoolean) &&
  isOptional(value.footer, isBoolean) &&
  isOptional(value.description, isText) &&
  isOptional(value.image, isRelativeFile) &&
  isOptional(value.artwork, isRelativeFile) &&
  isOptional(value.keeper, isBoolean) &&
  isOptional(value.place, isPlace);

const isBadge = (value: unknown): value is NavBadge =>
  isFields(value) &&
  (value.kind === 'new' ||
    value.kind === 'rupee' ||
    (value.kind === 'count' && Number.isInteger(value.value)));

const isNavEntry = (value: unknown): value is NavEntry =>
  isFields(value) &&
  typeof value.id === 'string' &&
  isPath(value.path) &&
  typeof value.icon === 'string' &&
  (value.title === undefined || isText(value.title)) &&
  (value.badge === undefined || isBadge(value.badge)) &&
  (value.order === undefined || Number.isFinite(value.order)) &&
  (value.children === undefined ||
    (Array.isArray(value.children) && value.children.every(isNavEntry)));

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Nav entries without a title of their own, whose path is not one of the pages. */
function untitled(entries: NavEntry[], pages: PageDescription[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.title || pages.some((page) => page.path === entry.path) ? [] : [entry.id]),
    ...untitled(entry.children ?? [], pages),
  ]);
}

/**
 * Checks the pages and navigation of a remote's description: the same rules
 * for a remote.json built into the shell and for an entry of remotes.json.
 * Answers what is wrong, or null.
 */
export function describeProblem(pages: unknown, nav: unknown): string | null {
  if (!Array.isArray(pages) || !pages.every(isPage)) {
    return 'pages must be a list of { path, title: { en, hi } }, with a valid heading, description, image, keeper or place if any';
  }
  if (!Array.isArray(nav) || !nav.every(isNavEntry)) {
    return 'nav must be a list of { id, path, icon } entries';
  }
  const missing = untitled(nav, pages);
  if (missing.length) return `nav entries ${missing.join(', ')} need a title or a page`;
  return null;
}

/**
 * Checks one entry of remotes.json on its own. An entry is the manifest URL,
 * or `{ manifest, pages?, nav?, serverBuild? }`; a remote the shell was not
 * built with must bring its pages.
 */
export function checkEntry(value: unknown, builtIn: boolean): EntryCheck {
  if (value === undefined) return { ok: false, reason: 'it is missing' };
  const fields = isFields(value) ? value : { manifest: value };
  if (!isManifestUrl(fields.manifest)) {
    return { ok: false, reason: 'its manifest must be an http(s) URL' };
  }
  if (!isOptional(fields.serverBuild, isServerBuild)) {
    return {
      ok: false,
      reason:
        'serverBuild must be { path, integrity }: a file in the manifest’s folder and a sha256, sha384 or sha512 digest',
    };
  }
  const serverBuild = (fields.serverBuild as ServerBuildPointer | undefined) ?? null;
  if (fields.pages === undefined && fields.nav === undefined) {
    if (builtIn) return { ok: true, manifest: fields.manifest, description: null, serverBuild };
    return { ok: false, reason: 'a remote the shell was not built with must list its pages' };
  }
  const nav = fields.nav ?? [];
  const problem = describeProblem(fields.pages, nav);
  if (problem) return { ok: false, reason: problem };
  return {
    ok: true,
    manifest: fields.manifest,
    description: { pages: fields.pages as PageDescription[], nav: nav as NavEntry[] },
    serverBuild,
  };
}
