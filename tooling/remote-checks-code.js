/**
 * The shell's browser check of remotes.json entries, compiled from the
 * schema of remote.json (@pawapuri/shared/contract/remote-description) into
 * plain functions: the browser runs them without the schema library (too
 * heavy for every page) and without `eval` (the pages' CSP forbids it).
 * `node tooling/remote-checks-code.js` writes the file again; a test fails
 * when it is stale.
 */
const fs = require('node:fs');
const path = require('node:path');
const { TypeCompiler } = require('@sinclair/typebox/compiler');

const FILE = path.join(__dirname, '../shell/src/remotes/remote-checks.generated.js');

/** A compiled check as a CommonJS export: TypeCompiler's code is a function body. */
const exported = (name, schema) =>
  `exports.${name} = (function () {\n${TypeCompiler.Code(schema, [], { language: 'javascript' })}\n})();\n`;

/** The file's text: the checks of one page, one navigation entry and a server build. */
function remoteChecksSource() {
  const {
    navEntrySchema,
    PageDescriptionSchema,
    ServerBuildPointerSchema,
  } = require('@pawapuri/shared/contract/remote-description');
  return [
    '/* Compiled from the schema of remote.json by tooling/remote-checks-code.js: do not edit. */\n',
    exported('isPage', PageDescriptionSchema),
    exported('isNavEntry', navEntrySchema()),
    exported('isServerBuild', ServerBuildPointerSchema),
  ].join('\n');
}

if (require.main === module) fs.writeFileSync(FILE, remoteChecksSource());

module.exports = { FILE, remoteChecksSource };
