const { describe, expect, it } = require('@jest/globals');
const path = require('node:path');
const { REMOTE_CONTRACT_VERSION } = require('@pawapuri/shared/contract/remote-description');
const { incompatibilities } = require('@pawapuri/shared/deploy');
const { SHARED_PACKAGES } = require('./federation-shared');
const { shellProvides, shellProvidesFiles, stampContract } = require('./remote-contract');

const SHELL = path.join(__dirname, '..', 'shell');
const shellPackage = require('../shell/package.json');

describe("the shell's shell-provides.json", () => {
  it('names the installed version of every package it shares as a singleton', () => {
    const { singletons } = shellProvides(SHELL);
    expect(Object.keys(singletons).sort()).toEqual([...SHARED_PACKAGES].sort());
    for (const name of SHARED_PACKAGES) {
      expect(singletons[name]).toBe(require(`${name}/package.json`).version);
      // The shell asks for exact versions: what is installed is what it asked for.
      expect(singletons[name]).toBe(shellPackage.dependencies[name]);
    }
  });

  it('is emitted as JSON that a remote built alongside passes', () => {
    const [[file, text]] = Object.entries(shellProvidesFiles(SHELL)());
    expect(file).toBe('shell-provides.json');
    const provides = JSON.parse(text);
    expect(provides.remoteContracts).toEqual({ oldest: 1, newest: REMOTE_CONTRACT_VERSION });
    const manifest = {
      shared: SHARED_PACKAGES.map((name) => ({
        name,
        singleton: true,
        requiredVersion: shellPackage.dependencies[name],
      })),
    };
    expect(incompatibilities(manifest, REMOTE_CONTRACT_VERSION, provides)).toEqual([]);
  });
});

describe("a remote's published remote.json", () => {
  it('carries the contract version it was built with, and the rest unchanged', () => {
    const source = { name: 'remote_a', port: 3001, pages: [], nav: [] };
    const published = JSON.parse(stampContract(Buffer.from(JSON.stringify(source))));
    expect(published).toEqual({ ...source, contract: REMOTE_CONTRACT_VERSION });
  });
});
