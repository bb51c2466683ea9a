/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { readInlinedSiteSettings } from '@pawapuri/shared/config/site-settings';
import { pageDocument } from './page-document';

// The shape html-webpack-plugin writes (minified: attributes unquoted).
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Built">' +
  '<title>Built title</title><script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';

const parts = {
  language: 'hi',
  head: '<title>जल मंदिर · पावापुरी</title>',
  styles: [
    { href: 'http://localhost:3001/routes.1a2b3c4d.css', text: '.title{color:red}' },
    { href: 'http://localhost:3001/page.5e6f7a8b.css', text: null },
  ],
  scripts: ['http://localhost:3001/remoteEntry.js'],
  remotesFile: { remote_content: '</script><script>alert(1)</script>' },
  siteSettings: { apiUrl: 'https://api.example' },
  body: '<main><h1>जल मंदिर</h1></main>',
};

describe('pageDocument', () => {
  it('puts the rendered page in a marked #root, with its language, head and preloads', () => {
    const html = pageDocument(TEMPLATE, parts);
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(
      '<div id="root" data-server-rendered><main><h1>जल मंदिर</h1></main></div>',
    );
    expect(html).toContain(
      '<style data-href="http://localhost:3001/routes.1a2b3c4d.css">.title{color:red}</style>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="http://localhost:3001/page.5e6f7a8b.css">',
    );
  });

  it("asks for a rendered page's scripts from the end of its body, the entry and every preload", () => {
    const html = pageDocument(TEMPLATE, parts);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script defer|rel="?preload"? as="?script/);
    const tail = html.slice(html.indexOf('</main>'));
    expect(tail).toContain('"entries":["/main.1a2b3c4d.js"]');
    expect(tail).toContain('"preloads":["http://localhost:3001/remoteEntry.js"]');
  });

  it('leaves a page the browser renders to its deferred entry script', () => {
    const html = pageDocument(TEMPLATE, { ...parts, body: null });
    expect(html).toContain('<script defer src=/main.1a2b3c4d.js></script>');
    expect(html).not.toContain('"entries"');
  });

  it('replaces the built title and description with the page head', () => {
    const html = pageDocument(TEMPLATE, parts);
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('content="Built"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('drops the JavaScript notice from a rendered page and keeps it when the browser renders', () => {
    expect(pageDocument(TEMPLATE, parts)).not.toContain('<noscript>');
    const clientRendered = pageDocument(TEMPLATE, { ...parts, body: null });
    expect(clientRendered).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(clientRendered).toContain('<div id="root"></div>');
  });

  it('inlines remotes.json so that no text in it can end the script element', () => {
    const html = pageDocument(TEMPLATE, parts);
    const inlined = /<script type="application\/json" id="remotes">(.*?)<\/script>/.exec(html)?.[1];
    expect(inlined).toBeDefined();
    expect(inlined).not.toContain('</script>');
    expect(JSON.parse(inlined ?? '')).toEqual(parts.remotesFile);
  });

  it('inlines the run-time settings beside remotes.json, which the browser reads back', () => {
    for (const body of [parts.body, null]) {
      const html = pageDocument(TEMPLATE, { ...parts, body });
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        '<script type="application/json" id="site-settings">{"apiUrl":"https://api.example"}</script>',
      );
      const { document } = new JSDOM(html).window;
      expect(readInlinedSiteSettings(document)).toEqual({ apiUrl: 'https://api.example' });
    }
  });

  it('escapes the settings so that no value can end the script element', () => {
    const hostile = 'https://api.example/</script><script>alert(1)</script><!--\u2028';
    const html = pageDocument(TEMPLATE, { ...parts, siteSettings: { apiUrl: hostile } });
    const { document } = new JSDOM(html, { runScripts: 'outside-only' }).window;
    expect(document.querySelectorAll('script:not([type])')).toHaveLength(1); // the built entry only
    expect(document.getElementById('site-settings')?.textContent).not.toMatch(/[<>]/);
    expect(JSON.parse(document.getElementById('site-settings')?.textContent ?? '')).toEqual({
      apiUrl: hostile,
    });
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageDocument('<html><head></head><body></body></html>', parts)).toThrow(/root/);
  });
});
