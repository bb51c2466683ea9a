import { CACHE_UPDATED, MESSAGE } from './messages';
import { offerUpdate, reloadPage } from './update-available';

/** Marks the page once the essential pages are saved for offline use (the end-to-end tests wait for it). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/**
 * Listens to the service worker from the page's first script: a message sent
 * while the page is still loading (a remote's container found changed as the
 * page fetched it) is delivered once the document is parsed, and lost if no
 * one listens by then. No React or app code here (see index.ts).
 */
export function listenToServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === MESSAGE.offlineReady) {
      document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
    }
    // From workbox-broadcast-update: a remote was redeployed; its new code runs from the next load.
    if (type === CACHE_UPDATED) offerUpdate(reloadPage);
  });
}
