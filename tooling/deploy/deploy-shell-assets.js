'use strict';
const { chmod, copyFile, mkdir, mkdtemp, rm } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { withDeployLock } = require('./pointers-file.js');
const { DEFAULT_KEEP, DEFAULT_MAX_AGE_SECONDS, versionsToPrune } = require('./retention.js');
const {
  listVersions,
  publishVersion,
  readHistory,
  removeVersion,
  writeHistory,
} = require('./versions.js');

/** The folder under the deploy folder that holds the shell's asset versions (SHELL_ASSETS_DIR). */
const SHELL_FOLDER = 'shell';

/**
 * Publishes the shell's kept assets (`files`, relative to `distDir`: its
 * hashed browser files, as the shell's server decides) into
 * `<folder>/shell/<version>/`, written once like a remote's version, records
 * the deploy and prunes versions by the same rule as remotes' (the last
 * `keep`, and every one younger than the longest cache lifetime). Shell
 * instances started with SHELL_ASSETS_DIR=<folder>/shell then answer for
 * these files whichever build they run.
 */
async function deployShellAssets({
  distDir,
  folder,
  files,
  keep = DEFAULT_KEEP,
  maxAgeSeconds = DEFAULT_MAX_AGE_SECONDS,
  now = Date.now(),
}) {
  if (!files.length) throw new Error(`${distDir} has no hashed browser files; is the shell built?`);
  const staging = await mkdtemp(path.join(tmpdir(), 'pawapuri-shell-assets-'));
  try {
    // The version folder keeps the staging folder's mode, and mkdtemp makes it
    // 0700: the shell instances run as another user than the deploy, and must read it.
    await chmod(staging, 0o755);
    for (const file of files) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await copyFile(path.join(distDir, file), path.join(staging, file));
    }
    const { version, published } = await publishVersion(staging, folder, SHELL_FOLDER);
    let removed = [];
    await withDeployLock(folder, async () => {
      const history = await readHistory(folder, SHELL_FOLDER);
      if (history.at(-1)?.version !== version) {
        history.push({ version, at: new Date(now).toISOString() });
        await writeHistory(folder, SHELL_FOLDER, history);
      }
      removed = versionsToPrune({
        versions: await listVersions(folder, SHELL_FOLDER),
        history,
        current: version,
        keep,
        maxAgeMs: maxAgeSeconds * 1000,
        now,
      });
      for (const old of removed) await removeVersion(folder, SHELL_FOLDER, old);
    });
    return { version, published, removed, dir: path.join(folder, SHELL_FOLDER) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

module.exports = { SHELL_FOLDER, deployShellAssets };
