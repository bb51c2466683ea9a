import { pageScriptsIn } from '../pages/page-scripts';

/**
 * The files a saved page needs to run offline, read from its HTML (the
 * stylesheets, scripts and images the server named) and from the
 * manifest of each remote it loads (every chunk and stylesheet its pages
 * may import, lazy pages included).
 */

const TAG = /<(link|script|img|style)\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** Absolute URLs of the stylesheets, scripts and images a page's HTML names. */
export function assetUrlsInPage(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag, name] of html.matchAll(TAG)) {
    const kind = name?.toLowerCase();
    let address: string | undefined;
    let base = pageUrl;
    if (kind === 'link') {
      const rel = attribute(tag, 'rel') ?? '';
      if (/\b(stylesheet|preload|modulepreload)\b/i.test(rel)) address = attribute(tag, 'href');
    } else if (kind === 'style') {
      // A rendered page's written-in rules are its HTML's; the page links the whole file when it runs
      // (a remote's by its address, the shell's by its name, from the site's root).
      address = attribute(tag, 'data-href');
      base = new URL('/', pageUrl).href;
    } else {
      address = attribute(tag, 'src');
    }
    if (address && !address.startsWith('data:')) urls.add(new URL(address, base).href);
  }
  // A rendered page lists its scripts for the closing script that fetches them.
  const scripts = pageScriptsIn(html);
  for (const address of [...(scripts?.entries ?? []), ...(scripts?.preloads ?? [])]) {
    urls.add(new URL(address, pageUrl).href);
  }
  return [...urls];
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
}

/** A remote's manifest beside its container (`remoteEntry.js` → `mf-manifest.json`). */
export function manifestUrlOf(remoteEntryUrl: string): string {
  return new URL('mf-manifest.json', remoteEntryUrl).href;
}

/** The container and every chunk and stylesheet the remote's exposed modules can load. */
export function assetUrlsInManifest(manifest: unknown, manifestUrl: string): string[] {
  const { metaData, exposes = [] } = (manifest ?? {}) as FederationManifest;
  const files: string[] = [];
  const entry = metaData?.remoteEntry;
  if (entry?.name)
    files.push(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`);
  for (const { assets } of exposes) {
    for (const group of [assets?.js, assets?.css]) {
      files.push(...(group?.sync ?? []), ...(group?.async ?? []));
    }
  }
  return [...new Set(files.map((file) => new URL(file, manifestUrl).href))];
}
