import { requestKind, type RequestFacts } from './request-kind';

const SITE = 'https://pawapuri.example';
const never = { apiUrl: 'https://api.pawapuri.example', geolocationUrl: 'https://ipapi.co/json/' };
const get = (url: string, mode = 'no-cors'): RequestFacts => ({ url, method: 'GET', mode });
const kind = (request: RequestFacts) => requestKind(request, SITE, never);

describe('requestKind', () => {
  it('never caches the visitor API or the location lookup, whatever the address looks like', () => {
    expect(kind(get('https://api.pawapuri.example/api/visitors/stats', 'cors'))).toBe('network');
    expect(kind(get('https://api.pawapuri.example/api/visitors/export.a1b2c3d4.js'))).toBe(
      'network',
    );
    expect(kind(get('https://ipapi.co/json/', 'cors'))).toBe('network');
    expect(kind({ url: `${SITE}/jal-mandir`, method: 'POST', mode: 'navigate' })).toBe('network');
  });

  it('knows an API under a path of the site’s own host', () => {
    const sameHost = { apiUrl: `${SITE}/visitors`, geolocationUrl: '' };
    expect(requestKind(get(`${SITE}/visitors/api/visitors/track`), SITE, sameHost)).toBe('network');
    expect(requestKind(get(`${SITE}/visitors-guide.a1b2c3d4.js`), SITE, sameHost)).toBe('hashed');
  });

  it('goes to the network first for the site’s pages only', () => {
    expect(kind(get(`${SITE}/hi/jal-mandir`, 'navigate'))).toBe('page');
    expect(kind(get('https://elsewhere.example/', 'navigate'))).toBe('network');
  });

  it('caches hashed files of any origin for good, images apart', () => {
    expect(kind(get('https://content.example/464.81021fa9.js'))).toBe('hashed');
    expect(kind(get('https://content.example/1.8169b16c.css'))).toBe('hashed');
    expect(kind(get('https://content.example/assets/jal-mandir-day.1a2b3c4d.svg'))).toBe('image');
  });

  it('caches a stored photograph for good from the API, wherever it is, and nothing else of the API', () => {
    const name = '0123456789abcdef0123456789abcdef-640.avif';
    expect(kind(get(`https://api.pawapuri.example/api/media/${name}`))).toBe('media');
    expect(kind(get(`${SITE}/api/media/${name}`))).toBe('media');
    expect(kind(get(`${SITE}/api/media/0123456789abcdef0123456789abcdef-preview.webp`))).toBe(
      'media',
    );
    // Not a stored file's name, or not under the media path: the API, never cached.
    expect(kind(get('https://api.pawapuri.example/api/media/usage'))).toBe('network');
    expect(kind(get(`https://api.pawapuri.example/api/keepers/media/x/${name}`))).toBe('network');
    expect(kind(get(`https://api.pawapuri.example/api/content/${name}`))).toBe('network');
    expect(
      kind({ url: `https://api.pawapuri.example/api/media/${name}`, method: 'POST', mode: 'cors' }),
    ).toBe('network');
  });

  it('revalidates the federation files, whose names never change', () => {
    expect(kind(get(`${SITE}/remotes.json`, 'cors'))).toBe('federation');
    expect(kind(get('https://content.example/mf-manifest.json', 'cors'))).toBe('federation');
    expect(kind(get('https://content.example/remoteEntry.js'))).toBe('federation');
    expect(kind(get('https://content.example/v/abc/integrity.json'))).toBe('federation');
  });

  it('leaves anything else alone', () => {
    expect(kind(get('https://content.example/remote.json', 'cors'))).toBe('network');
    expect(kind(get('https://content.example/main.js'))).toBe('network');
    expect(kind(get('chrome-extension://abc/x.a1b2c3d4.js'))).toBe('network');
  });
});
