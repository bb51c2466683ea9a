// The events the topology lives through under load, in order: a deploy, a
// rollback, two instances killed, the static host stopped, the shell
// upgraded, the database backed up and restored. Each step times what it
// waits for and throws when an event never happens within its bound; the
// failures it counts go into `t.problems`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { NEW_HEADING, OLD_HEADING, RELEASE_MARK } from './builds.mjs';
import { navigateInPage, watchedPage } from './browser.mjs';
import { databaseUrl, visitCount } from './database.mjs';
import { deploy, deployShellAssets, rollback } from './deploys.mjs';
import { APIS, PUBLIC_ORIGIN, SHELLS } from './hosts.mjs';
import { delay, stop } from './processes.mjs';
import { shellPage, until } from './probes.mjs';

const CONTENT = 'remote_content';
/** Generous bounds: an event later than this has not happened. */
const PROPAGATION_MS = 60_000;
const RESTART_MS = 60_000;
/**
 * nginx takes an instance it saw fail back only after site.conf's
 * fail_timeout (5 s): the next instance is stopped after that, or nginx
 * would find neither.
 */
const FAIL_TIMEOUT_MS = 5_000;

/** How long until every shell renders `pathname` with `text` in it, each shell timed. */
async function untilEveryShellShows(t, step, text, pathname = '/jal-mandir') {
  const started = performance.now();
  await Promise.all(
    SHELLS.map(async (shell) => {
      await until(
        `${shell.name} rendering "${text}"`,
        async () => (await shellPage(shell, pathname))?.body.includes(text),
        PROPAGATION_MS,
      );
      t.report.time(step, `${shell.name} renders it`, performance.now() - started);
    }),
  );
}

/** The remote files the page asked for, by version folder. */
function remoteVersionsAsked(page) {
  const asked = new Set();
  page.on('request', (request) => {
    const match = new RegExp(`/remotes/${CONTENT}/([0-9a-f]{12})/`).exec(request.url());
    if (match) asked.add(match[1]);
  });
  return asked;
}

/** Fails the step when the load had failures or the browser logged errors. */
export function settle(t, step, errors = []) {
  const summary = t.load.take();
  t.report.load(step, summary);
  if (summary.failures.length)
    t.problems.push(`${step}: ${summary.failures.length} failed requests`);
  if (errors.length) {
    t.problems.push(
      `${step}: the browser logged ${errors.length} errors:\n    ${errors.join('\n    ')}`,
    );
  }
  errors.length = 0;
}

/** Opens `pathname` in a new page, waits for `heading`; returns the watched page. */
export async function openPage(t, pathname, heading) {
  const watched = await watchedPage(t.context);
  watched.asked = remoteVersionsAsked(watched.page);
  await watched.page.goto(`${PUBLIC_ORIGIN}${pathname}`);
  await watched.page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
  await watched.page.waitForLoadState('networkidle');
  return watched;
}

/**
 * Navigates an already open page to a lazy page it has not loaded and
 * checks that every remote file it asked for came from `version`, the one it
 * was rendered with.
 */
async function lazyNavigation(t, step, watched, pathname, heading, version) {
  watched.asked.clear();
  const started = performance.now();
  await navigateInPage(watched.page, pathname, heading);
  t.report.time(step, `open page navigates to ${pathname}`, performance.now() - started);
  const others = [...watched.asked].filter((asked) => asked !== version);
  if (!watched.asked.has(version) || others.length) {
    t.problems.push(
      `${step}: the page rendered with ${version} loaded ${pathname} from ${[...watched.asked].join(', ') || 'nothing'}`,
    );
  }
}

export async function deployStep(t) {
  const step = 'a. deploy';
  const before = t.openBeforeDeploy;
  const started = performance.now();
  t.versions.next = await deploy(t.root, {
    built: t.nextContentDir,
    folder: t.remotesFolder,
    keyFile: t.keyFiles[CONTENT],
    remote: CONTENT,
  });
  t.report.time(
    step,
    `deploy command (${t.versions.first} → ${t.versions.next})`,
    performance.now() - started,
  );
  await untilEveryShellShows(t, step, NEW_HEADING);
  await lazyNavigation(t, step, before, '/gallery', 'Gallery', t.versions.first);
  t.openAfterDeploy = await openPage(t, '/jal-mandir', NEW_HEADING);
  settle(t, step, [...before.errors, ...t.openAfterDeploy.errors]);
  before.errors.length = 0;
  t.openAfterDeploy.errors.length = 0;
}

export async function rollbackStep(t) {
  const step = 'b. rollback';
  const open = t.openAfterDeploy;
  const started = performance.now();
  const version = await rollback(t.root, {
    folder: t.remotesFolder,
    keyFile: t.keyFiles[CONTENT],
    remote: CONTENT,
  });
  if (version !== t.versions.first)
    t.problems.push(`${step}: the pointer is on ${version}, not ${t.versions.first}`);
  t.report.time(step, `rollback command (→ ${version})`, performance.now() - started);
  await untilEveryShellShows(t, step, OLD_HEADING);
  await lazyNavigation(t, step, open, '/donate', 'Donate', t.versions.next);
  const fresh = await openPage(t, '/jal-mandir', OLD_HEADING);
  settle(t, step, [...open.errors, ...fresh.errors]);
  await fresh.page.close();
}

/** Kills one shell and one API instance, as a crash would; the supervisor starts them again. */
export async function killStep(t) {
  const step = 'c. kill';
  const [shell, api] = [SHELLS[0], APIS[0]];
  const started = performance.now();
  await Promise.all([stop(shell.name, 'SIGKILL'), stop(api.name, 'SIGKILL')]);
  // Under load with one instance of each for a while, then restarted (Restart=on-failure, RestartSec=2).
  await delay(4_000);
  await Promise.all([
    t.services
      .startApi(api)
      .then(() =>
        t.report.time(
          step,
          `${api.name} killed → listening again (started after 4 s)`,
          performance.now() - started,
        ),
      ),
    t.services
      .startShell(shell)
      .then(() =>
        t.report.time(
          step,
          `${shell.name} killed → listening again (started after 4 s)`,
          performance.now() - started,
        ),
      ),
  ]);
  await delay(FAIL_TIMEOUT_MS + 1_000);
  settle(t, step);
}

/** Stops the remotes' static host; a pointer switched meanwhile is followed once it is back. */
export async function staticHostStep(t) {
  const step = 'd. static host down';
  await stop('static-host');
  const started = performance.now();
  // A deploy while the host is down: written to the folder, served only when it is back.
  await deploy(t.root, {
    built: t.nextContentDir,
    folder: t.remotesFolder,
    keyFile: t.keyFiles[CONTENT],
    remote: CONTENT,
  });
  await delay(3_000);
  // A visitor new to the site meanwhile: the page is rendered, its remote code comes from the proxy's cache.
  const context = await t.browser.newContext({ userAgent: t.userAgent });
  const visitor = await watchedPage(context);
  const pageStarted = performance.now();
  await visitor.page.goto(`${PUBLIC_ORIGIN}/jal-mandir`);
  await visitor.page.getByRole('heading', { name: OLD_HEADING, exact: true }).first().waitFor();
  await visitor.page.waitForLoadState('networkidle');
  t.report.time(
    step,
    'a new visitor loads /jal-mandir',
    performance.now() - pageStarted,
    `${visitor.errors.length} browser errors`,
  );
  for (const error of visitor.errors.slice(0, 5)) console.info(`    browser: ${error}`);
  await context.close();
  await t.services.startStaticHost();
  const back = performance.now();
  t.report.time(step, 'static host down', back - started);
  await untilEveryShellShows(t, step, NEW_HEADING);
  t.report.time(step, 'host back → deploy made meanwhile served', performance.now() - back);
  settle(t, step);
}

/**
 * Restarts the shells one at a time on their next release, whose entry and
 * one lazy chunk have new names. As production does it, the release's
 * assets are deployed first (npm run deploy -w shell) into the folder every
 * instance reads (SHELL_ASSETS_DIR). While the old instance still serves, a
 * page from the new build is opened and navigated, and the old instance is
 * asked for each new chunk; once both are upgraded, each is asked for the
 * old chunks (pages open from before). Any same-origin answer of 400 or
 * more in the browser, or a chunk not answered 200, fails the step.
 */
export async function upgradeStep(t) {
  const step = 'e. shell upgrade';
  const renamed = t.shellRelease.renamed;
  let started = performance.now();
  await deployShellAssets(t.root, {
    folder: t.services.shellAssetsFolder,
    build: path.join(t.shellRelease.dir, 'shell/dist'),
  });
  t.report.time(step, "the next release's assets deployed", performance.now() - started);
  const failedLoads = [];
  const errors = [];
  for (const [index, shell] of SHELLS.entries()) {
    started = performance.now();
    await stop(shell.name);
    t.report.time(step, `${shell.name} stopped (SIGTERM)`, performance.now() - started);
    await t.services.startShell(shell, t.shellRelease.dir);
    await until(
      `${shell.name} serving its next release`,
      async () => (await shellPage(shell, '/'))?.body.includes(RELEASE_MARK),
      RESTART_MS,
    );
    t.report.time(step, `${shell.name} on the next release`, performance.now() - started);
    if (index === 0) {
      const old = SHELLS[1];
      await chunksAnswered(
        t,
        step,
        old,
        renamed.map(([, next]) => next),
        'the next build',
      );
      errors.push(...(await newBuildPage(t, step, failedLoads)));
    }
    await delay(FAIL_TIMEOUT_MS + 1_000);
  }
  for (const shell of SHELLS) {
    await chunksAnswered(
      t,
      step,
      shell,
      renamed.map(([previous]) => previous),
      'the previous build',
    );
  }
  if (failedLoads.length) {
    t.problems.push(
      `${step}: ${failedLoads.length} failed loads in the browser:\n    ${failedLoads.join('\n    ')}`,
    );
  }
  t.report.note(step, 'failed loads in the browser (4xx, 5xx, no answer)', `${failedLoads.length}`);
  settle(t, step, errors);
}

/** Asks `shell` itself (past the proxy) for `files`: each must be answered 200. */
async function chunksAnswered(t, step, shell, files, build) {
  const statuses = await Promise.all(
    files.map(async (file) => (await shellPage(shell, `/${file}`))?.status ?? 'no answer'),
  );
  const missing = files.filter((_, i) => statuses[i] !== 200);
  t.report.note(
    step,
    `${shell.name} answers ${build}'s ${files.length} new-named chunks`,
    `${files.length - missing.length} of ${files.length} 200`,
  );
  if (missing.length) {
    t.problems.push(
      `${step}: ${shell.name} does not answer ${build}'s ${missing.map((file) => `${file} (${statuses[files.indexOf(file)]})`).join(', ')}`,
    );
  }
}

/**
 * Opens pages through the proxy until one comes from the next release (the
 * proxy balances between the instances), then follows its link to a lazy
 * page, with the old instance still serving half the requests; notes every
 * same-origin request that failed or was answered 400 or more.
 */
async function newBuildPage(t, step, failedLoads) {
  const watched = await watchedPage(t.context);
  const { page } = watched;
  page.on('response', (response) => {
    if (response.url().startsWith(PUBLIC_ORIGIN) && response.status() >= 400)
      failedLoads.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // ERR_ABORTED: the page cancelled it (the next goto leaves a page whose calls are in flight).
    if (request.url().startsWith(PUBLIC_ORIGIN) && error !== 'net::ERR_ABORTED')
      failedLoads.push(`${error} ${request.url()}`);
  });
  const started = performance.now();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    await page.goto(`${PUBLIC_ORIGIN}/jal-mandir`);
    await page.getByRole('heading', { name: NEW_HEADING, exact: true }).first().waitFor();
    if (await page.locator('meta[name="pawapuri-release"]').count()) break;
    if (attempts >= 30)
      throw new Error(`${step}: no page of the next release in ${attempts} loads`);
  }
  await page.waitForLoadState('networkidle');
  await navigateInPage(page, '/gallery', 'Gallery');
  t.report.time(
    step,
    'a page of the next release opened and navigated',
    performance.now() - started,
    `${attempts} loads until one came from it`,
  );
  await page.close();
  return watched.errors;
}

/** Backs the database up while the APIs write to it, restores it into an empty one. */
export async function backupStep(t) {
  const step = 'f. backup';
  const file = path.join(t.dir, 'visitors.backup');
  const acknowledgedBefore = t.load.acknowledged.size;
  let started = performance.now();
  // A plain backup, said so: the run's own throwaway data, restored at once below.
  await npmRun(
    t.root,
    ['run', 'backup', '-w', 'visitor-api', '--', '--to', file, '--unencrypted'],
    t.database.url,
  );
  t.report.time(step, 'npm run backup (under load)', performance.now() - started);
  const countAfter = await visitCount(t.database.name);
  started = performance.now();
  await npmRun(
    t.root,
    ['run', 'restore', '-w', 'visitor-api', '--', '--from', file],
    databaseUrl(t.restored),
  );
  const restored = await visitCount(t.restored);
  t.report.time(
    step,
    'npm run restore (into an empty database)',
    performance.now() - started,
    `${restored} visits`,
  );
  if (restored < acknowledgedBefore || restored > countAfter) {
    t.problems.push(
      `${step}: the restored database holds ${restored} visits; ${acknowledgedBefore} were acknowledged before the backup and ${countAfter} stored after it`,
    );
  }
  settle(t, step);
}

/** npm with DATABASE_URL set, as a child process (the test's load keeps going meanwhile). */
function npmRun(root, args, url) {
  return promisify(execFile)('npm', args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
  });
}
