'use strict';
const { createHash } = require('node:crypto');
const { readdir, readFile } = require('node:fs/promises');
const path = require('node:path');
const { FILE_LIST } = require('@pawapuri/shared/deploy');

/** Every file under `dir` (relative, '/'-separated, sorted). */
async function walkFiles(dir) {
  const files = [];
  async function walk(relative) {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) files.push(name);
    }
  }
  await walk('');
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Every file under `dir` (relative, '/'-separated, sorted) with the SHA-256
 * of its bytes. A version's file list is left out: it is made from the
 * other files, so a build has the same id before and after it is written.
 */
async function listFiles(dir) {
  const files = [];
  for (const name of await walkFiles(dir)) {
    if (name === FILE_LIST) continue;
    const bytes = await readFile(path.join(dir, name));
    files.push({ path: name, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return files;
}

/**
 * A build's version id, from its content alone: the first 12 hex digits of
 * the SHA-256 over its sorted (path, file SHA-256) list. The same files give
 * the same id wherever and whenever they were built; any changed, added or
 * removed file gives another.
 */
function versionId(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex').slice(0, 12);
}

/** The version id of the build in `dir`. */
async function versionOf(dir) {
  return versionId(await listFiles(dir));
}

module.exports = { listFiles, versionId, versionOf, walkFiles };
