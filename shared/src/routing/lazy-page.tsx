import { lazy, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { PageChunkSinkContext } from '../page-context/page-chunk-sink';

/** A page component's props (none for a page that takes no argument). */
type PropsOf<Page extends (props: never) => ReactNode> =
  Parameters<Page> extends [infer Props, ...unknown[]] ? Props & object : Record<string, never>;

/**
 * A page whose code is its own chunk, fetched when the page is first shown
 * (`React.lazy`), and which tells a server render that it needs that chunk,
 * so the HTML can name it beside the rest instead of the browser finding it
 * only once the remote's routes have run. `chunkName` must be the name the
 * import gives its chunk in a `webpackChunkName` comment, which names the
 * chunk's file (`unit-converter.1a2b3c4d.js`); a test holds the two alike
 * (tooling/lazy-page-chunks.test.js).
 */
export function lazyPage<Page extends (props: never) => ReactNode>(
  chunkName: string,
  load: () => Promise<{ default: Page }>,
): (props: PropsOf<Page>) => ReactElement {
  type Props = PropsOf<Page>;
  const Lazy = lazy(load as unknown as () => Promise<{ default: ComponentType<Props> }>);
  function LazyPage(props: Props): ReactElement {
    // Rendering on the server: the sink collects the name (nothing to do in the browser).
    useContext(PageChunkSinkContext)?.addChunk(chunkName);
    return <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${chunkName})`;
  return LazyPage;
}
