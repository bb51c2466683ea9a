'use strict';
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { FILE_LIST, fileListText, isListed } = require('@pawapuri/shared/deploy');
const { integrityValue } = require('../integrity-value');
const { walkFiles } = require('./version-id');

/** The list's text for the files of the version in `dir` (each file's SHA-384). */
async function fileListOf(dir) {
  const files = {};
  for (const file of await walkFiles(dir)) {
    if (isListed(file)) files[file] = integrityValue(await readFile(path.join(dir, file)));
  }
  return fileListText(files);
}

/**
 * Writes the file list into the version folder `dir` (created only when
 * missing: it is derived from the folder's other files, so a version
 * deployed before lists existed gets it on its next deploy, rollback or
 * refresh) and answers what the pointer carries of it. A list already there
 * that does not match the files is refused: the folder was changed after
 * it was written.
 */
async function ensureFileList(dir) {
  const text = await fileListOf(dir);
  const file = path.join(dir, FILE_LIST);
  const found = await readFile(file, 'utf8').catch(() => null);
  if (found === null) {
    await writeFile(file, text, { flag: 'wx' }).catch(async (error) => {
      // Another deploy of the same version wrote it first: it must be the same.
      if (error.code !== 'EEXIST' || (await readFile(file, 'utf8')) !== text) throw error;
    });
  } else if (found !== text) {
    throw new Error(
      `${file} does not list the files of ${dir}; a version folder is never rewritten`,
    );
  }
  return { path: FILE_LIST, integrity: integrityValue(Buffer.from(text, 'utf8')) };
}

module.exports = { ensureFileList, fileListOf };
