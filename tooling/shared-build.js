/**
 * The one build of @pawapuri/shared: shared/tsconfig.build.json compiled by
 * `tsc -b` into shared/dist (CommonJS with declarations), which plain Node
 * loads (the servers, the API's worker thread, build tools and scripts).
 * Bundlers and tests compile the sources instead (shared-source-aliases.js).
 *
 * `sharedBuildProblem()` says why that build is not current: a source or
 * setting changed since it was made (TypeScript's own up-to-date rule, as
 * `tsc -b --dry` applies it), a source's text is not the one it was built
 * from, or one of its files is missing (the last two `tsc -b` alone does not
 * notice, hence `--force` in the advice). The build runs at
 * `npm install`, first in `npm test`, before every Jest run, in `npm run build`
 * and, watched, in `npm run dev`; what loads dist without building it first
 * (every webpack build, `npm run serve`) asks this and refuses a stale build.
 *
 *   node tooling/shared-build.js --check   exit 1, saying why, when stale
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const BUILD_CONFIG = 'shared/tsconfig.build.json';

/** TypeScript's status codes: "A non-dry build would build project …", "… is out of date because …". */
const WOULD_BUILD = 6357;
const OUT_OF_DATE = /^Project .* is out of date because /;

/**
 * A source whose text is not the one the build record holds (its SHA-256,
 * as TypeScript records it): an edit saved while a build was reading the
 * sources leaves the record newer than the file, which the time-based rule
 * of `tsc -b` takes for current. Null when every text matches, or when the
 * record is not in the form this reads (the time-based rule still applies).
 */
function changedSince({ options, fileNames }) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(options.tsBuildInfoFile, 'utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(record.fileNames) || !Array.isArray(record.fileInfos)) return null;
  const recorded = new Map(
    record.fileNames.map((name, i) => [
      path.resolve(path.dirname(options.tsBuildInfoFile), name),
      record.fileInfos[i]?.version ?? record.fileInfos[i],
    ]),
  );
  return (
    fileNames.find((file) => {
      const hash = createHash('sha256').update(fs.readFileSync(file, 'utf8')).digest('hex');
      return recorded.get(path.resolve(file)) !== hash;
    }) ?? null
  );
}

/**
 * Why `root`'s shared/dist is not the build of its sources, or null when it is.
 * @param {string} [root] the repository (a copy of it in tests)
 * @returns {string | null}
 */
function sharedBuildProblem(root = ROOT) {
  const ts = require(require.resolve('typescript', { paths: [root] }));
  const config = path.join(root, BUILD_CONFIG);
  const relative = (file) => path.relative(root, file);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) return `${BUILD_CONFIG} cannot be read`;
  const missing = parsed.fileNames
    .flatMap((file) => ts.getOutputFileNames(parsed, file, false))
    .find((output) => !fs.existsSync(output));
  // tsc -b trusts its build record and does not notice a deleted output.
  if (missing) return `${relative(missing)} is missing`;
  const changed = changedSince(parsed);
  if (changed) return `${relative(changed)} changed during or after the build`;

  const statuses = [];
  const host = ts.createSolutionBuilderHost(
    ts.sys,
    undefined,
    () => {},
    (diagnostic) => statuses.push(diagnostic),
  );
  ts.createSolutionBuilder(host, [config], { dry: true, verbose: true }).build();
  if (!statuses.some((status) => status.code === WOULD_BUILD)) return null;
  const reason = statuses
    .map((status) => ts.flattenDiagnosticMessageText(status.messageText, ' '))
    .find((text) => OUT_OF_DATE.test(text));
  return reason ? reason.replace(root + path.sep, '').replaceAll(root + path.sep, '') : 'stale';
}

/** Throws, saying how to rebuild, when `root`'s shared/dist is stale. */
function assertSharedBuildCurrent(root = ROOT) {
  const problem = sharedBuildProblem(root);
  if (problem) {
    throw new Error(
      `The shared package's build (shared/dist) is stale: ${problem}. Run "npm run build -w @pawapuri/shared -- --force".`,
    );
  }
}

module.exports = { BUILD_CONFIG, assertSharedBuildCurrent, sharedBuildProblem };

if (require.main === module && process.argv.includes('--check')) {
  try {
    assertSharedBuildCurrent();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
