'use strict';
const { createHash } = require('node:crypto');
const { readdir, readFile } = require('node:fs/promises');
const path = require('node:path');

/** Every file under `dir` (relative, '/'-separated, sorted) with the SHA-256 of its bytes. */
async function listFiles(dir) {
  const files = [];
  async function walk(relative) {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile()) {
        const bytes = await readFile(path.join(dir, name));
        files.push({ path: name, sha256: createHash('sha256').update(bytes).digest('hex') });
      }
    }
  }
  await walk('');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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

module.exports = { listFiles, versionId, versionOf };
