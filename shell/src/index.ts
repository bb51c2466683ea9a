import { listenToServiceWorker } from './offline/worker-messages';

// Before anything else, so no message from the service worker is missed (it imports no shared module).
listenToServiceWorker();
// Boot asynchronously so Module Federation can negotiate shared modules first.
void import('./bootstrap');
