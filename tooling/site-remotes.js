/**
 * The remotes of the site, found by folder name: every `remote-*` folder with
 * a `remote.json` (its federation name, port, pages and navigation). The shell
 * build, the start and dev scripts, the Jest setup and the end-to-end tests
 * all read them from here, so a new remote is one new folder.
 */
const { integrityValue } = require('./integrity-value');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

/** @returns {{ folder: string, description: import('@pawapuri/shared').RemoteDescription }[]} */
function listRemotes(root = ROOT) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
    .map((entry) => entry.name)
    .filter((folder) => fs.existsSync(path.join(root, folder, 'remote.json')))
    .sort()
    .map((folder) => ({
      folder,
      description: JSON.parse(fs.readFileSync(path.join(root, folder, 'remote.json'), 'utf8')),
    }));
}

/** The file in a remote's `server/` folder naming its server build (`{ "routes": "routes.<hash>.js" }`). */
const SSR_MANIFEST = 'ssr.json';

/** Digests already computed, by file and its size and change time: a build is hashed once. */
const digests = new Map();

/**
 * The server build of a remote's built folder as remotes.json publishes it:
 * its file (relative to the folder, where the manifest is) and the SHA-384
 * digest of that file's bytes, which the shell's server checks before it
 * runs the file. Null when the folder has no server build.
 * @param {string} distDir
 * @returns {{ path: string, integrity: string } | null}
 */
function serverBuildOf(distDir) {
  let routes;
  try {
    ({ routes } = JSON.parse(fs.readFileSync(path.join(distDir, 'server', SSR_MANIFEST), 'utf8')));
  } catch {
    return null;
  }
  if (typeof routes !== 'string' || !/^[\w.-]+\.js$/.test(routes)) return null;
  const file = path.join(distDir, 'server', routes);
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const key = `${file}\n${stat.size}\n${stat.mtimeMs}`;
  if (!digests.has(key)) {
    digests.set(key, integrityValue(fs.readFileSync(file)));
  }
  return { path: `server/${routes}`, integrity: digests.get(key) };
}

/**
 * The shell's remotes.json: one entry per remote, carrying its manifest URL,
 * the description the shell needs before loading it (pages and navigation)
 * and, when `serverBuildOf` gives one, its server build and digest.
 * @param {import('@pawapuri/shared').RemoteDescription[]} descriptions
 * @param {(description: import('@pawapuri/shared').RemoteDescription) => string} manifestOf
 * @param {(description: import('@pawapuri/shared').RemoteDescription) => ({ path: string, integrity: string } | null)} [serverBuildOf]
 */
function remotesFile(descriptions, manifestOf, serverBuildOf = () => null) {
  return Object.fromEntries(
    descriptions.map((description) => {
      const serverBuild = serverBuildOf(description);
      return [
        description.name,
        {
          manifest: manifestOf(description),
          pages: description.pages,
          nav: description.nav,
          ...(serverBuild ? { serverBuild } : {}),
        },
      ];
    }),
  );
}

/**
 * The paths of the pages marked `essential` in the remotes' remote.json, in
 * the remotes' order: the pages a pilgrim's phone saves for offline reading.
 * @param {import('@pawapuri/shared').RemoteDescription[]} descriptions
 */
function essentialPaths(descriptions) {
  return descriptions.flatMap((description) =>
    description.pages.filter((page) => page.essential).map((page) => page.path),
  );
}

module.exports = { listRemotes, remotesFile, serverBuildOf, essentialPaths, SSR_MANIFEST };
