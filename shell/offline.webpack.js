/**
 * What makes the site installable and usable offline, added to the shell's
 * production build: the web app manifest and its icons (drawn from the
 * logo), the offline page, and the service worker (dist/sw.js, Workbox's
 * InjectManifest with the shell's own files as its precache list).
 */
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { essentialPaths, listRemotes } = require('../tooling/site-remotes');
const { tokenColour } = require('../tooling/site-identity');
const { APP_ICONS, webAppManifest } = require('../tooling/web-app-manifest');
const { iconPng } = require('../tooling/app-icons');
const { offlinePageHtml } = require('../tooling/offline-page');
const buildSettingDefinitions = require('../tooling/build-settings');

const NAME = 'pawapuri-offline-files';
const MANIFEST = 'manifest.webmanifest';

/** The essential pages with their titles in both languages, for the offline page. */
function essentialPages() {
  const { localisedPath } = require('@pawapuri/shared/seo');
  const pages = listRemotes().flatMap((remote) => remote.description.pages);
  return pages
    .filter((page) => page.essential)
    .map(({ path, title }) => ({
      en: { href: localisedPath(path, 'en'), title: title.en },
      hi: { href: localisedPath(path, 'hi'), title: title.hi },
    }));
}

/** The essential pages' paths, for the service worker to save up front. */
const essentialPageDefinitions = () => ({
  __ESSENTIAL_PAGES__: JSON.stringify(
    essentialPaths(listRemotes().map((remote) => remote.description)),
  ),
});

/** The web app manifest and its icons; in production also the offline page. */
function offlineFiles(compiler) {
  const files = { [MANIFEST]: `${JSON.stringify(webAppManifest(), null, 2)}\n` };
  for (const icon of APP_ICONS) files[icon.file] = iconPng(icon.purpose, icon.size);
  // Only the service worker shows it, and only production builds have one (and the
  // compiled @pawapuri/shared/seo this needs).
  if (compiler.options.mode === 'production') {
    const colours = Object.fromEntries(
      ['primary', 'bg', 'ink', 'border'].map((name) => [name, tokenColour(name)]),
    );
    files['offline.html'] = offlinePageHtml({ pages: essentialPages(), colours });
  }
  return files;
}

/** The links every page's head carries (tooling/index.html). */
const htmlOptions = { manifest: `/${MANIFEST}`, touchIcon: `/${APP_ICONS[0].file}` };

/** The service worker, in production builds only (the development server reloads code live). */
class ServiceWorker {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    new InjectManifest({
      swSrc: path.join(__dirname, 'service-worker/index.ts'),
      swDest: 'sw.js',
      // Only what the shell's pages load: not the compressed copies, source maps, the server
      // build, the files edited on deploy (remotes.json) or read by crawlers, nor the
      // maskable and large icons a phone fetches only when installing.
      exclude: [
        /\.map$/,
        /\.(br|gz)$/,
        /^server\//,
        /\.LICENSE\.txt$/,
        /^(index\.html|remotes\.json|sitemap\.xml|robots\.txt|remote\.json)$/,
        /^icons\/icon-512\.png$/,
        /^icons\/icon-maskable/,
      ],
      webpackCompilationPlugins: [
        new DefinePlugin({ ...buildSettingDefinitions(), ...essentialPageDefinitions() }),
      ],
    }).apply(compiler);
  }
}

module.exports = function offlinePlugins() {
  return [new EmitFilesPlugin(NAME, offlineFiles), new ServiceWorker()];
};

module.exports.htmlOptions = htmlOptions;
