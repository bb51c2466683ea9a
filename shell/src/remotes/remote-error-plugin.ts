import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isIntegrityFailure } from './integrity-failure';
import { integrityRefused } from './integrity-plugin';

/**
 * The waits before each new try of a remote that failed to load: three more
 * tries, the last one about 4.3 s after the first failure, so a weak signal's
 * dropped request is crossed before the visitor sees the unavailable notice,
 * and a remote that is really down shows it within the outlet's 8 s limit.
 */
export const RETRY_DELAYS_MS = [300, 1000, 3000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Federation runtime plugin: a remote module that cannot be loaded (its
 * manifest, entry or one of the chunks its module needs: down, missing,
 * network error) is loaded again after each of `delays`; one that still
 * fails is logged with its id and turned into a rejected load, which the
 * shell's remote outlet shows as "section unavailable" with a retry,
 * instead of an uncaught error that would blank the page. A refused digest
 * (`isIntegrityFailure`) is never tried again.
 *
 * Each new try goes through the runtime's own `loadRemote`, which asks for
 * the manifest, the entry and the chunks again: the runtime and webpack
 * forget a failed fetch. Its failure reaches this hook again, nested; it is
 * handed back to the loop that asked for it.
 */
export function remoteErrorPlugin(
  delays: readonly number[] = RETRY_DELAYS_MS,
): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'pawapuri-remote-errors',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only a whole load (lifecycle onLoad) is tried again; an earlier
      // lifecycle's failure is rethrown and arrives here again as onLoad.
      if (lifecycle !== 'onLoad' || retrying.has(id)) throw asError(id, error);
      let last: unknown = error;
      const remote = id.split('/')[0] ?? id;
      // The browser reports a refused digest as it does a failed fetch; the
      // integrity plugin tells them apart (and refuses the remote) while the
      // first wait runs, so both are asked before and after each wait.
      const refused = () => isIntegrityFailure(last) || integrityRefused(remote);
      retrying.add(id);
      try {
        for (const [index, delay] of delays.entries()) {
          if (refused()) break;
          await wait(delay);
          if (refused()) break;
          try {
            const loaded = await origin.loadRemote(id);
            console.warn(`Remote module ${id} loaded at try ${index + 2}.`);
            return loaded;
          } catch (failure) {
            last = failure;
          }
        }
      } finally {
        retrying.delete(id);
      }
      console.error(`Remote module ${id} failed to load (${lifecycle}).`, last);
      throw asError(id, last);
    },
  };
}

function asError(id: string, error: unknown): Error {
  return error instanceof Error ? error : new Error(`Remote module ${id} failed to load`);
}
