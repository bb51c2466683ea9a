/*
 * The breach drill, from the audit log of the store the settings name:
 *
 *   npm run breach-report -w visitor-api -- --from <time> --to <time> [--json]
 *
 * A time is a date (2026-11-20: the whole day on the site's clock,
 * SITE_TIMEZONE), a date and time on that clock (2026-11-20T09:30), or one
 * with its offset (2026-11-20T04:00Z), as the search and export read them. It prints who signed in from which network, what was
 * exported, searched, erased and changed, and which personal data each
 * touched (docs/breach-runbook.md). It only reads.
 */
import { parseArgs } from 'node:util';
import type { Env } from '@pawapuri/shared/settings';
import { loadConfig } from '../common/settings/config';
import { connect, connectionOptions } from '../common/db/connect';
import { parseApiDate } from '../common/input/api-date';
import { streamAudit } from '../keepers/store/stream-audit';
import { breachReport, type AuditRow } from './breach-report';
import { reportText } from './report-text';

const USAGE =
  'Usage: npm run breach-report -w visitor-api -- --from <time> --to <time> [--json]\n' +
  '  a time is a date (2026-11-20, the whole day in SITE_TIMEZONE), a date and time in SITE_TIMEZONE (2026-11-20T09:30) or with its offset (2026-11-20T04:00Z)';

export interface ReportOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

type Parsed = { from: number; to: number; json: boolean } | { problem: string };

function parse(args: string[], timeZone: string): Parsed {
  let values: { from?: string; to?: string; json?: boolean };
  try {
    const parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    values = parsed.values;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (values.from === undefined || values.to === undefined) {
    return { problem: 'both --from and --to are needed' };
  }
  const from = parseApiDate(values.from, timeZone, 'start');
  if (from === null) return { problem: `--from "${values.from}" is not a date or a date and time` };
  const to = parseApiDate(values.to, timeZone, 'end');
  if (to === null) return { problem: `--to "${values.to}" is not a date or a date and time` };
  if (from > to) return { problem: `--from (${values.from}) is after --to (${values.to})` };
  return { from, to, json: values.json === true };
}

/** Runs the report; answers the exit code (2 for bad arguments, 1 when the store cannot be read). */
export async function runBreachReport(args: string[], env: Env, io: ReportOutput): Promise<number> {
  let config;
  try {
    config = loadConfig({ LOG_LEVEL: 'silent', GEOIP_DATABASE: 'off', ...env });
  } catch (error) {
    io.err(`breach-report: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parse(args, config.siteTimezone);
  if ('problem' in parsed) {
    io.err(`breach-report: ${parsed.problem}\n${USAGE}`);
    return 2;
  }
  const database = connect(connectionOptions(config));
  try {
    const rows: AuditRow[] = [];
    for await (const chunk of streamAudit(database, { from: parsed.from, to: parsed.to })) {
      for (const row of chunk) rows.push({ ...row, at: Number(row.at) });
    }
    const report = breachReport(rows, {
      from: parsed.from,
      to: parsed.to,
      timeZone: config.siteTimezone,
    });
    io.out(parsed.json ? JSON.stringify(report, null, 2) : reportText(report));
    return 0;
  } catch (error) {
    io.err(`breach-report: cannot read the audit log: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

if (require.main === module) {
  void runBreachReport(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  }).then((code) => {
    process.exitCode = code;
  });
}
