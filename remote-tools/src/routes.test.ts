import description from '../remote.json';
import { PAGES } from './routes';

describe('routes', () => {
  it('render exactly the pages remote.json lists', () => {
    expect(Object.keys(PAGES).sort()).toEqual(description.pages.map((page) => page.path).sort());
  });

  it('load each tool as its own chunk, when first visited', () => {
    const lazy = Symbol.for('react.lazy');
    for (const element of Object.values(PAGES)) {
      expect((element.type as { $$typeof?: symbol }).$$typeof).toBe(lazy);
    }
  });
});
