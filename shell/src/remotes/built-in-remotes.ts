import type { RemoteDescription } from '@pawapuri/shared';

/** Filled in by the shell's build (and its Jest setup) from the remote.json of every remote folder. */
declare const __BUILT_IN_REMOTES__: RemoteDescription[];

/**
 * The remotes the shell was built with. Their pages and navigation are known
 * before remotes.json arrives, so the menus render at once and a missing
 * entry can still say which pages are unavailable.
 */
export const BUILT_IN_REMOTES: RemoteDescription[] = __BUILT_IN_REMOTES__;
