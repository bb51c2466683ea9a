import { assetUrlsInManifest, assetUrlsInPage, manifestUrlOf } from './page-assets';

describe('assetUrlsInPage', () => {
  it('reads the scripts a rendered page lists for its closing script', () => {
    const html =
      '<body><main>Cabs</main><script type="application/json" id="page-scripts">' +
      '{"entries":["/main.d654ee0e.js"],"preloads":["/470.5e6f7a8b.js","http://localhost:3001/remoteEntry.js"]}' +
      '</script><script>(function(){})()</script></body>';
    expect(assetUrlsInPage(html, 'http://localhost:3000/cabs')).toEqual([
      'http://localhost:3000/main.d654ee0e.js',
      'http://localhost:3000/470.5e6f7a8b.js',
      'http://localhost:3001/remoteEntry.js',
    ]);
  });

  it('reads stylesheets, written-in ones too, preloads, scripts and images, absolute, once each', () => {
    const html = `<head><link rel="icon" href="data:image/svg+xml,x"><link rel="manifest" href="/manifest.webmanifest">
      <style data-href="61.197601b9.css">h1{margin:0}</style><style>.injected{margin:0}</style>
      <link rel="stylesheet" href="http://localhost:3001/1.8169b16c.css">
      <link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">
      <script defer src="/main.d654ee0e.js"></script></head>
      <body><img alt="" src="http://localhost:3001/assets/a.1a2b3c4d.svg?x=1&amp;y=2"><img src="data:image/png;base64,AA">
      <script src="/main.d654ee0e.js"></script></body>`;
    expect(assetUrlsInPage(html, 'http://localhost:3000/hi/cabs')).toEqual([
      'http://localhost:3000/61.197601b9.css',
      'http://localhost:3001/1.8169b16c.css',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3000/main.d654ee0e.js',
      'http://localhost:3001/assets/a.1a2b3c4d.svg?x=1&y=2',
    ]);
  });
});

describe('assetUrlsInManifest', () => {
  it('lists the container and every chunk and stylesheet of the exposed modules, lazy ones too', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['337.7d77270e.js'] } } }],
      exposes: [
        {
          assets: {
            js: { sync: ['464.81021fa9.js'], async: ['509.d99ed5fe.js', '464.81021fa9.js'] },
            css: { sync: ['1.8169b16c.css'], async: [] },
          },
        },
      ],
    };
    const url = manifestUrlOf('https://cdn.example/content/remoteEntry.js');
    expect(url).toBe('https://cdn.example/content/mf-manifest.json');
    expect(assetUrlsInManifest(manifest, url)).toEqual([
      'https://cdn.example/content/remoteEntry.js',
      'https://cdn.example/content/464.81021fa9.js',
      'https://cdn.example/content/509.d99ed5fe.js',
      'https://cdn.example/content/1.8169b16c.css',
    ]);
  });

  it('reads nothing from something that is not a manifest', () => {
    expect(assetUrlsInManifest(null, 'https://cdn.example/mf-manifest.json')).toEqual([]);
    expect(assetUrlsInManifest({ exposes: [{}] }, 'https://cdn.example/mf-manifest.json')).toEqual(
      [],
    );
  });
});
