import path from 'node:path';
import { isLoopback } from './host-names';
import type { KeySource } from './remote-keys';

/**
 * Whether a site is public: served over https, or at an address other than
 * this machine's. Such a site never trusts the development keys, whose
 * private halves the deploy command creates on whatever machine runs it.
 */
export function isPublicSite(publicBaseUrl: string): boolean {
  const url = new URL(publicBaseUrl);
  return url.protocol === 'https:' || !isLoopback(url.hostname.replace(/^\[(.*)\]$/, '$1'));
}

/**
 * Why a shell must not start with these keys, or null. A public site
 * without REMOTE_KEYS, or with REMOTE_KEYS inside the development keys'
 * folder, is refused unless ALLOW_DEVELOPMENT_KEYS says otherwise
 * (`refused` is then false).
 */
export function developmentKeysRefusal(settings: {
  publicBaseUrl: string;
  remoteKeys: KeySource;
  developmentKeys: { dir: string; refused: boolean };
}): string | null {
  const { publicBaseUrl, remoteKeys, developmentKeys } = settings;
  if (!developmentKeys.refused) return null;
  const remedy =
    "set REMOTE_KEYS to a file of the teams' public keys (docs/deploying.md), or ALLOW_DEVELOPMENT_KEYS=true for a test that must look public";
  if (remoteKeys.kind === 'development') {
    return `PUBLIC_BASE_URL ${publicBaseUrl} is a public site and REMOTE_KEYS is empty: the development keys in ${developmentKeys.dir} are never trusted there; ${remedy}.`;
  }
  const inside = path.relative(developmentKeys.dir, remoteKeys.path);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    return `REMOTE_KEYS ${remoteKeys.path} is in the development keys' folder ${developmentKeys.dir}, which a public site (PUBLIC_BASE_URL ${publicBaseUrl}) never trusts; ${remedy}.`;
  }
  return null;
}
