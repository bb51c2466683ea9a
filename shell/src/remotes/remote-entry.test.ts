import { BUILT_IN_REMOTES } from './built-in-remotes';
import { checkEntry, describeProblem } from './remote-entry';

const MANIFEST = 'http://localhost:3002/mf-manifest.json';
const PAGES = [{ path: '/guide', title: { en: 'Guide', hi: 'मार्गदर्शिका' } }];
const SHARE_FIELDS = {
  description: { en: 'A guide to the town.', hi: 'नगर की मार्गदर्शिका।' },
  image: 'og/guide.png',
  artwork: 'src/assets/art/guide.svg',
  keeper: false,
  place: {
    types: ['PlaceOfWorship'],
    name: { en: 'Guide temple', hi: 'मार्गदर्शक मंदिर' },
    latitude: 25.092,
    longitude: 85.539,
    address: {
      locality: 'Pawapuri',
      district: 'Nalanda',
      region: 'Bihar',
      postalCode: '803115',
      country: 'IN',
    },
  },
};

describe('every built-in remote.json', () => {
  it.each(BUILT_IN_REMOTES.map((remote) => [remote.name, remote] as const))(
    '%s follows the same rules as a remotes.json entry',
    (_name, remote) => {
      expect(describeProblem(remote.pages, remote.nav)).toBeNull();
    },
  );

  it('titles every page in English and Hindi, translated rather than copied', () => {
    const pages = BUILT_IN_REMOTES.flatMap((remote) => remote.pages);
    expect(pages.filter((page) => page.title.hi === page.title.en)).toEqual([]);
  });
});

describe('checkEntry', () => {
  it('takes a bare manifest URL or { manifest } for a built-in remote', () => {
    expect(checkEntry(MANIFEST, true)).toEqual({
      ok: true,
      manifest: MANIFEST,
      description: null,
      serverBuild: null,
    });
    expect(checkEntry({ manifest: MANIFEST }, true)).toEqual({
      ok: true,
      manifest: MANIFEST,
      description: null,
      serverBuild: null,
    });
  });

  it('takes the pages and navigation an entry brings', () => {
    const nav = [{ id: 'guide', path: '/guide', icon: 'map' }];
    expect(checkEntry({ manifest: MANIFEST, pages: PAGES, nav }, false)).toEqual({
      ok: true,
      manifest: MANIFEST,
      description: { pages: PAGES, nav },
      serverBuild: null,
    });
  });

  it.each([
    ['missing', undefined, 'it is missing'],
    ['a number', 42, 'its manifest must be an http(s) URL'],
    ['not a URL', { manifest: 'remote_tools' }, 'its manifest must be an http(s) URL'],
    ['a javascript: URL', 'javascript:alert(1)', 'its manifest must be an http(s) URL'],
    ['pages not a list', { manifest: MANIFEST, pages: 'all' }, 'pages: must be a list'],
    [
      'a page without Hindi',
      { manifest: MANIFEST, pages: [{ path: '/guide', title: { en: 'Guide' } }] },
      'pages/0: not as the schema of remote.json has them',
    ],
    [
      'a nav entry without an icon',
      { manifest: MANIFEST, pages: PAGES, nav: [{ id: 'g', path: '/guide' }] },
      'nav/0: not as the schema of remote.json has them',
    ],
    [
      'a nav entry whose icon is no lucide name',
      { manifest: MANIFEST, pages: PAGES, nav: [{ id: 'g', path: '/guide', icon: 'Map Pin' }] },
      'nav/0: not as the schema of remote.json has them',
    ],
    [
      'a nav entry with neither a title nor a page',
      { manifest: MANIFEST, pages: PAGES, nav: [{ id: 'g', path: '/other', icon: 'map' }] },
      'nav/0/title: needed, as /other is not one of the pages',
    ],
  ])('refuses an entry that is %s', (_what, entry, reason) => {
    const check = checkEntry(entry, true);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain(reason);
  });

  it('takes the sharing and search fields of a page', () => {
    const pages = [{ ...PAGES[0], ...SHARE_FIELDS }];
    expect(checkEntry({ manifest: MANIFEST, pages }, false)).toEqual({
      ok: true,
      manifest: MANIFEST,
      description: { pages, nav: [] },
      serverBuild: null,
    });
  });

  it("takes a place with neither name nor point: the published place's are used", () => {
    const { types, address } = SHARE_FIELDS.place;
    const bare = { types, address };
    const pages = [{ ...PAGES[0], place: bare }];
    expect(checkEntry({ manifest: MANIFEST, pages }, false).ok).toBe(true);
  });

  it.each([
    ['a description without Hindi', { description: { en: 'A guide.' } }, ''],
    ['an image at another host', { image: 'https://example.com/og.png' }, ''],
    ['an image above the base URL', { image: '../og/guide.png' }, ''],
    ['an image at an absolute path', { image: '/og/guide.png' }, ''],
    ['keeper not a boolean', { keeper: 'yes' }, ''],
    ['a place off the globe', { place: { ...SHARE_FIELDS.place, latitude: 125 } }, ''],
    [
      'a place with half a point',
      { place: { ...SHARE_FIELDS.place, longitude: undefined } },
      '/place',
    ],
    ['a place without types', { place: { ...SHARE_FIELDS.place, types: [] } }, ''],
    ['a place without an address', { place: { ...SHARE_FIELDS.place, address: 'Pawapuri' } }, ''],
  ])(
    'refuses a page with %s, naming the page (its field when the rule spans fields)',
    (_what, fields, field) => {
      const check = checkEntry({ manifest: MANIFEST, pages: [{ ...PAGES[0], ...fields }] }, false);
      expect(check.ok ? '' : check.reason).toMatch(new RegExp(`^pages/0${field}: `));
    },
  );

  it('takes a navigation icon the shell does not draw: the menu shows a plain dot for it', () => {
    const nav = [{ id: 'guide', path: '/guide', icon: 'rocket' }];
    expect(checkEntry({ manifest: MANIFEST, pages: PAGES, nav }, false).ok).toBe(true);
  });

  const SERVER_BUILD = {
    path: 'server/routes.1a2b3c4d.js',
    integrity: `sha384-${'a1+/'.repeat(16)}`,
  };

  it('takes the server build an entry publishes, with its digest', () => {
    for (const integrity of [
      SERVER_BUILD.integrity,
      `sha256-${'b'.repeat(43)}=`,
      `sha512-${'c'.repeat(86)}==`,
    ]) {
      const serverBuild = { ...SERVER_BUILD, integrity };
      expect(checkEntry({ manifest: MANIFEST, serverBuild }, true)).toEqual({
        ok: true,
        manifest: MANIFEST,
        description: null,
        serverBuild,
      });
    }
  });

  it.each([
    ['no digest', { path: SERVER_BUILD.path }],
    ['a digest of an unknown algorithm', { ...SERVER_BUILD, integrity: `md5-${'a'.repeat(22)}==` }],
    ['a digest of the wrong length', { ...SERVER_BUILD, integrity: `sha384-${'a'.repeat(63)}` }],
    ['a file on another host', { ...SERVER_BUILD, path: 'https://evil.example/routes.js' }],
    ['a file above the manifest’s folder', { ...SERVER_BUILD, path: '../routes.js' }],
    ['a file at an absolute path', { ...SERVER_BUILD, path: '/server/routes.js' }],
    ['not an object', 'server/routes.1a2b3c4d.js'],
  ])('refuses a server build with %s', (_what, serverBuild) => {
    const check = checkEntry({ manifest: MANIFEST, serverBuild }, true);
    expect(check.ok ? '' : check.reason).toContain('serverBuild must be { path, integrity }');
  });

  it.each(['//evil.example/', '/\\evil.example', '/guide//walks'])(
    'refuses a page whose path a browser could read as another host: %s',
    (path) => {
      const check = checkEntry({ manifest: MANIFEST, pages: [{ ...PAGES[0], path }] }, false);
      expect(check.ok ? '' : check.reason).toContain('pages/0: not as the schema of remote.json');
    },
  );

  it('asks a remote the shell was not built with for its pages', () => {
    expect(checkEntry(MANIFEST, false)).toEqual({
      ok: false,
      reason: 'a remote the shell was not built with must list its pages',
    });
  });
});
