/** @jest-environment node */
import { preloadedScripts } from './preloaded-scripts';
import type { RemoteServerBuild } from './remote-server-builds';

const CONTENT = 'http://localhost:3001';
const build = {
  assets: {
    scripts: [`${CONTENT}/remoteEntry.js`, `${CONTENT}/__federation_expose_Routes.1a2b3c4d.js`],
    styles: [],
    lazyScripts: [
      `${CONTENT}/gallery.5e6f7a8b.js`,
      `${CONTENT}/home.9a8b7c6d.js`,
      `${CONTENT}/905.7d2c73e8.js`,
      `${CONTENT}/i18n-en.f9de5866.js`,
      `${CONTENT}/i18n-hi.1ba42b5e.js`,
    ],
  },
} as unknown as RemoteServerBuild;

describe('preloadedScripts', () => {
  it("names the remote's container and routes, the language's catalog and the pages' chunks", () => {
    expect(preloadedScripts(build, 'hi', ['gallery'])).toEqual([
      `${CONTENT}/remoteEntry.js`,
      `${CONTENT}/__federation_expose_Routes.1a2b3c4d.js`,
      `${CONTENT}/gallery.5e6f7a8b.js`,
      `${CONTENT}/i18n-hi.1ba42b5e.js`,
    ]);
  });

  it('names no lazy chunk a page did not render, and none for an unknown name', () => {
    expect(preloadedScripts(build, 'en', ['unit-converter'])).toEqual([
      `${CONTENT}/remoteEntry.js`,
      `${CONTENT}/__federation_expose_Routes.1a2b3c4d.js`,
      `${CONTENT}/i18n-en.f9de5866.js`,
    ]);
  });
});
