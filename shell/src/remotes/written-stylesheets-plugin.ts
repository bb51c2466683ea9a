import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the server wrote this stylesheet into the page (`<style data-href>`). */
export function isWrittenIn(url: string): boolean {
  return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-href]')).some(
    (style) => style.dataset.href === url,
  );
}

/**
 * Federation runtime plugin: loading a remote links the stylesheets its
 * manifest lists, unless a `<link>` to them exists. A server-rendered page
 * carries them as `<style data-href>` instead, which the runtime does not
 * look for; without this, each would be downloaded a second time.
 */
export function writtenStylesheetsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pawapuri-written-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const operation of preloadOps) {
        const filter = operation.filter;
        operation.filter = (url) => !isWrittenIn(url) && (filter ? filter(url) : true);
      }
    },
  };
}
