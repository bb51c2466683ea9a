import path from 'node:path';
import { parseArgs } from 'node:util';
import { SettingError } from '@pawapuri/shared/settings';
import { backup, restore } from './backup';
import { BackupError } from './backup-error';
import { summaryLines } from './backup-summary';

const USAGE = {
  backup: 'Usage: npm run backup -w visitor-api -- --to <file>',
  restore: 'Usage: npm run restore -w visitor-api -- --from <file> [--force]',
} as const;

type Command = keyof typeof USAGE;

/**
 * The file argument, relative to the folder npm was started from (npm runs
 * the script in the API's folder and says where it was called in INIT_CWD).
 */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function parse(command: Command, args: string[]): { file: string; force: boolean } | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options:
        command === 'backup'
          ? { to: { type: 'string' } }
          : { from: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
    const file = command === 'backup' ? values.to : values.from;
    if (positionals.length > 0 || typeof file !== 'string' || file === '') return null;
    return { file: fromCaller(file), force: values.force === true };
  } catch {
    return null;
  }
}

/** Runs `backup` or `restore` with the command-line arguments; resolves to the exit code. */
export async function main(command: Command, args: string[]): Promise<number> {
  const parsed = parse(command, args);
  if (!parsed) {
    console.error(USAGE[command]);
    return 2;
  }
  try {
    const summary =
      command === 'backup'
        ? await backup(parsed.file)
        : await restore(parsed.file, { force: parsed.force });
    console.info(summaryLines(command, summary).join('\n'));
    return 0;
  } catch (error) {
    // Expected failures (a refused file, a setting, the file system, SQLite)
    // say what went wrong in their message; anything else is a bug: its stack.
    const expected =
      error instanceof BackupError ||
      error instanceof SettingError ||
      (error instanceof Error && 'code' in error);
    if (expected) console.error(`${command} failed: ${error.message}`);
    else console.error(`${command} failed:`, error);
    return 1;
  }
}

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`);
    process.exit(2);
  }
  void main(command, args).then((code) => process.exit(code));
}
