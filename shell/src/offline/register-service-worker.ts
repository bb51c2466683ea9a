import { Workbox } from 'workbox-window';
import { storedContent } from '@pawapuri/shared';
import { MESSAGE } from './messages';
import { offerUpdate, reloadPage } from './update-available';

/**
 * Registers the service worker (dist/sw.js) once the page has loaded, so it
 * never competes with the page's own files. Production builds only.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const workbox = new Workbox('/sw.js');
    // A new shell is installed and waits: offer it; it takes over and the page reloads.
    workbox.addEventListener('waiting', () =>
      offerUpdate(() => {
        workbox.addEventListener('controlling', reloadPage);
        workbox.messageSkipWaiting();
      }),
    );
    workbox
      .register()
      .then(() => navigator.serviceWorker.ready)
      // Answered with MESSAGE.offlineReady once the essentials are saved (see worker-messages.ts).
      // The content version the page shows: newer than the saved pages', they are saved again.
      .then((registration) =>
        registration.active?.postMessage({
          type: MESSAGE.offlineStatus,
          contentVersion: String(storedContent().content.version),
        }),
      )
      .catch((error: unknown) => console.warn('The offline support could not start.', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
