import { SET_PASSWORD_LINK_HOURS } from '@pawapuri/shared/contract';
import type { KeeperStore } from './store/keeper-store';
import { newSecret, secretDigest } from './secret-token';

const LINK_MS = SET_PASSWORD_LINK_HOURS * 3_600_000;

/** The keeper page that takes a set-password link. */
export const SET_PASSWORD_PATH = '/admin/set-password';

/**
 * A one-time set-password link for an account: valid 24 hours, usable once,
 * and only its token's digest stored (an earlier unused link stops working).
 * The token travels in the fragment, which browsers never send to a server,
 * so it stays out of access logs and Referer headers.
 */
export async function issuePasswordLink(
  store: KeeperStore,
  accountId: number,
  now: number,
  siteUrl: string,
): Promise<{ link: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = now + LINK_MS;
  await store.insertPasswordLink({ tokenHash: secretDigest(token), accountId, expiresAt });
  return {
    link: `${siteUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}#token=${token}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
