import description from '../remote.json';
import { PAGES } from './routes';

describe('routes', () => {
  it('render exactly the pages remote.json lists', () => {
    expect(Object.keys(PAGES).sort()).toEqual(description.pages.map((page) => page.path).sort());
  });

  it('load each tool as its own chunk, when first visited', () => {
    // lazyPage wraps React.lazy, naming the chunk for the server.
    for (const element of Object.values(PAGES)) {
      expect((element.type as { displayName?: string }).displayName).toMatch(/^LazyPage\(.+\)$/);
    }
  });
});
