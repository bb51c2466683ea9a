// Publish to visible across the topology's two shells and two APIs
// (`node scripts/topology/run.mjs --bench-content`, a step of `npm run
// bench`): a keeper signs in through the public origin, publishes a hotel's
// new phone number, and both shells' server HTML, each read on its own
// address, is polled until the page shows the number. Measured twice: the APIs
// told over Redis pub/sub, then restarted without REDIS_URL, checking the
// content's version every CONTENT_CHECK_MS. Figures are printed, not asserted.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { APIS, PUBLIC_ORIGIN, SHELLS } from './hosts.mjs';
import { delay, stop } from './processes.mjs';
import { request, shellPage, until } from './probes.mjs';

const ITEM = 'stay/lotus-lodge';
const PAGE = '/hotels';
/** The shells' CONTENT_CHECK_SECONDS (their default, kept here): the random pause between publishes. */
const SHELL_CHECK_MS = 5_000;
/** A publish not visible within this has failed. */
const GIVE_UP_MS = 60_000;
const POLL_MS = 50;

/** Runs both measurements; `publishes` per mode. Answers the printed rows. */
export async function benchContent(t, publishes) {
  const keeper = await createEditor(t);
  const rows = [];
  rows.push(await measure(t, keeper, 'Redis pub/sub', publishes));
  // The same database, the APIs started again without Redis.
  await Promise.all(APIS.map((api) => stop(api.name)));
  for (const api of APIS) await t.services.startApi(api, { REDIS_URL: null });
  rows.push(await measure(t, keeper, 'no Redis (version checked every 2 s)', publishes));
  const load = readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');
  console.info(`\n${new Date().toISOString()}; load average ${load}`);
  for (const row of rows) console.info(row);
  return rows;
}

/** `npm run keeper -- add` on the topology's database, then its password set through nginx. */
async function createEditor(t) {
  const email = 'bench-editor@example.org';
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'keeper', '-w', 'visitor-api', '--', 'add', email, '--role', 'editor'],
    {
      cwd: t.root,
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        KEEPER_SITE_URL: PUBLIC_ORIGIN,
        LOG_LEVEL: 'silent',
      },
    },
  );
  const link = stdout.split('\n').find((line) => line.startsWith('http'));
  if (!link) throw new Error(`The keeper command printed no link:\n${stdout}`);
  const password = 'bench passphrase for the content figures';
  await api(t, 'POST', '/api/keepers/set-password', {
    token: new URL(link).hash.replace(/^#token=/, ''),
    password,
  });
  return { email, password };
}

/** A keeper call through the public origin, as the keeper pages make it; throws unless 2xx. */
async function api(t, method, pathname, body, headers = {}) {
  const answer = await request(`${PUBLIC_ORIGIN}${pathname}`, {
    method,
    body,
    ca: t.certificate.pem,
    headers: { origin: PUBLIC_ORIGIN, ...headers },
  });
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${pathname}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return answer;
}

async function signIn(t, keeper) {
  const answer = await api(t, 'POST', '/api/keepers/sign-in', keeper);
  const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0];
  if (!cookie) throw new Error('signing in set no cookie');
  return { cookie };
}

/**
 * The page's HTML without the copy of the content it carries for hydration
 * (<script id="site-content">), so a number found is one the page rendered.
 * (The seed's hotel is an example: its number is shown as text, not linked.)
 */
function renderedText(html = '') {
  return html.replace(/<script[^>]*\bid="?site-content"?[^>]*>[\s\S]*?<\/script>/, '');
}

async function measure(t, keeper, label, publishes) {
  const session = await signIn(t, keeper);
  const content = `/api/keepers/content/${ITEM}`;
  const times = [];
  for (let i = 0; i < publishes; i += 1) {
    const phone = `+91 94310 ${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    const item = JSON.parse((await api(t, 'GET', content, undefined, session)).body);
    const saved = JSON.parse(
      (
        await api(
          t,
          'POST',
          `${content}/draft`,
          { expectedRevision: item.draft.revision, data: { ...item.draft.data, phone } },
          session,
        )
      ).body,
    );
    await api(t, 'POST', `${content}/publish`, { expectedRevision: saved.draft.revision }, session);
    const published = performance.now();
    await Promise.all(
      SHELLS.map((shell) =>
        until(
          `${shell.name} showing publish ${i + 1}`,
          async () => renderedText((await shellPage(shell, PAGE))?.body).includes(phone),
          GIVE_UP_MS,
          POLL_MS,
        ),
      ),
    );
    times.push(performance.now() - published);
    // Publishes at random points of the shells' check cycle, not always just after one.
    await delay(Math.random() * SHELL_CHECK_MS);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)];
  return `${label}: ${times.length} publishes, visible on both shells' ${PAGE} after p50 ${(p50 / 1000).toFixed(2)} s, max ${(times.at(-1) / 1000).toFixed(2)} s (target ≤ 10 s)`;
}
