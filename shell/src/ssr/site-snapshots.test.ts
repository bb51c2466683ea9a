/** @jest-environment node */
import { siteSnapshots } from './site-snapshots';

const GUIDE = JSON.stringify({
  remote_guide: {
    manifest: 'https://guide.example/mf-manifest.json',
    pages: [{ path: '/guide', title: { en: 'Guide', hi: 'गाइड' } }],
    nav: [],
  },
});

test('a remotes.json text is read once, its problems logged once, while it is kept', () => {
  const logged: string[] = [];
  const siteFor = siteSnapshots((line) => logged.push(line), 2);
  const first = siteFor('not json');
  expect(siteFor('not json')).toBe(first);
  expect(logged).toHaveLength(1);
  const guide = siteFor(GUIDE);
  expect(guide.remotes.map((remote) => remote.name)).toContain('remote_guide');
  expect(guide.hash).not.toBe(first.hash);
});

test('past the texts it keeps, the least recently used one is read again', () => {
  const logged: string[] = [];
  const siteFor = siteSnapshots((line) => logged.push(line), 1);
  const first = siteFor('[]');
  siteFor(GUIDE);
  expect(siteFor('[]')).not.toBe(first);
  expect(logged.filter((line) => line.startsWith('remotes.json is not'))).toHaveLength(2);
});
