import type { PageDescription } from '../types/remote';
import { sitemapXml } from './sitemap-xml';

const page = (path: string, extra: Partial<PageDescription> = {}): PageDescription => ({
  path,
  title: { en: path, hi: path },
  ...extra,
});

const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  }));
}

describe('sitemapXml', () => {
  it('lists each public page in both languages, each naming the other', () => {
    const urls = parse(
      sitemapXml({ pages: [page('/'), page('/jal-mandir')], baseUrl: 'https://p.example/' }),
    );
    expect(urls.map((url) => url.loc)).toEqual([
      'https://p.example/',
      'https://p.example/hi',
      'https://p.example/jal-mandir',
      'https://p.example/hi/jal-mandir',
    ]);
    for (const url of urls.slice(2)) {
      expect(url.alternates).toEqual([
        ['en', 'https://p.example/jal-mandir'],
        ['hi', 'https://p.example/hi/jal-mandir'],
        ['x-default', 'https://p.example/jal-mandir'],
      ]);
    }
  });

  it('leaves the keeper pages out', () => {
    const urls = parse(
      sitemapXml({
        pages: [page('/gallery'), page('/admin', { keeper: true })],
        baseUrl: 'https://p.example',
      }),
    );
    expect(urls.map((url) => url.loc)).toEqual([
      'https://p.example/gallery',
      'https://p.example/hi/gallery',
    ]);
  });

  it('escapes addresses into well-formed XML', () => {
    const [url] = parse(sitemapXml({ pages: [page('/a&b')], baseUrl: 'https://p.example' }));
    expect(url?.loc).toBe('https://p.example/a&b');
  });
});
