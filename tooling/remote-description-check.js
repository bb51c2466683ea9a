/**
 * Checks a remote's remote.json against the schema of remote.json
 * (@pawapuri/shared/contract/remote-description) when the app builds: every
 * field's shape, and every navigation icon one the shell's sprite draws
 * (shell/src/icons/icon-names.json). A wrong file fails the build with one
 * line per field it names.
 */
const fs = require('node:fs');
const path = require('node:path');
const { WebpackError } = require('webpack');
const { navigation: NAVIGATION_ICONS } = require('../shell/src/icons/icon-names.json');

const ROOT = path.join(__dirname, '..');

/** The schema check, from shared's compiled contract. */
function schemaCheck() {
  try {
    return require('@pawapuri/shared/contract/remote-description');
  } catch (error) {
    throw new Error(
      `The remote.json check needs the compiled contract: run "npm run build -w @pawapuri/shared" (${error.message}).`,
    );
  }
}

/**
 * What is wrong with the remote.json at `file`, one line per field, each
 * starting with the file's path from the repository's root; empty when nothing is.
 * @param {string} file
 * @returns {string[]}
 */
function remoteFileProblems(file) {
  const name = path.relative(ROOT, file);
  let description;
  try {
    description = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${name}: cannot be read as JSON (${error.message})`];
  }
  return schemaCheck()
    .remoteDescriptionProblems(description, NAVIGATION_ICONS)
    .map((problem) => `${name}: ${problem}`);
}

/** Fails the compilation with the problems of each remote.json it is given, and rechecks on a change. */
class RemoteDescriptionCheck {
  /** @param {string[]} files */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptionCheck', (compilation) => {
      for (const file of this.files) {
        compilation.fileDependencies.add(file);
        for (const problem of remoteFileProblems(file)) {
          const error = new WebpackError(problem);
          error.name = 'RemoteDescriptionError';
          compilation.errors.push(error);
        }
      }
    });
  }
}

module.exports = { RemoteDescriptionCheck, remoteFileProblems };
