import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { settingsTable } from '@pawapuri/shared/settings';
import { SETTINGS } from '../src/common/settings/settings-schema';
import { SETTINGS_TABLE_MARKER, replaceTableAfter } from './readme-settings';

/**
 * Prints the README's settings table as the schema declares it, formatted as
 * the repository's Prettier writes Markdown; `--write` puts it into README.md.
 */
async function main(): Promise<void> {
  const table = await format(settingsTable(SETTINGS), { parser: 'markdown' });
  if (!process.argv.includes('--write')) {
    process.stdout.write(table);
    return;
  }
  const readme = path.join(__dirname, '..', 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  fs.writeFileSync(readme, replaceTableAfter(text, SETTINGS_TABLE_MARKER, table));
  console.info(`settings table written to ${path.relative(process.cwd(), readme)}`);
}

void main();
