'use strict';
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');
const {
  SHELL_PROVIDES_FILE,
  incompatibilities,
  isShellProvides,
} = require('@pawapuri/shared/deploy');
const { SHELL_FOLDER } = require('./deploy-shell-assets.js');
const { readPointers } = require('./pointers-file.js');
const { readHistory } = require('./versions.js');

const MANIFEST = 'mf-manifest.json';
const FETCH_TIMEOUT_MS = 10_000;
/** The shell's own build in this repository: the shell a deploy checks against when no deployed one is found. */
const SITE_SHELL_BUILD = path.join(__dirname, '..', '..', 'shell', 'dist');

const isUrl = (location) => /^https?:\/\//i.test(location);
const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The file of a shell to check against, for `location`: a URL (of the file,
 * or of the shell's folder), a shell-provides.json, a shell's build folder,
 * or the folder of its deployed assets (`<deploy folder>/shell`, whose
 * newest deployed version is read).
 */
async function providesFile(location) {
  if (isUrl(location)) {
    return location.endsWith('.json')
      ? location
      : new URL(SHELL_PROVIDES_FILE, location.endsWith('/') ? location : `${location}/`).href;
  }
  if (location.endsWith('.json')) return location;
  const inBuild = path.join(location, SHELL_PROVIDES_FILE);
  if (await exists(inBuild)) return inBuild;
  const newest = (await readHistory(path.dirname(location), path.basename(location))).at(-1);
  if (newest) return path.join(location, newest.version, SHELL_PROVIDES_FILE);
  return inBuild;
}

/** What the shell at `location` provides, read from its published shell-provides.json. */
async function readShellProvides(location) {
  const file = await providesFile(location);
  let text;
  try {
    if (isUrl(file)) {
      const response = await fetch(file, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(file, 'utf8');
    }
  } catch (error) {
    throw new Error(
      `${file} cannot be read (${error.message}); build or deploy the shell, or name it with --shell`,
    );
  }
  let provides;
  try {
    provides = JSON.parse(text);
  } catch {
    provides = null;
  }
  if (!isShellProvides(provides)) {
    throw new Error(`${file} is not a shell's ${SHELL_PROVIDES_FILE}`);
  }
  return { file, provides };
}

/**
 * The shells a remote deployed into `folder` is checked against when none is
 * named: the newest shell version deployed into the same folder
 * (`npm run deploy -w shell -- --to <folder>`), else the site's own shell build.
 */
async function defaultShells(folder) {
  const deployed = path.join(folder, SHELL_FOLDER);
  if ((await readHistory(folder, SHELL_FOLDER)).length) return [deployed];
  return [SITE_SHELL_BUILD];
}

/**
 * Checks the built remote in `dir` (its mf-manifest.json and the remote.json
 * its build stamped with a contract version) against every shell in
 * `shells`, and throws, naming each package, the remote's range and the
 * shell's version, when one of them cannot run it. Deploy calls it before
 * anything is published; any command that switches a pointer can.
 */
async function assertShellsCanRun(dir, shells) {
  if (!shells.length) throw new Error('no shell to check the remote against (--shell)');
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
  const { name, contract } = JSON.parse(await readFile(path.join(dir, 'remote.json'), 'utf8'));
  const refusals = [];
  for (const location of shells) {
    const { file, provides } = await readShellProvides(location);
    const problems = incompatibilities(manifest, contract, provides);
    if (problems.length)
      refusals.push(`the shell of ${file} cannot run it: ${problems.join('; ')}`);
  }
  if (refusals.length) {
    const error = new Error(`${name} is refused, ${refusals.join('. And ')}.`);
    error.name = 'IncompatibleRemoteError';
    throw error;
  }
}

/**
 * The other way round, before a shell is published: checks every live
 * remote deployed into `folder` (its remotes.json, each pointer's version
 * folder) against the shell at `shell`, and throws, naming each remote it
 * cannot run, so a shell upgrade does not strand the remotes already live.
 * A folder without remotes.json has nothing to check.
 */
async function assertShellRunsDeployed(shell, folder) {
  const pointers = await readPointers(folder);
  const refusals = [];
  for (const [remote, pointer] of Object.entries(pointers)) {
    const manifest = typeof pointer?.manifest === 'string' ? pointer.manifest : '';
    // Only version folders a deploy wrote here (remote/version/mf-manifest.json) can be read.
    if (!/^[a-z][a-z0-9_]*\/[0-9a-f]{12}\/mf-manifest\.json$/.test(manifest)) continue;
    try {
      await assertShellsCanRun(path.join(folder, path.dirname(manifest)), [shell]);
    } catch (error) {
      if (error.name !== 'IncompatibleRemoteError') throw error;
      refusals.push(`${remote} ${pointer.version}: ${error.message}`);
    }
  }
  if (refusals.length) {
    throw new Error(
      `the shell cannot run the live remotes of ${folder}; deploy versions of them built for it first. ${refusals.join(' ')}`,
    );
  }
}

module.exports = {
  assertShellRunsDeployed,
  assertShellsCanRun,
  defaultShells,
  readShellProvides,
  SITE_SHELL_BUILD,
};
