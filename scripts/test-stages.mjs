#!/usr/bin/env node
// npm test: every check, in stages, each timed. The site is built once
// (scripts/e2e-build.mjs), before the Jest tests (the API's worker thread
// loads the shared package as built); the end-to-end tests, the topology
// test and the hostile-request suite all run that build. Stops at the first
// stage that fails; the table of durations and the count of checks are
// printed either way. With STAGE_TIMES_FILE set the durations are also
// appended there (tab-separated), for .ci/run's own table.
//
//   node scripts/test-stages.mjs [--from STAGE] [--only STAGE[,STAGE]]
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'pawapuri-test-'));
const jestSummary = path.join(work, 'jest.json');

// Two Jest workers by default, one a core: each test file has its own
// database (a SQLite file, a PostgreSQL schema) and Redis prefix, so files
// run side by side (JEST_WORKERS=1 runs them one after another).
const JEST_WORKERS = process.env.JEST_WORKERS ?? '2';

const STAGES = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'build', command: [process.execPath, 'scripts/e2e-build.mjs'] },
  {
    name: 'jest',
    command: ['npx', 'jest', `--maxWorkers=${JEST_WORKERS}`],
    env: { JEST_SUMMARY_FILE: jestSummary },
  },
  { name: 'e2e', command: ['npm', 'test', '-w', 'e2e'], env: { E2E_SKIP_BUILD: '1' } },
  { name: 'topology', command: ['npm', 'run', 'test:topology'], env: { TOPOLOGY_SKIP_BUILD: '1' } },
  { name: 'harden', command: ['npm', 'run', 'test:harden'] },
];

function chosenStages(argv) {
  const from = argv.indexOf('--from');
  const only = argv.indexOf('--only');
  const names = STAGES.map((s) => s.name);
  if (only !== -1) {
    const wanted = argv[only + 1]?.split(',') ?? [];
    for (const name of wanted) {
      if (!names.includes(name)) throw new Error(`No stage "${name}"; stages: ${names.join(', ')}`);
    }
    return STAGES.filter((s) => wanted.includes(s.name));
  }
  if (from !== -1) {
    const at = names.indexOf(argv[from + 1]);
    if (at === -1) throw new Error(`No stage "${argv[from + 1]}"; stages: ${names.join(', ')}`);
    return STAGES.slice(at);
  }
  return STAGES;
}

/** The end-to-end tests' count, as Playwright lists them (no server, no browser). */
function playwrightCount() {
  const list = spawnSync('npx', ['playwright', 'test', '--list'], {
    cwd: path.join(root, 'e2e'),
    encoding: 'utf8',
    env: { ...process.env, E2E_SKIP_BUILD: '1' },
  });
  const total = /Total: (\d+) tests? in (\d+) files?/.exec(list.stdout ?? '');
  return total ? `${total[1]} tests in ${total[2]} files` : 'not listed';
}

function jestCount() {
  if (!existsSync(jestSummary)) return 'not run';
  const s = JSON.parse(readFileSync(jestSummary, 'utf8'));
  return `${s.tests} tests (${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped)`;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const stages = chosenStages(process.argv.slice(2));
const times = [];
let failed = null;
const started = Date.now();
console.info(`npm test: ${stages.map((s) => s.name).join(' → ')} (load average ${load()})`);
for (const stage of stages) {
  console.info(`\n== ${stage.name}: ${stage.command.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync(stage.command[0], stage.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const seconds = (Date.now() - t0) / 1000;
  times.push({ name: stage.name, seconds, ok: run.status === 0 });
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(
      process.env.STAGE_TIMES_FILE,
      `npm test: ${stage.name}\t${seconds.toFixed(0)}\n`,
    );
  }
  if (run.status !== 0) {
    failed = stage.name;
    break;
  }
}

console.info(`\nnpm test stages (load average now ${load()}):`);
for (const t of times) {
  console.info(
    `  ${t.name.padEnd(10)} ${t.seconds.toFixed(0).padStart(6)} s${t.ok ? '' : '  FAILED'}`,
  );
}
console.info(`  ${'total'.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(0).padStart(6)} s`);
console.info('Checks counted:');
console.info(`  Jest        ${jestCount()}`);
console.info(`  Playwright  ${playwrightCount()}`);
process.exit(failed ? 1 : 0);
