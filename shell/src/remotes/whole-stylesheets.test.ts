import { linkWholeStylesheets } from './whole-stylesheets';

function page(rendered: boolean): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML =
    '<base href="http://localhost:3000/hi/tools/unit-converter">' +
    '<style data-href="61.aaaaaaaa.css">.a{color:red}</style>' +
    '<style data-href="http://localhost:3001/home.bbbbbbbb.css">.b{color:blue}</style>' +
    '<style>.injected{color:green}</style>';
  doc.body.innerHTML = `<div id="root"${rendered ? ' data-server-rendered' : ''}></div>`;
  return doc;
}

const heads = (doc: Document) =>
  Array.from(doc.head.querySelectorAll('style, link'), (element) =>
    element instanceof HTMLLinkElement
      ? `link ${element.getAttribute('href')} (${element.dataset.href})`
      : `style ${element.getAttribute('data-href') ?? '-'}`,
  );

describe('linkWholeStylesheets', () => {
  it('links each written-in stylesheet whole, right after its written-in rules, the shell’s from the site’s root', () => {
    const doc = page(true);
    linkWholeStylesheets(doc);
    expect(heads(doc)).toEqual([
      'style 61.aaaaaaaa.css',
      'link http://localhost:3000/61.aaaaaaaa.css (61.aaaaaaaa.css)',
      'style http://localhost:3001/home.bbbbbbbb.css',
      'link http://localhost:3001/home.bbbbbbbb.css (http://localhost:3001/home.bbbbbbbb.css)',
      'style -',
    ]);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  });

  it('removes the written-in rules once the whole stylesheet has loaded, and keeps them when it fails', () => {
    const doc = page(true);
    linkWholeStylesheets(doc);
    const [shell, remote] = Array.from(doc.querySelectorAll('link'));
    shell?.dispatchEvent(new Event('load'));
    remote?.dispatchEvent(new Event('error'));
    expect(heads(doc)).toEqual([
      'link http://localhost:3000/61.aaaaaaaa.css (61.aaaaaaaa.css)',
      'style http://localhost:3001/home.bbbbbbbb.css',
      'link http://localhost:3001/home.bbbbbbbb.css (http://localhost:3001/home.bbbbbbbb.css)',
      'style -',
    ]);
  });

  it('links nothing on a page the browser renders (its stylesheets are written in whole)', () => {
    const doc = page(false);
    linkWholeStylesheets(doc);
    expect(doc.querySelectorAll('link')).toHaveLength(0);
  });
});

it('links a remote’s stylesheet with the digest the server checked its written-in text by, with CORS', () => {
  const digest = `sha384-${'E'.repeat(64)}`;
  const doc = page(true);
  doc.querySelector('style[data-href^="http"]')?.setAttribute('data-integrity', digest);
  linkWholeStylesheets(doc);
  const [shell, remote] = Array.from(doc.querySelectorAll('link'));
  expect(remote?.integrity).toBe(digest);
  expect(remote?.crossOrigin).toBe('anonymous');
  expect(shell?.hasAttribute('integrity')).toBe(false);
});
