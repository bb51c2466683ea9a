import type { Stylesheet } from './inline-stylesheets';
import { chunkNameOf } from './chunk-name';
import type { RemoteServerBuild } from './remote-server-builds';
import { usedRules } from './used-css-rules';

/**
 * The remote's stylesheets a rendered page carries: those of its `./Routes`,
 * and of each lazily loaded page the render showed. The other lazy pages'
 * stylesheets arrive with their chunks when the visitor goes there (webpack's
 * CSS chunk loading waits for them before the page renders), so they stay
 * out of a document that every visitor waits for before the first paint.
 */
export function pageStylesheets(
  build: RemoteServerBuild,
  pageChunks: readonly string[],
): Stylesheet[] {
  const lazy = new Set(build.assets.lazyStyles);
  const shown = new Set(pageChunks);
  return build.stylesheets.filter(
    (stylesheet) => !lazy.has(stylesheet.href) || shown.has(chunkNameOf(stylesheet.href)),
  );
}

/** The stylesheets with only the rules that may style the page's elements (`usedRules`); links stay links. */
export function withUsedRules(
  stylesheets: readonly Stylesheet[],
  classes: ReadonlySet<string>,
): Stylesheet[] {
  return stylesheets.map((stylesheet) =>
    stylesheet.text === null
      ? stylesheet
      : { ...stylesheet, text: usedRules(stylesheet.text, classes) },
  );
}
