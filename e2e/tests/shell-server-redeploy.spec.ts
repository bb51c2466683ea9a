import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import {
  ROOT,
  eventually,
  serveFolder,
  shellOutput,
  startShell,
  stopServer,
} from './support/servers';

/** Ports of this file's own shell and remote, apart from the site the other tests use. */
const SHELL_PORT = 3020;
const CONTENT_PORT = 3021;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
const MANIFEST = `http://127.0.0.1:${CONTENT_PORT}/mf-manifest.json`;
const OLD_HEADING = 'The temple in the pond';
const NEW_HEADING = 'The temple in the lotus pond, redeployed';

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 });

let folder: string;
/** The folder served as remote-content's deployment: a link to the version deployed now. */
let deployed: string;
let content: Server | null = null;
let shell: Awaited<ReturnType<typeof startShell>>;

const pageHtml = async (pathname: string) => {
  const response = await fetch(`${SHELL}${pathname}`);
  return { status: response.status, html: await response.text() };
};

/**
 * Serves `dir` as remote-content's deployment, replacing the one served
 * before; the shell's remotes.json then publishes the digest of its server build.
 */
async function deploy(dir: string): Promise<void> {
  if (content) await stopServer(content);
  unlinkSync(deployed);
  symlinkSync(dir, deployed);
  content = await serveFolder(deployed, CONTENT_PORT);
}

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'pawapuri-redeploy-'));
  deployed = path.join(folder, 'deployed');
  cpSync(path.join(ROOT, 'remote-content/dist'), path.join(folder, 'first'), { recursive: true });
  symlinkSync(path.join(folder, 'first'), deployed);
  await deploy(path.join(folder, 'first'));
  shell = await startShell(SHELL_PORT, MANIFEST, deployed);
});

test.afterAll(async () => {
  shell?.kill();
  if (content) await stopServer(content);
  rmSync(folder, { recursive: true, force: true });
});

test('a redeployed remote changes the HTML of its pages without rebuilding the shell', async ({
  page,
}) => {
  const before = await pageHtml('/jal-mandir');
  expect(before.html).toContain('data-server-rendered');
  expect(before.html).toContain(OLD_HEADING);

  const build = spawnSync(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '-c', 'e2e/fixtures/redeployed-content/webpack.config.js'],
    {
      cwd: ROOT,
      env: { ...process.env, REDEPLOY_DIR: path.join(folder, 'second') },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr || build.stdout).toBe(0);
  await deploy(path.join(folder, 'second'));

  const after = await eventually(
    () => pageHtml('/jal-mandir'),
    ({ html }) => html.includes(NEW_HEADING),
  );
  expect(after.html).toContain(NEW_HEADING);
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

test('a remote whose server build cannot be loaded is rendered in the browser instead', async ({
  page,
}) => {
  // The browser build is deployed, its server build is not.
  const browserOnly = path.join(folder, 'browser-only');
  cpSync(path.join(ROOT, 'remote-content/dist'), browserOnly, { recursive: true });
  rmSync(path.join(browserOnly, 'server'), { recursive: true });
  await deploy(browserOnly);

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
