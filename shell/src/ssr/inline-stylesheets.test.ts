/** @jest-environment node */
import { inlineTemplateStylesheets, stylesheetTag } from './inline-stylesheets';

describe('stylesheetTag', () => {
  it('writes the text in, named by its file, so webpack will not load it again', () => {
    expect(stylesheetTag({ href: 'http://r.test/a.css', text: 'p{margin:0}' })).toBe(
      '<style data-href="http://r.test/a.css">p{margin:0}</style>',
    );
  });

  it('links a stylesheet it has no text for', () => {
    expect(stylesheetTag({ href: 'http://r.test/a.css', text: null })).toBe(
      '<link rel="stylesheet" href="http://r.test/a.css">',
    );
  });

  it('never lets the text end the element', () => {
    const tag = stylesheetTag({ href: 'a.css', text: 'p::after{content:"</style><script>"}' });
    expect(tag.match(/<\/style>/g)).toHaveLength(1);
    expect(tag.endsWith('</style>')).toBe(true);
  });
});

describe('inlineTemplateStylesheets', () => {
  // The shape html-webpack-plugin writes (minified: attributes unquoted).
  const TEMPLATE =
    '<head><link rel=manifest href=/manifest.webmanifest>' +
    '<link rel=stylesheet href=/507.c7be551c.css data-href=507.c7be551c.css>' +
    '<link rel="stylesheet" href="https://cdn.test/x.css"></head>';

  it('writes in the stylesheets it can read, under the name webpack gave them', () => {
    const read = (href: string) => (href === '/507.c7be551c.css' ? 'body{margin:0}' : null);
    expect(inlineTemplateStylesheets(TEMPLATE, read)).toBe(
      '<head><link rel=manifest href=/manifest.webmanifest>' +
        '<style data-href="507.c7be551c.css">body{margin:0}</style>' +
        '<link rel="stylesheet" href="https://cdn.test/x.css"></head>',
    );
  });

  it('leaves every tag alone when nothing can be read', () => {
    expect(inlineTemplateStylesheets(TEMPLATE, () => null)).toBe(TEMPLATE);
  });
});

test('a stylesheet left as a link carries its listed digest, with CORS', () => {
  const integrity = `sha384-${'D'.repeat(64)}`;
  expect(stylesheetTag({ href: 'http://r.test/a.css', text: null, integrity })).toBe(
    `<link rel="stylesheet" href="http://r.test/a.css" integrity="${integrity}" crossorigin="anonymous">`,
  );
});

test('a stylesheet written in carries its listed digest, for the whole file the page links later', () => {
  const integrity = `sha384-${'D'.repeat(64)}`;
  expect(stylesheetTag({ href: 'http://r.test/a.css', text: 'p{margin:0}', integrity })).toBe(
    `<style data-href="http://r.test/a.css" data-integrity="${integrity}">p{margin:0}</style>`,
  );
});
