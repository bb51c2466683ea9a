import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  ROOT,
  eventually,
  listInPlace,
  pointInPlace,
  serveFolder,
  startShell,
  stopServer,
} from './support/servers';

/**
 * A remote redeployed while a visitor's service worker holds its container:
 * a page rendered with the pointer before the redeploy runs the saved build
 * whole (the digests it carries are the saved files'), the worker fetches the
 * new container behind it and the page offers a reload, after which the new
 * one runs, with the digests of the new signed pointer. A shell of its own
 * (port 3030) with remote-content served from a copy (port 3031) that the
 * test redeploys in place: the files first, then their signed pointer.
 */
const SHELL = 'http://127.0.0.1:3030';
const CONTENT_PORT = 3031;
const MARK = '/* redeployed */';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 2 * 60_000 });

let folder: string;
let content: Server;
let shell: Awaited<ReturnType<typeof startShell>>;

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'pawapuri-remote-update-'));
  cpSync(path.join(ROOT, 'remote-content/dist'), folder, { recursive: true });
  // Served in place, not as a versioned deploy: the container keeps its URL when it changes.
  await pointInPlace(folder);
  content = await serveFolder(folder, CONTENT_PORT);
  shell = await startShell(3030, `http://127.0.0.1:${CONTENT_PORT}/remotes.json`);
});

test.afterAll(async () => {
  shell?.kill();
  if (content) await stopServer(content);
  rmSync(folder, { recursive: true, force: true });
});

/** The remote's container as the service worker holds it: what the next page load gets. */
const loadedContainer = (page: Page) =>
  page.evaluate(async (url) => {
    const cache = await caches.open('pawapuri-federation-v1');
    return (await (await cache.match(url))?.text()) ?? '';
  }, `http://127.0.0.1:${CONTENT_PORT}/remoteEntry.js`);

test('a redeployed remote is announced, then runs after Reload', async ({ page }) => {
  const containers: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`${CONTENT_PORT}/remoteEntry.js`)) {
      containers.push(response.fromServiceWorker() ? 'worker' : 'network');
    }
  });
  await page.goto(`${SHELL}/jal-mandir`);
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 30_000 });
  expect(await loadedContainer(page)).not.toContain(MARK);

  // The redeploy's files: a container whose content and length differ, and their list.
  const entry = path.join(folder, 'remoteEntry.js');
  appendFileSync(entry, `\n${MARK}\n`);
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });
  expect(readFileSync(entry, 'utf8')).toContain(MARK);
  const files = await listInPlace(folder);

  // The shell still renders with the pointer before: the page asks for the saved container's digest.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
  const notice = page.locator('[data-update-notice]');
  await expect(notice).toContainText('A new version is available');
  // The page that shows the notice ran the saved container; the new one now waits in the cache.
  expect(containers.at(-1)).toBe('worker');
  expect(await loadedContainer(page)).toContain(MARK);

  // The redeploy's signed pointer, once the shell renders with it: the next page asks for the new digest.
  await pointInPlace(folder, files);
  await eventually(
    async () => (await fetch(`${SHELL}/remotes.json`)).text(),
    (text) => text.includes(files.integrity),
  );
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
  await expect(page.locator('[data-update-notice]')).toHaveCount(0);
});
