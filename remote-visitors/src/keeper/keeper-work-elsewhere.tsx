import type { KeeperStatus } from '@pawapuri/shared';
import styles from './keeper.module.css';

/**
 * Where this keeper page is to be opened when keeper work happens only on the
 * standalone visitor remote and this page is not there: the same path on the
 * address the API names (http or https only); null when keepers may act here.
 */
export function keeperWorkElsewhere(status: KeeperStatus | null, path: string): string | null {
  if (!status?.standaloneOnly || status.fromKeeperOrigin) return null;
  try {
    const site = new URL(status.keeperSiteUrl);
    if (site.protocol !== 'https:' && site.protocol !== 'http:') return null;
    return new URL(path, site.origin).href;
  } catch {
    return null;
  }
}

/**
 * On the combined site, when keepers act only on the standalone visitor
 * remote: says so, and links to this page there (no sign-in form here, which
 * the API would refuse).
 */
export function KeeperWorkElsewhere({ url }: { url: string }) {
  const { host: site } = new URL(url);
  return (
    <section className={styles.panel} aria-labelledby="keeper-elsewhere-heading">
      <h2 id="keeper-elsewhere-heading">Keeper work happens on the keepers’ own site</h2>
      <p>
        On this site every part of the page shares one address, so the site accepts keeper actions
        only from the standalone visitor pages at <strong>{site}</strong>.
      </p>
      <p>
        <a className={`${styles.button} ${styles.primary}`} href={url}>
          Open this page on {site}
        </a>
      </p>
    </section>
  );
}
