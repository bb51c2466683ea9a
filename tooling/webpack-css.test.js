/**
 * A server build (`target: 'node'`) must give every CSS module class the
 * name the browser's stylesheet uses, or server-rendered markup would come
 * up unstyled and hydrate with other class names.
 */
const { mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { describe, test, expect, afterAll } = require('@jest/globals');
const { cssPlugins, cssRule } = require('./webpack-css');

const APP = path.join(__dirname, 'fixtures/css-module');
const NAME = 'remote_fixture';
const out = mkdtempSync(path.join(tmpdir(), 'pawapuri-css-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

function build(config) {
  return new Promise((resolve, reject) => {
    webpack({
      mode: 'production',
      entry: './entry.js',
      optimization: { minimize: false },
      ...config,
    }).run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

describe('CSS modules in browser and server builds', () => {
  test('the server build exports the class names of the browser build stylesheet', async () => {
    const webDir = path.join(out, 'web');
    await build({
      context: APP,
      output: { path: webDir },
      module: { rules: [cssRule({ production: true, name: NAME, dir: APP })] },
      plugins: cssPlugins({ production: true }),
    });
    const serverDir = path.join(out, 'server');
    await build({
      // Another context on purpose: class names must depend on the app's folder only.
      context: path.dirname(APP),
      entry: './css-module/entry.js',
      target: 'node',
      output: { path: serverDir, library: { type: 'commonjs2' } },
      module: { rules: [cssRule({ production: true, name: NAME, dir: APP, target: 'node' })] },
    });

    const stylesheets = readdirSync(webDir).filter((file) => file.endsWith('.css'));
    expect(stylesheets).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.css$/)]);
    const css = readFileSync(path.join(webDir, stylesheets[0]), 'utf8');
    const cssClasses = [...css.matchAll(/^\.([\w-]+) \{/gm)].map((match) => match[1]);

    const classes = require(path.join(serverDir, 'main.js'));
    const [card, title] = [classes.card, classes.title];
    expect(card).toMatch(new RegExp(`^${NAME}-[\\w-]{6}$`));
    expect(cssClasses).toEqual([card, title.split(' ')[0]]);
    expect(title.split(' ')).toEqual([cssClasses[1], card]);
    // The server bundle carries no CSS text.
    expect(readFileSync(path.join(serverDir, 'main.js'), 'utf8')).not.toContain('padding');
  }, 60_000);
});
