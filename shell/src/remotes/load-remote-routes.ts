import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import { integrityRefused } from './integrity-plugin';
import { ensureRemotesRegistered } from './remote-registry';
import { siteRemote } from './site-remotes';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

interface RoutesModule {
  default?: unknown;
}

const loaded = new Map<string, Promise<RemoteRoutesComponent>>();

/**
 * Loads `<remote>/Routes` once, the first time one of its paths is visited.
 * A remote without a valid remotes.json entry, or refused for a file's
 * digest, fails without a request. A failure is not cached, so a retry loads again.
 */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesComponent> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = (async () => {
      await ensureRemotesRegistered();
      if (!siteRemote(name)?.manifest) {
        throw new Error(`${name} has no valid entry in remotes.json`);
      }
      // A file of it did not have its signed digest: not a network failure, so not asked for again.
      if (integrityRefused(name)) {
        throw new Error(`${name} is refused on this page: a file of it was changed`);
      }
      const module = await loadRemote<RoutesModule>(`${name}/Routes`);
      if (typeof module?.default !== 'function') {
        throw new Error(`${name}/Routes did not export a component`);
      }
      return module.default as RemoteRoutesComponent;
    })();
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
