/**
 * A Jest reporter that prints, after the run, where the time went: each
 * project's test count and summed file time, then the slowest test files and
 * the slowest tests, so the next slow test is seen where it is added.
 * Figures only, never a verdict. With JEST_SUMMARY_FILE set it also writes
 * the counts there as JSON (the `npm test` stages print them).
 */
const fs = require('node:fs');
const path = require('node:path');

const SHOWN = 15;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
    this.tests = [];
  }

  onTestResult(test, result) {
    const project =
      test.context.config.displayName?.name ?? path.basename(test.context.config.rootDir);
    const file = path.relative(this.rootDir, result.testFilePath);
    const ms = result.perfStats.end - result.perfStats.start;
    this.files.push({ project, file, ms, tests: result.testResults.length });
    for (const t of result.testResults) {
      this.tests.push({ file, name: t.fullName, ms: t.duration ?? 0 });
    }
  }

  onRunComplete(_contexts, results) {
    const projects = new Map();
    for (const f of this.files) {
      const p = projects.get(f.project) ?? { files: 0, tests: 0, ms: 0 };
      p.files += 1;
      p.tests += f.tests;
      p.ms += f.ms;
      projects.set(f.project, p);
    }
    const lines = ['', 'Time per project (test files summed; workers run them side by side):'];
    for (const [name, p] of [...projects].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(
        `  ${name.padEnd(16)} ${String(p.tests).padStart(5)} tests in ${String(p.files).padStart(3)} files  ${seconds(p.ms)}`,
      );
    }
    lines.push(`Slowest ${SHOWN} test files:`);
    for (const f of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      lines.push(`  ${seconds(f.ms).padStart(8)}  ${f.file} (${f.tests} tests)`);
    }
    lines.push(`Slowest ${SHOWN} tests:`);
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
      lines.push(`  ${seconds(t.ms).padStart(8)}  ${t.file}: ${t.name}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    if (process.env.JEST_SUMMARY_FILE) {
      fs.writeFileSync(
        process.env.JEST_SUMMARY_FILE,
        JSON.stringify({
          tests: results.numTotalTests,
          passed: results.numPassedTests,
          failed: results.numFailedTests,
          skipped: results.numPendingTests + results.numTodoTests,
          projects: Object.fromEntries(projects),
        }),
      );
    }
  }
}

module.exports = TimingReporter;
