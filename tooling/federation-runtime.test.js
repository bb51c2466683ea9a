/** @jest-environment node */
const { mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const { afterAll, describe, expect, it } = require('@jest/globals');
const { runtimeProviderConfig, runtimeSharing } = require('./federation-runtime');
const createWebpackConfig = require('./webpack.base');

const dir = mkdtempSync(path.join(tmpdir(), 'pawapuri-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REMOTE = { name: 'probe', exposes: { './Routes': './src/routes.tsx' } };
const SHELL = { name: 'shell', remotes: {} };

function configsOf(federation, mode) {
  const configs = createWebpackConfig({
    dir: path.join(__dirname, '..', federation.exposes ? 'remote-content' : 'shell'),
    port: 3001,
    federation,
    title: 'probe',
    serverEntry: 'src/ssr/page-renderer.ts',
  })({}, { mode });
  return [].concat(configs);
}

const federationOf = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

describe('the federation runtime loaded once', () => {
  it('is provided by the shell and taken by a remote built for production', () => {
    expect(runtimeSharing(SHELL, true)).toEqual({
      runtimePlugins: [path.join(__dirname, 'federation-runtime-core-global.mjs')],
    });
    expect(runtimeSharing(REMOTE, true)).toEqual({ experiments: { externalRuntime: true } });
    // In development every app keeps its own (a remote's dev server runs alone).
    expect(runtimeSharing(REMOTE, false)).toEqual({});
  });

  it("builds a remote's provider first, and the remote's page after it", () => {
    const [provider, browser, server] = configsOf(REMOTE, 'production');
    expect(provider.name).toBe('federation-runtime');
    expect(browser.dependencies).toEqual(['federation-runtime']);
    expect(federationOf(browser).experiments).toMatchObject({ externalRuntime: true });
    expect(server.name).toBe('server');
    // The remote's own build leaves the provider's files in place.
    expect(browser.output.clean.keep('federation-runtime.1a2b3c4d.js')).toBe(true);
    expect(browser.output.clean.keep('main.1a2b3c4d.js')).toBe(false);
  });

  it('builds no provider for the shell, which gives the page its core', () => {
    const configs = configsOf(SHELL, 'production');
    expect(configs.map((config) => config.name)).toEqual(['browser', 'server']);
    expect(federationOf(configs[0]).runtimePlugins).toEqual([
      path.join(__dirname, 'federation-runtime-core-global.mjs'),
    ]);
  });

  it('provides a working core under the name a remote reads, and keeps one already there', async () => {
    const built = { file: undefined };
    const config = runtimeProviderConfig({
      dir,
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
      built,
    });
    await new Promise((resolve, reject) =>
      webpack(config).run((error, stats) =>
        error || stats.hasErrors()
          ? reject(error ?? new Error(stats.toString('errors-only')))
          : resolve(),
      ),
    );
    expect(built.file).toMatch(/^federation-runtime\.[0-9a-f]{8}\.js$/);
    expect(readdirSync(path.join(dir, 'dist'))).toContain(built.file);
    const code = readFileSync(path.join(dir, 'dist', built.file), 'utf8');

    const page = { console };
    page.self = page;
    page.globalThis = page;
    vm.runInNewContext(code, page);
    const core = page._FEDERATION_RUNTIME_CORE;
    expect(typeof core.ModuleFederation).toBe('function');
    const instance = new core.ModuleFederation({ name: 'probe', remotes: [] });
    expect(instance.name).toBe('probe');

    const earlier = { from: 'the shell' };
    const shellPage = { console, _FEDERATION_RUNTIME_CORE: earlier };
    shellPage.self = shellPage;
    vm.runInNewContext(code, shellPage);
    expect(shellPage._FEDERATION_RUNTIME_CORE).toBe(earlier);
  }, 60_000);
});
