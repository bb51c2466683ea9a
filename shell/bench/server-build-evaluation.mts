// What evaluating a remote's server build costs the shell's server, as it
// does it now (each build in a V8 context of its own) and as it did before
// (every build in the server's own global context): the time to evaluate a
// build and load its routes, the time of its first render, and the memory
// each evaluated build keeps. A server keeps up to 16 evaluated builds.
//
// Each way runs in a child process of its own, so one's memory never counts
// in the other's. Needs a built remote (npm run build -w remote-content).
//
//   npm run bench:server-builds -w shell -- [--builds 16] [--build <file>]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import * as React from 'react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { pageWideContexts } from '../../shared/src/page-context/page-wide-context';
import { initServerI18n } from '../../shared/src/i18n/server';
import { RenderLanguage } from '../../shared/src/i18n/use-translation';
import { evaluateServerBuild } from '../src/ssr/evaluate-server-build';
import { renderToHtml } from '../src/ssr/render-to-html';
import { SHARED_MODULES } from '../src/ssr/shared-modules';

// tsx compiles the shared package's .tsx files for React's classic JSX runtime.
Object.assign(globalThis, { React });

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const builds = Number(option('builds', '16'));
const contentServer = path.join(root, 'remote-content/dist/server');
const buildFile = option(
  'build',
  path.join(
    contentServer,
    (JSON.parse(readFileSync(path.join(contentServer, 'ssr.json'), 'utf8')) as { routes: string })
      .routes,
  ),
);
const PAGE = '/jal-mandir';
// The router the builds are lent (one copy: an ESM import could load another).
const { MemoryRouter } = SHARED_MODULES['react-router-dom'];

type Way = 'own-context' | 'shared-context';

/** The way before: the build's function compiled in the server's own global context. */
function evaluateInServerContext(source: string, filename: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const nodeRequire = createRequire(filename);
  const require = (id: string) =>
    Object.hasOwn(SHARED_MODULES, id)
      ? SHARED_MODULES[id as keyof typeof SHARED_MODULES]
      : nodeRequire(id);
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, require, module, filename, '.');
  return module.exports;
}

const heapBytes = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heap: heapUsed + external, rss };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Evaluates `builds` versions of the build one way, renders a page of each; prints one JSON line. */
async function measure(way: Way) {
  initServerI18n();
  const text = readFileSync(buildFile, 'utf8');
  const before = heapBytes();
  const evaluateMs: number[] = [];
  const renderMs: number[] = [];
  const kept: unknown[] = [];
  for (let version = 0; version < builds; version += 1) {
    // Every version's text differs, as two deploys' do.
    const source = `${text}\n// version ${version}\n`;
    const filename = `${buildFile}?version=${version}`;
    const started = performance.now();
    const built =
      way === 'own-context'
        ? evaluateServerBuild(source, filename, {
            shared: SHARED_MODULES,
            nodeRequire: createRequire(filename),
            pageWide: pageWideContexts(),
          })
        : evaluateInServerContext(source, filename);
    const routes = (
      built.loadRoutes as (base: string) => { default: ComponentType<{ notFound: ReactNode }> }
    )('http://remotes.test/');
    evaluateMs.push(performance.now() - started);
    const rendering = performance.now();
    await renderToHtml(
      createElement(RenderLanguage, {
        language: 'en',
        children: createElement(MemoryRouter, {
          initialEntries: [PAGE],
          children: createElement(routes.default, { notFound: null }),
        }),
      }),
      30_000,
    );
    renderMs.push(performance.now() - rendering);
    kept.push(routes);
  }
  const after = heapBytes();
  console.info(
    JSON.stringify({
      way,
      evaluateMs: median(evaluateMs),
      renderMs: median(renderMs),
      heapPerBuild: (after.heap - before.heap) / builds,
      rssPerBuild: (after.rss - before.rss) / builds,
      kept: kept.length,
    }),
  );
}

const way = option('way', '');
if (way === 'own-context' || way === 'shared-context') {
  await measure(way);
} else {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.info(
    `${new Date().toISOString()}, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; ${builds} versions of ${path.relative(root, buildFile)}, page ${PAGE}`,
  );
  const results = (['shared-context', 'own-context'] as const).map((each) => {
    const child = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--way',
        each,
        '--builds',
        String(builds),
        '--build',
        buildFile,
      ],
      { encoding: 'utf8', cwd: root },
    );
    if (child.status !== 0) throw new Error(child.stderr || child.stdout);
    return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
      way: Way;
      evaluateMs: number;
      renderMs: number;
      heapPerBuild: number;
      rssPerBuild: number;
    };
  });
  console.info('| | one shared context (before) | a context per build (now) | ratio |');
  console.info('| --- | --- | --- | --- |');
  const [shared, own] = results as [(typeof results)[0], (typeof results)[0]];
  const row = (label: string, a: number, b: number, unit: (n: number) => string) =>
    console.info(`| ${label} | ${unit(a)} | ${unit(b)} | ${(b / a).toFixed(2)} |`);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  row('evaluate a build and load its routes (median)', shared.evaluateMs, own.evaluateMs, ms);
  row('first render of its page (median)', shared.renderMs, own.renderMs, ms);
  row('heap and external memory kept per build', shared.heapPerBuild, own.heapPerBuild, mb);
  row('resident memory per build', shared.rssPerBuild, own.rssPerBuild, mb);
}
