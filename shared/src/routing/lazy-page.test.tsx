/** @jest-environment node */
import { renderOnServerAndHydrate } from '../testing/server-render';
import { PageChunkSinkContext } from '../page-context/page-chunk-sink';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Jai Jinendra, {name}</p>;
}
const LazyGreeting = lazyPage('greeting', () => Promise.resolve({ default: Greeting }));

describe('lazyPage', () => {
  it('renders its page on the server, tells the render its chunk, and hydrates', async () => {
    const chunks = new Set<string>();
    const { html, errors, container } = await renderOnServerAndHydrate(
      <PageChunkSinkContext.Provider value={{ addChunk: (name) => chunks.add(name) }}>
        <LazyGreeting name="Asha" />
      </PageChunkSinkContext.Provider>,
    );
    expect(html).toContain('Jai Jinendra, <!-- -->Asha');
    expect(chunks).toEqual(new Set(['greeting']));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Jai Jinendra, Asha');
  });

  it('renders the same without a sink (in the browser)', async () => {
    const { html, errors } = await renderOnServerAndHydrate(<LazyGreeting name="Asha" />);
    expect(html).toContain('Jai Jinendra');
    expect(errors).toEqual([]);
  });

  it('is one context for every copy of the package on the page', () => {
    const shared = (globalThis as unknown as Record<symbol, unknown>)[
      Symbol.for('pawapuri.pageChunkSink')
    ];
    expect(shared).toBe(PageChunkSinkContext);
  });
});
