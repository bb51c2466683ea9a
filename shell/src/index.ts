import { listenToServiceWorker } from './offline/worker-messages';
import { linkWholeStylesheets } from './remotes/whole-stylesheets';

// Before anything else, so no message from the service worker is missed (it imports no shared module).
listenToServiceWorker();
// A rendered page's stylesheets hold the rules of its HTML only: the rest arrives before the app changes it.
linkWholeStylesheets();
// Boot asynchronously so Module Federation can negotiate shared modules first.
void import('./bootstrap');
