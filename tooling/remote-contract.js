/**
 * What a build publishes about the contract between the shell and its
 * remotes (shared/src/contract/remote-contract-version.ts, and the rule in
 * shared/src/deploy/shell-compatibility.ts): a remote's remote.json carries
 * the contract it was built with, the shell's `shell-provides.json` the
 * singletons it provides and the contracts it runs. A deploy compares the
 * two before switching a remote's pointer (tooling/deploy/shell-compatibility.js).
 */
const path = require('node:path');
const { SHARED_PACKAGES } = require('./federation-shared');

/** The compiled shared package (built before any app: shared-build.js checks it is current). */
const contract = () => require('@pawapuri/shared/contract/remote-description');
const deployRules = () => require('@pawapuri/shared/deploy');

/** remote.json as published: the source file with the contract version stamped in. */
function stampContract(content) {
  const description = JSON.parse(content.toString('utf8'));
  const { REMOTE_CONTRACT_VERSION } = contract();
  return `${JSON.stringify({ ...description, contract: REMOTE_CONTRACT_VERSION }, null, 2)}\n`;
}

/** The version of `name` installed for the app in `appDir`. */
function installedVersion(name, appDir) {
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return require(file).version;
}

/** What the shell in `appDir` provides to remotes (shell-provides.json). */
function shellProvides(appDir) {
  const singletons = Object.fromEntries(
    SHARED_PACKAGES.map((name) => [name, installedVersion(name, appDir)]),
  );
  return { singletons, remoteContracts: { ...deployRules().PROVIDED_REMOTE_CONTRACTS } };
}

/** The shell's build emits shell-provides.json beside its index.html. */
function shellProvidesFiles(appDir) {
  const { SHELL_PROVIDES_FILE } = deployRules();
  return () => ({
    [SHELL_PROVIDES_FILE]: `${JSON.stringify(shellProvides(path.resolve(appDir)), null, 2)}\n`,
  });
}

module.exports = { shellProvides, shellProvidesFiles, stampContract };
