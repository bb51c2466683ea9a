const { test, expect } = require('@jest/globals');
const { offlinePageHtml } = require('./offline-page');

const colours = { primary: '#7a1f0b', bg: '#fffaf2', ink: '#2b1d14', border: '#ead9c6' };
const pages = [
  { en: { href: '/', title: 'Home' }, hi: { href: '/hi', title: 'मुख्य पृष्ठ' } },
  { en: { href: '/cabs', title: 'Cabs & <taxis>' }, hi: { href: '/hi/cabs', title: 'कैब' } },
];

test('lists every saved page in both languages, each in its own section', () => {
  const html = offlinePageHtml({ pages, colours });
  const english = /<section lang="en">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  const hindi = /<section lang="hi">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  expect(english).toContain('You are offline');
  expect(english).toContain('<a href="/cabs">Cabs &amp; &lt;taxis&gt;</a>');
  expect(english).not.toContain('/hi/cabs');
  expect(hindi).toContain('आप ऑफ़लाइन हैं');
  expect(hindi).toContain('<a href="/hi">मुख्य पृष्ठ</a>');
  expect(hindi).toContain('<a href="/hi/cabs">कैब</a>');
});

test('needs no other file: its styles are inline and it names no script or stylesheet', () => {
  const html = offlinePageHtml({ pages, colours });
  expect(html).toContain('<style>');
  expect(html).not.toMatch(/<script|<link/);
  expect(html).toContain('color:#7a1f0b');
});
