/** @jest-environment node */
import { createRequire } from 'node:module';
import * as React from 'react';
import {
  browserAssets,
  MAX_INLINE_STYLESHEET_BYTES,
  RemoteServerBuilds,
} from './remote-server-builds';

const BASE = 'http://remote.test/content/';
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Routes',
      assets: {
        js: { sync: ['routes.1.js'], async: ['i18n-hi.2.js'] },
        css: { sync: ['routes.3.css'], async: ['page.4.css'] },
      },
    },
  ],
};

/** A server build as webpack writes it: CommonJS, React taken from the shell. */
const build = (text: string) => `
  const React = require('react');
  exports.loadRoutes = (publicPath) => ({
    default: () => React.createElement('p', null, ${JSON.stringify(text)} + ' ' + publicPath),
  });`;

function fakeRemote() {
  const files = new Map<string, string>([
    [`${BASE}mf-manifest.json`, JSON.stringify(MANIFEST)],
    [`${BASE}server/ssr.json`, JSON.stringify({ routes: 'routes.aaaa1111.js' })],
    [`${BASE}server/routes.aaaa1111.js`, build('first')],
    [`${BASE}routes.3.css`, '.routes{color:red}'],
  ]);
  const requested: string[] = [];
  const fetch = (url: string | URL | Request) => {
    const key = String(url);
    requested.push(key);
    const body = files.get(key);
    return Promise.resolve(new Response(body ?? 'missing', { status: body ? 200 : 404 }));
  };
  return { files, requested, fetch: fetch as typeof globalThis.fetch };
}

function builds(remote: ReturnType<typeof fakeRemote>, clock: { now: number }) {
  return new RemoteServerBuilds({
    shared: { react: React },
    nodeRequire: createRequire(__filename),
    checkEveryMs: 1000,
    timeoutMs: 1000,
    ready: () => Promise.resolve(),
    fetch: remote.fetch,
    now: () => clock.now,
  });
}

const rendered = async (routes: Promise<{ Routes: unknown }>) => {
  const { renderToString } = await import('react-dom/server');
  const { Routes } = await routes;
  return renderToString(React.createElement(Routes as () => null, { notFound: null }));
};

describe('RemoteServerBuilds', () => {
  it('loads the build ssr.json names, with asset URLs at the remote’s address', async () => {
    const remote = fakeRemote();
    const loaded = builds(remote, { now: 0 }).get('remote_content', `${BASE}mf-manifest.json`);
    expect(await rendered(loaded)).toBe(`<p>first ${BASE}</p>`);
  });

  it('asks the remote again only after checkEveryMs, and loads a new build only when its name changed', async () => {
    const remote = fakeRemote();
    const clock = { now: 0 };
    const all = builds(remote, clock);
    const first = await all.get('remote_content', `${BASE}mf-manifest.json`);
    clock.now = 500;
    expect(await all.get('remote_content', `${BASE}mf-manifest.json`)).toBe(first);
    expect(remote.requested.filter((url) => url.endsWith('ssr.json'))).toHaveLength(1);

    clock.now = 1500; // checked again, same file: the same build
    expect(await all.get('remote_content', `${BASE}mf-manifest.json`)).toBe(first);
    expect(remote.requested.filter((url) => url.endsWith('.js'))).toHaveLength(1);

    remote.files.set(`${BASE}server/ssr.json`, JSON.stringify({ routes: 'routes.bbbb2222.js' }));
    remote.files.set(`${BASE}server/routes.bbbb2222.js`, build('second'));
    clock.now = 3000;
    const second = all.get('remote_content', `${BASE}mf-manifest.json`);
    expect(await rendered(second)).toBe(`<p>second ${BASE}</p>`);
    expect((await second).version).not.toBe(first.version);
  });

  it('rejects with the reason when a remote has no server build, and tries again next time', async () => {
    const remote = fakeRemote();
    remote.files.delete(`${BASE}server/ssr.json`);
    const all = builds(remote, { now: 0 });
    await expect(all.get('remote_content', `${BASE}mf-manifest.json`)).rejects.toThrow(
      `${BASE}server/ssr.json answered HTTP 404`,
    );
    remote.files.set(`${BASE}server/ssr.json`, JSON.stringify({ routes: 'routes.aaaa1111.js' }));
    await expect(all.get('remote_content', `${BASE}mf-manifest.json`)).resolves.toBeDefined();
  });

  it('refuses a build that asks for a module the shell does not lend', async () => {
    const remote = fakeRemote();
    remote.files.set(`${BASE}server/routes.aaaa1111.js`, "require('lodash');");
    await expect(
      builds(remote, { now: 0 }).get('remote_content', `${BASE}mf-manifest.json`),
    ).rejects.toThrow('requires "lodash", which the shell does not provide');
  });

  it('refuses an ssr.json naming a path instead of a file', async () => {
    const remote = fakeRemote();
    remote.files.set(`${BASE}server/ssr.json`, JSON.stringify({ routes: '../../evil.js' }));
    await expect(
      builds(remote, { now: 0 }).get('remote_content', `${BASE}mf-manifest.json`),
    ).rejects.toThrow('does not name a server build');
  });
});

describe('the stylesheets of a build', () => {
  it('are read once with the build; one that cannot be read stays a link', async () => {
    const remote = fakeRemote();
    const clock = { now: 0 };
    const remotes = builds(remote, clock);
    const first = await remotes.get('remote_content', `${BASE}mf-manifest.json`);
    expect(first.stylesheets).toEqual([
      { href: `${BASE}routes.3.css`, text: '.routes{color:red}' },
      { href: `${BASE}page.4.css`, text: null },
    ]);
    clock.now = 5000;
    await remotes.get('remote_content', `${BASE}mf-manifest.json`);
    expect(remote.requested.filter((url) => url.endsWith('.css'))).toHaveLength(2);
  });

  it('stay links when too large to write into every page', async () => {
    const remote = fakeRemote();
    remote.files.set(`${BASE}routes.3.css`, 'a'.repeat(MAX_INLINE_STYLESHEET_BYTES + 1));
    const build = await builds(remote, { now: 0 }).get('remote_content', `${BASE}mf-manifest.json`);
    expect(build.stylesheets[0]).toEqual({ href: `${BASE}routes.3.css`, text: null });
  });
});

describe('browserAssets', () => {
  it("lists the container, the Routes chunks and stylesheets, and the lazy chunks' scripts and stylesheets, by absolute URL", () => {
    expect(browserAssets(MANIFEST, BASE)).toEqual({
      scripts: [`${BASE}remoteEntry.js`, `${BASE}routes.1.js`],
      styles: [`${BASE}routes.3.css`],
      lazyStyles: [`${BASE}page.4.css`],
      lazyScripts: [`${BASE}i18n-hi.2.js`],
    });
  });
});
