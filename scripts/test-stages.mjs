#!/usr/bin/env node
// npm test: every check, in stages, each timed. The shared package's one
// build comes first (typecheck, the build tools, the servers and the API's
// worker thread load it). The site is built once (scripts/e2e-build.mjs);
// the budget check, the end-to-end tests, the topology test and the
// hostile-request suite all run that build. Stops at the first stage that fails; the table of durations and the count of checks are
// printed either way. With STAGE_TIMES_FILE set the durations are also
// appended there (tab-separated), for .ci/run's own table.
//
//   node scripts/test-stages.mjs [--from STAGE] [--only STAGE[,STAGE]]
import { spawn, spawnSync } from 'node:child_process';
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

// With STAGES_TOGETHER=1, stages with the same `together` run side by side
// (ESLint and tsc each use one core), their output printed whole as each
// ends. Not the default: on this shared 2-core machine the pair took 102-133 s
// side by side and 117-136 s one after another, no gain beyond the noise.
const STAGES = [
  // The shared package's one build (tooling/shared-build.js), before anything
  // uses it: typecheck reads its declarations, the build tools, servers and
  // the API's worker thread its CommonJS. Quick when nothing in it changed.
  { name: 'shared', command: ['npm', 'run', 'build', '-w', '@pawapuri/shared'] },
  { name: 'lint', command: ['npm', 'run', 'lint'], together: 'static' },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], together: 'static' },
  { name: 'build', command: [process.execPath, 'scripts/e2e-build.mjs'] },
  // Each route's first-load JavaScript and inlined CSS against tooling/budgets.json:
  // sizes of a build are the same on every run, so this check may fail the run.
  { name: 'budgets', command: [process.execPath, 'scripts/bench-bundles.mjs', '--check'] },
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

/** Runs one stage, its output passed through; resolves to its time and status. */
function runStage(stage, { buffered }) {
  console.info(
    `\n== ${stage.name}: ${stage.command.join(' ')}${buffered ? ' (output when it ends)' : ''}`,
  );
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...stage.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (buffered) {
        console.info(`\n== ${stage.name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, seconds, ok: code === 0 });
    });
  });
}

/** The chosen stages in order, those with the same `together` next to each other in one group. */
function groups(list) {
  const out = [];
  for (const stage of list) {
    const last = out.at(-1);
    const together = stage.together && process.env.STAGES_TOGETHER === '1';
    if (together && last?.[0].together === stage.together) last.push(stage);
    else out.push([stage]);
  }
  return out;
}

const stages = chosenStages(process.argv.slice(2));
const times = [];
let failed = null;
const started = Date.now();
console.info(`npm test: ${stages.map((s) => s.name).join(' → ')} (load average ${load()})`);
for (const group of groups(stages)) {
  const t0 = Date.now();
  const results = await Promise.all(
    group.map((stage) => runStage(stage, { buffered: group.length > 1 })),
  );
  const wall = (Date.now() - t0) / 1000;
  for (const result of results) {
    times.push(result);
    if (process.env.STAGE_TIMES_FILE) {
      appendFileSync(
        process.env.STAGE_TIMES_FILE,
        `npm test: ${result.name}\t${result.seconds.toFixed(0)}\n`,
      );
    }
  }
  if (group.length > 1) {
    const name = group.map((stage) => stage.name).join(' ‖ ');
    times.push({ name, seconds: wall, ok: results.every((r) => r.ok), wall: true });
    if (process.env.STAGE_TIMES_FILE) {
      appendFileSync(
        process.env.STAGE_TIMES_FILE,
        `npm test: ${name} (wall)\t${wall.toFixed(0)}\n`,
      );
    }
  }
  const bad = results.find((r) => !r.ok);
  if (bad) {
    failed = bad.name;
    break;
  }
}

console.info(`\nnpm test stages (load average now ${load()}):`);
for (const t of times) {
  const name = t.wall ? `${t.name} (wall)` : t.name;
  console.info(
    `  ${name.padEnd(24)} ${t.seconds.toFixed(0).padStart(6)} s${t.ok ? '' : '  FAILED'}`,
  );
}
console.info(`  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(0).padStart(6)} s`);
console.info('Checks counted:');
console.info(`  Jest        ${jestCount()}`);
console.info(`  Playwright  ${playwrightCount()}`);
process.exit(failed ? 1 : 0);
