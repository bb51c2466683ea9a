/** Messages between the pages and the service worker. */
export const MESSAGE = {
  /**
   * Page → worker: is everything kept for offline use? Answered with
   * OFFLINE_READY once it is. Carries `contentVersion`, the published content
   * the page shows: saved pages of an older one are saved again.
   */
  offlineStatus: 'PAWAPURI_OFFLINE_STATUS',
  /** Worker → page: the essential pages and their files are saved. */
  offlineReady: 'PAWAPURI_OFFLINE_READY',
} as const;

/** Sent by workbox-broadcast-update when a federation file changed (a remote was redeployed). */
export const CACHE_UPDATED = 'CACHE_UPDATED';
