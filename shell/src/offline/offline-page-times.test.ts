import { fillSavedTimes } from './offline-page-times';

// The offline page as its build writes it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { offlinePageHtml } = require('../../../tooling/offline-page.js') as {
  offlinePageHtml: (input: {
    pages: { en: { href: string; title: string }; hi: { href: string; title: string } }[];
    colours: Record<'primary' | 'bg' | 'ink' | 'border', string>;
  }) => string;
};

const colours = { primary: '#800', bg: '#fff', ink: '#111', border: '#ccc' };
const html = offlinePageHtml({
  colours,
  pages: [
    { en: { href: '/', title: 'Home' }, hi: { href: '/hi', title: 'मुखपृष्ठ' } },
    { en: { href: '/cabs', title: 'Cabs' }, hi: { href: '/hi/cabs', title: 'टैक्सी' } },
  ],
});

describe('the offline page’s saved times', () => {
  it('says when each listed page was saved, in its section’s language, or that it is not saved', async () => {
    const saved = new Map([
      ['/', Date.parse('2026-11-26T03:40:00Z')],
      ['/hi', Date.parse('2026-11-26T03:40:00Z')],
    ]);
    const asked: string[] = [];
    const filled = await fillSavedTimes(html, (href) => {
      asked.push(href);
      return Promise.resolve(saved.get(href) ?? null);
    });
    expect(asked.sort()).toEqual(['/', '/cabs', '/hi', '/hi/cabs']);
    expect(filled).toContain(
      '<a href="/">Home</a> <small class="saved">— saved 26 November 2026, 09:10 India time</small>',
    );
    expect(filled).toContain(
      '<a href="/cabs">Cabs</a> <small class="saved">— not saved on this device yet</small>',
    );
    expect(filled).toContain(
      '<a href="/hi">मुखपृष्ठ</a> <small class="saved">— सहेजा गया: 26 नवंबर 2026, 09:10 बजे (भारतीय समय)</small>',
    );
    expect(filled).toContain('— इस डिवाइस पर अभी सहेजा नहीं गया');
  });

  it('finds the links of the page as the build minifies it (addresses unquoted)', async () => {
    const minified = '<ul><li><a href=/hi/cabs>टैक्सी</a><li><a href=/cabs>Cabs</a></ul>';
    const filled = await fillSavedTimes(minified, () => Promise.resolve(null));
    expect(filled).toBe(
      '<ul><li><a href=/hi/cabs>टैक्सी</a> <small class="saved">— इस डिवाइस पर अभी सहेजा नहीं गया</small><li><a href=/cabs>Cabs</a> <small class="saved">— not saved on this device yet</small></ul>',
    );
  });
});
