import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEST_GEOLOCATION_URL } from '../../scripts/test-geolocation.mjs';
import { watchCspViolations } from './support/csp-violations';
import { test, expect } from './support/fixtures';
import {
  ROOT,
  deployRemote,
  eventually,
  serveFolder,
  shellOutput,
  startShell,
  stopServer,
} from './support/servers';

/**
 * Someone who can write to a remote's static host, but holds no signing key,
 * changes a file of its live version: its manifest, its remote entry, its
 * lazy chunks or its stylesheets. Each is refused: nothing of the change
 * runs or applies (a marker it would set stays unset), only that remote's
 * pages show their unavailable notice, and the rest of the site hydrates
 * with no console error and no CSP report. A shell of its own (port 3040)
 * follows a deploys folder (port 3041) holding the site's three remotes.
 */
const SHELL_PORT = 3040;
const FOLDER_PORT = 3041;
const RESTARTED_PORT = 3042;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
const FOLDER = `http://127.0.0.1:${FOLDER_PORT}`;
const CHANGED_PAGE = '/tools/unit-converter';
const OTHER_PAGE = '/jal-mandir';
/** The site's test build calls the location lookup (answered by the tests): its policy allows it. */
const SHELL_ENV = { GEOLOCATION_URL: TEST_GEOLOCATION_URL };

test.describe.configure({ mode: 'serial', timeout: 2 * 60_000 });

let folder: string;
let host: Server;
let shell: Awaited<ReturnType<typeof startShell>>;
/** The live version folder of remote_tools. */
let tools: string;

declare global {
  interface Window {
    /** Set by the changed code, were it ever run. */
    __changedFiles?: string[];
  }
}

/** Code that says it ran: what a changed script would do. */
const ranMarker = (file: string) =>
  `\n;(self.__changedFiles = self.__changedFiles || []).push(${JSON.stringify(file)});\n`;
/** A rule that shows it applied: what a changed stylesheet would do. */
const APPLIED_RULE = '\nhtml{outline:7px solid rgb(1, 2, 3)}\n';

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'pawapuri-changed-files-'));
  deployRemote(path.join(ROOT, 'remote-content/dist'), folder);
  deployRemote(path.join(ROOT, 'remote-tools/dist'), folder);
  deployRemote(path.join(ROOT, 'remote-visitors/dist'), folder);
  const pointers = JSON.parse(readFileSync(path.join(folder, 'remotes.json'), 'utf8'));
  tools = path.join(folder, 'remote_tools', pointers.remote_tools.version);
  host = await serveFolder(folder, FOLDER_PORT);
  shell = await startShell(SHELL_PORT, `${FOLDER}/remotes.json`, SHELL_ENV);
});

test.afterAll(async () => {
  shell?.kill();
  if (host) await stopServer(host);
  rmSync(folder, { recursive: true, force: true });
});

/** Changes `files` of the live tools version for the length of `run`, then puts them back. */
async function withChanged(
  files: string[],
  change: (text: string, file: string) => string,
  run: () => Promise<void>,
): Promise<void> {
  const originals = new Map(files.map((file) => [file, readFileSync(path.join(tools, file))]));
  expect(files.length).toBeGreaterThan(0);
  try {
    for (const [file, bytes] of originals) {
      const changed = change(bytes.toString('utf8'), file);
      expect(changed).not.toBe(bytes.toString('utf8'));
      writeFileSync(path.join(tools, file), changed);
    }
    await run();
  } finally {
    for (const [file, bytes] of originals) writeFileSync(path.join(tools, file), bytes);
  }
}

/** The version's files of a kind (not its server build, source maps or compressed copies). */
const versionFiles = (pattern: RegExp) =>
  readdirSync(tools).filter((file) => pattern.test(file) && !/\.(map|br|gz)$/.test(file));

/** Console errors of a page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Nothing the change would do has happened on the page. */
async function expectNothingOfTheChange(page: Page) {
  expect(await page.evaluate(() => window.__changedFiles)).toBeUndefined();
  const outline = await page.evaluate(
    () => getComputedStyle(document.documentElement).outlineColor,
  );
  expect(outline).not.toBe('rgb(1, 2, 3)');
}

/**
 * The changed remote's page shows its notice, asked for none of its files
 * again when the visitor moves to another of its pages; the other remote's
 * page hydrates with no console error and no CSP report.
 */
async function expectRefusedForThatRemoteOnly(page: Page, shellUrl = SHELL) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${FOLDER}/remote_tools/`)) requested.push(request.url());
  });
  const changedPageErrors = consoleErrors(page);
  const refusals = () =>
    changedPageErrors.filter((text) =>
      /of remote_tools does not have the digest its signed file list gives/.test(text),
    );
  await page.goto(`${shellUrl}${CHANGED_PAGE}`, { waitUntil: 'load' });
  const notice = page.getByRole('heading', { name: 'This section is unavailable' });
  await expect(notice).toBeVisible();
  await expectNothingOfTheChange(page);

  // Refused (and logged), not failed: another of its pages does not ask the static host again.
  await expect.poll(() => refusals().length).toBeGreaterThan(0);
  const before = requested.length;
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Tools' })
    .click();
  await expect(page).toHaveURL(`${shellUrl}/tools/pdf-to-word`);
  await expect(notice).toBeVisible();
  await expectNothingOfTheChange(page);
  expect(requested.slice(before)).toEqual([]);

  const violations = await watchCspViolations(page);
  const errors = consoleErrors(page);
  await page.goto(`${shellUrl}${OTHER_PAGE}`);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expectNothingOfTheChange(page);
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
}

test('the untouched version: the changed page and the other both hydrate, with no error', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const errors = consoleErrors(page);
  for (const pathname of [CHANGED_PAGE, OTHER_PAGE]) {
    await page.goto(`${SHELL}${pathname}`);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('one byte changed in the manifest (it names another remote entry): refused', async ({
  page,
}) => {
  const elsewhere = path.join(tools, 'remoteEntrz.js');
  writeFileSync(elsewhere, ranMarker('remoteEntrz.js'));
  try {
    await withChanged(
      ['mf-manifest.json'],
      (text) => text.replace('"name": "remoteEntry.js"', '"name": "remoteEntrz.js"'),
      () => expectRefusedForThatRemoteOnly(page),
    );
  } finally {
    rmSync(elsewhere);
  }
});

test('the remote entry changed (code appended that would set a marker): refused', async ({
  page,
}) => {
  await withChanged(
    ['remoteEntry.js'],
    (text, file) => text + ranMarker(file),
    () => expectRefusedForThatRemoteOnly(page),
  );
});

test('its lazy chunks changed (code appended to each): refused', async ({ page }) => {
  await withChanged(
    versionFiles(/^(?!remoteEntry\.js$).*\.js$/),
    (text, file) => text + ranMarker(file),
    () => expectRefusedForThatRemoteOnly(page),
  );
});

test('its stylesheets changed: refused by a shell that reads them, never applied by one that read them before', async ({
  page,
}) => {
  await withChanged(
    versionFiles(/\.css$/),
    (text) => text + APPLIED_RULE,
    async () => {
      // The running shell writes in the text it checked when it first read the version.
      await page.goto(`${SHELL}${CHANGED_PAGE}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingOfTheChange(page);

      const restarted = await startShell(RESTARTED_PORT, `${FOLDER}/remotes.json`, SHELL_ENV);
      try {
        await expectRefusedForThatRemoteOnly(page, `http://127.0.0.1:${RESTARTED_PORT}`);
        expect(shellOutput(restarted)).toMatch(
          /remote_tools: .*\.css does not have the digest its signed file list gives/,
        );
      } finally {
        restarted.kill();
      }
    },
  );
});

test('a shell started while the manifest is changed refuses the version and runs none of it', async ({
  page,
}) => {
  await withChanged(
    ['mf-manifest.json'],
    (text) => text.replace('"name": "remoteEntry.js"', '"name": "remoteEntrz.js"'),
    async () => {
      const restarted = await startShell(RESTARTED_PORT, `${FOLDER}/remotes.json`, SHELL_ENV);
      try {
        const pinned = await eventually(
          async () =>
            (await (
              await fetch(`http://127.0.0.1:${RESTARTED_PORT}/remotes.json`)
            ).json()) as Record<string, { integrity?: object; serverBuild?: unknown }>,
          (file) => Boolean(file.remote_tools),
        );
        expect(pinned.remote_tools).toMatchObject({ integrity: {} });
        expect(pinned.remote_tools).not.toHaveProperty('serverBuild');
        expect(Object.keys(pinned.remote_content?.integrity ?? {})).toContain('remoteEntry.js');
        expect(shellOutput(restarted)).toMatch(
          /the version of remote_tools is not used: .*mf-manifest\.json does not have the digest its signed file list gives/,
        );
        await page.goto(`http://127.0.0.1:${RESTARTED_PORT}${CHANGED_PAGE}`);
        await expect(
          page.getByRole('heading', { name: 'This section is unavailable' }),
        ).toBeVisible();
        await expectNothingOfTheChange(page);
      } finally {
        restarted.kill();
      }
    },
  );
});
