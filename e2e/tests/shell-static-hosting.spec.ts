import path from 'node:path';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { API_URL, test, expect } from './support/fixtures';
import { ROOT, stopServer } from './support/servers';

/** The shell's build as plain files on any web host: every page path answered with index.html. */
const STATIC_PORT = 3022;
let host: Server;

// One host on one port: the tests of this file run one after another, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const files = sirv(path.join(ROOT, 'shell/dist'), { single: true, dev: true });
  host = createServer((req, res) => files(req, res));
  await new Promise<void>((resolve) => host.listen(STATIC_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await stopServer(host);
});

test('without the Node server the site renders in the browser, as before', async ({ page }) => {
  const html = await (await page.request.get(`http://127.0.0.1:${STATIC_PORT}/jal-mandir`)).text();
  expect(html).toMatch(/<div id="?root"?><\/div>/);
  expect(html).not.toContain('data-server-rendered');

  await page.goto(`http://127.0.0.1:${STATIC_PORT}/jal-mandir`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Jal Mandir' }),
  ).toBeVisible();
  await page.goto(`http://127.0.0.1:${STATIC_PORT}/hi/jal-mandir`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'जल मंदिर' }),
  ).toBeVisible();
});

test('the menus are there before remotes.json arrives: index.html carries the built-in remotes', async ({
  page,
}) => {
  // remotes.json never answers: the menus come from the list in index.html alone.
  await page.route('**/remotes.json', () => undefined);
  const html = await (await page.request.get(`http://127.0.0.1:${STATIC_PORT}/`)).text();
  expect(html).toMatch(/<script type="?application\/json"? id="?built-in-remotes"?>\[/);

  await page.goto(`http://127.0.0.1:${STATIC_PORT}/hi/gallery`, { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
  await expect(nav.getByRole('link', { name: /चित्र दीर्घा/ })).toBeVisible();
  await expect(nav.getByRole('button', { name: /मंदिर/ })).toBeVisible();
});

test("served as built, a page calls the API on its own origin, or where the host's /site-settings.json says", async ({
  page,
}) => {
  const site = `http://127.0.0.1:${STATIC_PORT}`;
  const visitTo = (api: string) =>
    page.waitForRequest(
      (asked) => asked.method() === 'POST' && asked.url() === `${api}/api/visitors/track`,
    );
  const ownOrigin = visitTo(site);
  await page.goto(`${site}/jal-mandir`);
  await ownOrigin;

  // A host that answers the settings file (nginx serving one, for example).
  await page.route(`${site}/site-settings.json`, (route) =>
    route.fulfill({ json: { apiUrl: API_URL } }),
  );
  const named = visitTo(API_URL);
  await page.goto(`${site}/about`);
  await named;
});
