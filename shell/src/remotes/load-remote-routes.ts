import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import { ensureRemotesRegistered } from './remote-registry';
import type { RemoteName } from './remote-names';

export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

interface RoutesModule {
  default?: unknown;
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesComponent>>();

/**
 * Loads `<remote>/Routes` once, the first time one of its paths is visited.
 * A failure is not cached, so a retry loads again.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesComponent> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = (async () => {
      await ensureRemotesRegistered();
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

/** The component if it has already loaded, so revisits render without a loading flash. */
export function peekLoaded(name: RemoteName): boolean {
  return loaded.has(name);
}
