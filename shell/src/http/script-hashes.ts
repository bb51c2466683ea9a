import { inlineScriptHashes } from './inline-script-hashes';
import type { PageRenderer } from './render-library';

/** A path no remote owns: the shell renders its not-found page, with every script the renderer adds. */
const PROBE_PATH = '/__inline-scripts__';

/**
 * The inline scripts pages may carry, as CSP hashes: those of the built
 * index.html (a page left to the browser is the template) and those the
 * renderer writes into a rendered page, learnt from a page rendered here at
 * start (the shell's own not-found page: no remote's code takes part, and
 * remotes.json enters a page only as escaped JSON).
 */
export async function pageScriptHashes(
  template: string,
  renderer: PageRenderer,
  remotesJson: string,
): Promise<string[]> {
  const rendered = await renderer.render(PROBE_PATH, remotesJson);
  return [
    ...new Set([...inlineScriptHashes(template), ...inlineScriptHashes(rendered.html)]),
  ].sort();
}
