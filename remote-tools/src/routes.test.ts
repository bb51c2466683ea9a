import description from '../remote.json';
import { PAGES } from './routes';

describe('routes', () => {
  it('render exactly the pages remote.json lists', () => {
    expect(Object.keys(PAGES).sort()).toEqual(description.pages.map((page) => page.path).sort());
  });
});
