import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  initI18n,
  keepContentFresh,
  LanguageRouter,
  languageOfPath,
  loadSiteSettings,
  MarkInteractive,
} from '@pawapuri/shared';
import '@pawapuri/shared/ui/tokens.css';
import './i18n/register';
import { App } from './app';
import { loadRemoteRoutes, type RemoteRoutesComponent } from './remotes/load-remote-routes';
import { registerServiceWorker } from './offline/register-service-worker';
import { markPreloadFailed } from './remotes/failed-preloads';
import { PreloadedRemotesContext } from './remotes/preloaded-remotes';
import { remoteForPath } from './remotes/remote-for-path';
import { ensureRemotesRegistered } from './remotes/remote-registry';
import { SERVER_RENDERED_ATTRIBUTE } from './remotes/server-rendered';
import { getSite } from './remotes/site-remotes';

// In the language of the address (`/hi...` is Hindi), so the first render is already right.
const i18n = initI18n();
const registered = ensureRemotesRegistered();
// Pages from the shell's server carry their run-time settings; on a plain static host they are fetched.
const settingsLoaded = loadSiteSettings();
// Read remotes.json early, in parallel with the first render; failures surface per route.
registered.catch((error: unknown) =>
  console.error('Reading remotes.json failed; remote sections will offer a retry.', error),
);

function siteElementTree(remotes: ReadonlyMap<string, RemoteRoutesComponent> = new Map()) {
  return (
    <StrictMode>
      {/* A remote's page list marks the page once its own lazy code has hydrated. */}
      <MarkInteractive unlessPageDoes />
      <PreloadedRemotesContext.Provider value={remotes}>
        <LanguageRouter>
          <App />
        </LanguageRouter>
      </PreloadedRemotesContext.Provider>
    </StrictMode>
  );
}

/**
 * A server-rendered page is hydrated once everything its first render needs
 * is here (the page's remote and the strings of its language), so that
 * render matches the HTML and the DOM is kept. Until then the HTML is
 * already on screen and links work as plain links.
 */
async function hydrate(root: HTMLElement): Promise<void> {
  const remotes = new Map<string, RemoteRoutesComponent>();
  let remoteName: string | null = null;
  try {
    await registered;
    const remote = remoteForPath(getSite().remotes, languageOfPath(location.pathname).path);
    // Only a remote with a valid entry had its scripts preloaded by the page.
    remoteName = remote?.manifest ? remote.name : null;
    if (remote) remotes.set(remote.name, await loadRemoteRoutes(remote.name));
    await i18n.settled();
  } catch (error) {
    if (remoteName && !remotes.has(remoteName)) markPreloadFailed(remoteName);
    // The page's remote did not load here: its section shows the unavailable state and a retry.
    console.error('The page could not be prepared for hydration.', error);
  }
  // In a transition React hydrates in slices and yields to the browser between
  // them, instead of one long task. Until a page's own boundary has hydrated,
  // it is not marked interactive (MarkInteractive sits inside that boundary).
  startTransition(() => {
    hydrateRoot(root, siteElementTree(remotes));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) void hydrate(root);
else void settingsLoaded.then(() => createRoot(root).render(siteElementTree()));
registerServiceWorker();
// The published content the page was rendered with, kept current while it is open.
keepContentFresh();
