const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const { FILE, remoteChecksSource } = require('./remote-checks-code');

describe('the shell’s compiled remotes.json checks', () => {
  it('are compiled from the schema of remote.json as it is now', () => {
    // Stale: run `node tooling/remote-checks-code.js`.
    expect(fs.readFileSync(FILE, 'utf8')).toBe(remoteChecksSource());
  });

  it('take a page and a navigation entry with children, and refuse a wrong one', () => {
    const { isNavEntry, isPage } = require(FILE);
    const page = { path: '/guide', title: { en: 'Guide', hi: 'मार्गदर्शिका' } };
    const entry = { id: 'guide', path: '/guide', icon: 'map' };
    expect(isPage(page)).toBe(true);
    expect(isPage({ ...page, path: '//evil.example/' })).toBe(false);
    expect(isNavEntry({ ...entry, children: [{ ...entry, id: 'walks' }] })).toBe(true);
    expect(isNavEntry({ ...entry, children: [{ ...entry, icon: 'Map Pin' }] })).toBe(false);
  });
});
