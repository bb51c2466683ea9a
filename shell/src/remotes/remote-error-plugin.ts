import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: a remote that cannot be loaded (down, missing
 * manifest, network error) is logged with its id and turned into a rejected
 * load, which the shell's remote outlet shows as "section unavailable" with a
 * retry, instead of an uncaught error that would blank the page.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pawapuri-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} failed to load (${lifecycle}).`, error);
      throw error instanceof Error ? error : new Error(`Remote module ${id} failed to load`);
    },
  };
}
