/** @jest-environment node */
const path = require('node:path');
// `jest` itself is declared by the test runner's wrapper, so it is taken under another name.
const { afterEach, expect, it, jest: runner } = require('@jest/globals');

const file = path.join(__dirname, 'native-resize-observer.js');

function load() {
  let exported;
  runner.isolateModules(() => {
    exported = require(file);
  });
  return exported;
}

afterEach(() => {
  delete globalThis.ResizeObserver;
});

it("is the browser's own ResizeObserver where there is one", () => {
  class BrowserResizeObserver {}
  globalThis.ResizeObserver = BrowserResizeObserver;
  expect(load()).toBe(BrowserResizeObserver);
});

it('is an observer of nothing where there is none, so the carousel still starts', () => {
  const Observer = load();
  const observer = new Observer(() => {
    throw new Error('never called');
  });
  expect(() => {
    observer.observe({});
    observer.unobserve({});
    observer.disconnect();
  }).not.toThrow();
});

it('is what browser builds take for the polyfill react-slick imports', () => {
  const createWebpackConfig = require('./webpack.base');
  const browser = []
    .concat(
      createWebpackConfig({
        dir: path.join(__dirname, '..', 'remote-content'),
        port: 3001,
        federation: { name: 'probe', exposes: { './Routes': './src/routes.tsx' } },
        title: 'probe',
      })({}, { mode: 'production' }),
    )
    .find((config) => config.devServer);
  expect(browser.resolve.alias['resize-observer-polyfill$']).toBe(file);
});
