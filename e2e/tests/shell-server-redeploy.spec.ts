import { generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signPointer } from '@pawapuri/shared/deploy';
import { test, expect } from './support/fixtures';
import { INLINED } from './support/remotes-file';
import {
  ROOT,
  deployRemote,
  eventually,
  rollbackRemote,
  serveFolder,
  shellOutput,
  startShell,
  stopServer,
} from './support/servers';

/** Ports of this file's own shell and deploys folder, apart from the site the other tests use. */
const SHELL_PORT = 3020;
const FOLDER_PORT = 3021;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
const FOLDER = `http://127.0.0.1:${FOLDER_PORT}`;
const OLD_HEADING = 'The temple in the pond';
const NEW_HEADING = 'The temple in the lotus pond, redeployed';

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 });

/** The deploys folder a static host serves: versions and their signed pointers. */
let folder: string;
let builds: string;
let host: Server;
let shell: Awaited<ReturnType<typeof startShell>>;
const versions: { first?: string; second?: string } = {};

const pageHtml = async (pathname: string) => {
  const response = await fetch(`${SHELL}${pathname}`);
  return { status: response.status, html: await response.text() };
};
const pointerFile = () => JSON.parse(readFileSync(path.join(folder, 'remotes.json'), 'utf8'));
/** The version of remote_content the shell renders with now. */
const shellVersion = async () =>
  ((await (await fetch(`${SHELL}/remotes.json`)).json()) as Record<string, { version?: string }>)
    .remote_content?.version;
const untilShellOn = (version: string | undefined) =>
  eventually(shellVersion, (current) => current === version);

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'pawapuri-redeploy-'));
  builds = mkdtempSync(path.join(tmpdir(), 'pawapuri-redeploy-builds-'));
  deployRemote(path.join(ROOT, 'remote-content/dist'), folder);
  versions.first = pointerFile().remote_content.version;
  host = await serveFolder(folder, FOLDER_PORT);
  shell = await startShell(SHELL_PORT, `${FOLDER}/remotes.json`);
});

test.afterAll(async () => {
  shell?.kill();
  if (host) await stopServer(host);
  rmSync(folder, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

test('a deployed version changes the HTML of its pages without rebuilding or restarting the shell', async ({
  page,
}) => {
  const before = await pageHtml('/jal-mandir');
  expect(before.html).toContain('data-server-rendered');
  expect(before.html).toContain(OLD_HEADING);

  // Built with the site, before the tests (scripts/e2e-build.mjs): a team's build, not the shell's.
  const second = path.join(ROOT, 'e2e/fixtures/redeployed-content/dist');
  expect(
    existsSync(path.join(second, 'mf-manifest.json')),
    'build first: node scripts/e2e-build.mjs',
  ).toBe(true);
  deployRemote(second, folder);
  versions.second = pointerFile().remote_content.version;
  expect(versions.second).not.toBe(versions.first);

  const after = await eventually(
    () => pageHtml('/jal-mandir'),
    ({ html }) => html.includes(NEW_HEADING),
  );
  expect(after.html).not.toContain(OLD_HEADING);
  expect(after.html).toContain('data-server-rendered');

  // The browser hydrates the new HTML with the new browser build: the same text, no mismatch.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.goto(`${SHELL}/jal-mandir`);
  await expect(page.getByRole('heading', { level: 2, name: NEW_HEADING })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page rendered before a rollback loads and hydrates the version it was rendered with', async ({
  page,
}) => {
  await untilShellOn(versions.second);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let switched = false;
  // The pointer moves after the server rendered the page, as soon as the browser asks for the
  // shell's first script: before it could read any remotes.json or load the remote.
  await page.route(`${SHELL}/*.js`, async (route) => {
    if (!switched) {
      switched = true;
      rollbackRemote('remote_content', folder);
      await untilShellOn(versions.first);
    }
    await route.continue();
  });
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === FOLDER && url.pathname.startsWith('/remote_content/')) {
      remoteFiles.push(url.pathname);
    }
  });
  const response = await page.goto(`${SHELL}/jal-mandir`);
  const inlined = INLINED.exec((await response?.text()) ?? '')?.[2] ?? '';
  expect(inlined).toContain(`${FOLDER}/remote_content/${versions.second}/mf-manifest.json`);

  await expect(page.getByRole('heading', { level: 2, name: NEW_HEADING })).toBeVisible();
  expect(switched).toBe(true);
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(
    remoteFiles.filter((file) => !file.startsWith(`/remote_content/${versions.second}/`)),
  ).toEqual([]);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);

  // The next page load is rendered, and hydrated, with the version rolled back to.
  await page.unroute(`${SHELL}/*.js`);
  await page.goto(`${SHELL}/jal-mandir`);
  await expect(page.getByRole('heading', { level: 2, name: OLD_HEADING })).toBeVisible();
});

test('a pointer signed with another key is ignored: the shell keeps the last good version', async () => {
  await untilShellOn(versions.first);
  const pointers = pointerFile();
  const forged = signPointer(
    'remote_content',
    {
      ...pointers.remote_content,
      version: versions.second,
      manifest: `remote_content/${versions.second}/mf-manifest.json`,
    },
    generateKeyPairSync('ed25519').privateKey,
  );
  writeFileSync(
    path.join(folder, 'remotes.json'),
    JSON.stringify({ ...pointers, remote_content: forged }),
  );
  await eventually(
    async () => shellOutput(shell),
    (output) =>
      output.includes(
        "the pointer of remote_content is ignored: its signature is not remote_content's",
      ),
  );
  expect(shellOutput(shell)).toContain(
    "the pointer of remote_content is ignored: its signature is not remote_content's; its last good version stays.",
  );
  expect(await shellVersion()).toBe(versions.first);
  expect((await pageHtml('/jal-mandir')).html).toContain(OLD_HEADING);
  writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify(pointers));
});

test('a version built against a React the shell does not provide is refused by the deploy, and by the shell if a pointer names it', async () => {
  await untilShellOn(versions.first);
  const before = readFileSync(path.join(folder, 'remotes.json'), 'utf8');
  // remote-content as built, but asking for a React no shell provides (react/jsx-runtime too).
  const incompatible = path.join(builds, 'react-99');
  cpSync(path.join(ROOT, 'remote-content/dist'), incompatible, { recursive: true });
  const manifestFile = path.join(incompatible, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared)
    if (/^react($|\/)/.test(shared.name)) shared.requiredVersion = '^99.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  expect(() => deployRemote(incompatible, folder)).toThrow(
    /react: the remote requires \^99\.0\.0, the shell provides 19\.3\.1/,
  );
  expect(readFileSync(path.join(folder, 'remotes.json'), 'utf8')).toBe(before);

  // Checked against a shell that claims React 99, the deploy lets it through; the real shell refuses it.
  const claims = path.join(builds, 'react-99-shell.json');
  const provides = JSON.parse(
    readFileSync(path.join(ROOT, 'shell/dist/shell-provides.json'), 'utf8'),
  );
  writeFileSync(
    claims,
    JSON.stringify({ ...provides, singletons: { ...provides.singletons, react: '99.0.0' } }),
  );
  deployRemote(incompatible, folder, ['--shell', claims]);
  const refused = pointerFile().remote_content.version;
  expect(refused).not.toBe(versions.first);
  await eventually(
    async () => shellOutput(shell),
    (output) => output.includes(`remote_content ${refused} is refused: this shell cannot run it`),
  );
  expect(shellOutput(shell)).toContain(
    `react: the remote requires ^99.0.0, the shell provides 19.3.1 (the same major version and at least the minor is needed); its last good version ${versions.first} stays.`,
  );
  expect(await shellVersion()).toBe(versions.first);
  expect((await pageHtml('/jal-mandir')).html).toContain(OLD_HEADING);
  rollbackRemote('remote_content', folder, versions.first);
  await untilShellOn(versions.first);
});

test('a remote the shell was not built with, deployed into the folder, is in its menus and sitemap and rendered on the server', async ({
  page,
}) => {
  const before = await pageHtml('/guide/walks');
  expect(before.html).not.toContain('Walks around the Jal Mandir');

  deployRemote(path.join(ROOT, 'e2e/fixtures/remote-guide/dist'), folder);
  const walks = await eventually(
    () => pageHtml('/guide/walks'),
    ({ html }) => html.includes('Walks around the Jal Mandir'),
  );
  expect(walks.status).toBe(200);
  expect(walks.html).toContain('data-server-rendered');
  expect(await (await fetch(`${SHELL}/sitemap.xml`)).text()).toContain('/guide/walks');

  await page.goto(`${SHELL}/jal-mandir`);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Guide' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Walks' })).toBeVisible();
  await page.goto(`${SHELL}/guide/walks`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walks around the Jal Mandir' }),
  ).toBeVisible();
});

test('a remote whose server build cannot be loaded is rendered in the browser instead', async ({
  page,
}) => {
  // The browser build is deployed, its server build is not.
  const browserOnly = path.join(builds, 'browser-only');
  cpSync(path.join(ROOT, 'remote-content/dist'), browserOnly, { recursive: true });
  rmSync(path.join(browserOnly, 'server'), { recursive: true });
  deployRemote(browserOnly, folder);

  const fallback = await eventually(
    () => pageHtml('/jal-mandir'),
    ({ html }) => !html.includes('data-server-rendered'),
  );
  expect(fallback.status).toBe(200);
  expect(fallback.html).toContain('<div id="root"></div>');
  expect(shellOutput(shell)).toContain(
    'remote_content: remotes.json publishes no server build for it; its pages are rendered in the browser.',
  );

  await page.goto(`${SHELL}/jal-mandir`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
});
