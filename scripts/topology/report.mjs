// What the topology test measured: printed as it happens, and written as a
// section of BENCHMARKS.md (replaced on every run, dated, with the load).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const START = '<!-- topology:start -->';
const END = '<!-- topology:end -->';

export function createReport() {
  const rows = [];
  const counted = { pages: 0, failed: 0 };
  const loadAtStart = readLoad();
  const started = Date.now();
  return {
    /** One measured event: printed now, a row of the table later. */
    time(step, event, ms, detail = '') {
      rows.push({ step, event, ms, detail });
      console.info(
        `  ${step}: ${event}: ${(ms / 1000).toFixed(2)} s${detail ? ` (${detail})` : ''}`,
      );
    },
    /** A counted fact of a step, no time: printed now, a row later. */
    note(step, event, detail) {
      rows.push({ step, event, ms: null, detail });
      console.info(`  ${step}: ${event}: ${detail}`);
    },
    /** A step's load: pages and visits answered, failures, latency through the proxy. */
    load(step, summary) {
      counted.pages += summary.pages;
      counted.failed += summary.failures.length;
      const detail = `${summary.pages} pages (p50 ${summary.p50.toFixed(0)} ms, p99 ${summary.p99.toFixed(0)} ms), ${summary.visits} visits, ${summary.failures.length} failed`;
      rows.push({ step, event: 'load during the step', ms: null, detail });
      console.info(`  ${step}: ${detail}`);
      for (const failure of summary.failures.slice(0, 10)) console.info(`    failed: ${failure}`);
    },
    pagesTotal: () => counted.pages,
    failedTotal: () => counted.failed,
    write(root, totals) {
      const section = [
        START,
        '## Topology',
        '',
        `Measured on ${new Date(started).toISOString().slice(0, 10)} by \`npm run test:topology\``,
        `(docs/deploying.md, Topology test): nginx ${totals.nginx} as the TLS proxy and as the remotes'`,
        'static host, two shell servers and two visitor APIs on PostgreSQL and Redis, each on',
        `its own loopback address, under a load of ${totals.workers} page workers and one visit`,
        `worker through the proxy, on this project's shared ${os.cpus().length}-core machine. Load`,
        `average (1, 5, 15 min) ${loadAtStart} at the start, ${readLoad()} at the end. The whole run`,
        `took ${((Date.now() - started) / 1000).toFixed(0)} s (${totals.built ? 'the site built first' : 'on an existing build'}).`,
        'Figures are measured, never asserted: the test fails only when an event never',
        'happens within its bound or a failure count is not zero.',
        '',
        '| step | event | time | detail |',
        '| ---- | ----- | ---- | ------ |',
        ...rows.map(
          (row) =>
            `| ${row.step} | ${row.event} | ${row.ms === null ? '' : `${(row.ms / 1000).toFixed(2)} s`} | ${row.detail} |`,
        ),
        '',
        `In all: ${totals.pages} pages and ${totals.acknowledged} acknowledged visits through the proxy,`,
        `${totals.failed} failed; ${totals.lost} acknowledged visits missing from PostgreSQL.`,
        END,
      ].join('\n');
      const file = path.join(root, 'BENCHMARKS.md');
      const text = readFileSync(file, 'utf8');
      const at = text.indexOf(START);
      const next =
        at === -1
          ? `${text.trimEnd()}\n\n${section}\n`
          : `${text.slice(0, at)}${section}${text.slice(text.indexOf(END) + END.length)}`;
      writeFileSync(file, next);
      // The table's columns aligned as the repository's formatter keeps them.
      execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', file], {
        stdio: 'ignore',
      });
    },
  };
}

function readLoad() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  }
}
