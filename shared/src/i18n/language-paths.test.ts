import { LANGUAGE_BASENAME, languageOfPath, localisedPath } from './language-paths';

describe('languageOfPath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/jal-mandir', 'en', '/jal-mandir'],
    ['/tools/unit-converter', 'en', '/tools/unit-converter'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/jal-mandir', 'hi', '/jal-mandir'],
    ['/hi/tools/unit-converter', 'hi', '/tools/unit-converter'],
    // Only a whole first segment counts: these are English pages.
    ['/hindi', 'en', '/hindi'],
    ['/history/hi', 'en', '/history/hi'],
  ])('%s is in %s, path %s', (pathname, language, path) => {
    expect(languageOfPath(pathname)).toEqual({ language, path });
  });
});

describe('localisedPath', () => {
  it('leaves English paths as they are', () => {
    expect(localisedPath('/', 'en')).toBe('/');
    expect(localisedPath('/jal-mandir', 'en')).toBe('/jal-mandir');
  });

  it('puts Hindi under /hi, the home page at /hi itself', () => {
    expect(localisedPath('/', 'hi')).toBe('/hi');
    expect(localisedPath('/tools/unit-converter', 'hi')).toBe('/hi/tools/unit-converter');
  });

  it.each([
    ['//evil.example/', 'en', '/evil.example/'],
    ['//evil.example/', 'hi', '/hi/evil.example/'],
    ['/\\evil.example', 'en', '/evil.example'],
    ['/a//b///c', 'en', '/a/b/c'],
    ['', 'en', '/'],
  ] as const)('never gives another host: %s in %s is %s', (path, language, address) => {
    expect(localisedPath(path, language)).toBe(address);
  });

  it('is undone by languageOfPath', () => {
    for (const path of ['/', '/gallery', '/tools/image-editor']) {
      for (const language of ['en', 'hi'] as const) {
        expect(languageOfPath(localisedPath(path, language))).toEqual({ language, path });
      }
    }
  });

  it('uses the basename of each language', () => {
    expect(LANGUAGE_BASENAME).toEqual({ en: '', hi: '/hi' });
  });
});
