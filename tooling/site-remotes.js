/**
 * The remotes of the site, found by folder name: every `remote-*` folder with
 * a `remote.json` (its federation name, port, pages and navigation). The shell
 * build, the start and dev scripts, the Jest setup and the end-to-end tests
 * all read them from here, so a new remote is one new folder.
 */
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

/**
 * The shell's remotes.json: one entry per remote, carrying its manifest URL and
 * the description the shell needs before loading it (pages and navigation).
 * @param {import('@pawapuri/shared').RemoteDescription[]} descriptions
 * @param {(description: import('@pawapuri/shared').RemoteDescription) => string} manifestOf
 */
function remotesFile(descriptions, manifestOf) {
  return Object.fromEntries(
    descriptions.map((description) => [
      description.name,
      { manifest: manifestOf(description), pages: description.pages, nav: description.nav },
    ]),
  );
}

module.exports = { listRemotes, remotesFile };
