/** @jest-environment node */
import { pageStylesheets, withUsedRules } from './page-stylesheets';
import type { RemoteServerBuild } from './remote-server-builds';

const CONTENT = 'http://localhost:3001';
const file = (name: string) => `${CONTENT}/${name}`;
const routes = file('__federation_expose_Routes.61438fbd.css');
const lazy = ['home.04f8bef7.css', 'gallery.0e0381a9.css', '58.de4181cd.css'].map(file);
const build = {
  assets: { styles: [routes], lazyStyles: lazy },
  stylesheets: [routes, ...lazy].map((href) => ({ href, text: `/* ${href} */` })),
} as unknown as RemoteServerBuild;

const hrefs = (pageChunks: string[]) =>
  pageStylesheets(build, pageChunks).map((stylesheet) => stylesheet.href);

describe('pageStylesheets', () => {
  it("carries the Routes stylesheet and the shown lazy page's, not the other pages'", () => {
    expect(hrefs(['gallery'])).toEqual([routes, file('gallery.0e0381a9.css')]);
  });

  it('carries only the Routes stylesheet on a page that is no lazy page', () => {
    expect(hrefs([])).toEqual([routes]);
  });

  it("leaves out a chunk the page loads later itself (the carousel's, after the load event)", () => {
    expect(hrefs(['home'])).toEqual([routes, file('home.04f8bef7.css')]);
  });

  it('keeps a stylesheet that stays a link, as the build read it', () => {
    const linked = { ...build, stylesheets: [{ href: routes, text: null }] } as RemoteServerBuild;
    expect(pageStylesheets(linked, [])).toEqual([{ href: routes, text: null }]);
  });
});

describe('withUsedRules', () => {
  it("keeps each stylesheet's rules the page's classes can use; a link stays a link", () => {
    const sheets = [
      { href: routes, text: 'h1{margin:0}.map{width:100%}.editor{display:grid}' },
      { href: file('58.de4181cd.css'), text: null },
    ];
    expect(withUsedRules(sheets, new Set(['map']))).toEqual([
      { href: routes, text: 'h1{margin:0}.map{width:100%}' },
      { href: file('58.de4181cd.css'), text: null },
    ]);
  });
});
