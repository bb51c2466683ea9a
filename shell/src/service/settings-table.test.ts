/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { SettingsSchema } from './settings-schema';
import { settingsRows } from './settings-table';
import { StaticHostSchema } from './static-host-settings';

const SETTINGS_DOC = readFileSync(path.join(__dirname, '../../../docs/shell-server.md'), 'utf8');

/** The cells of the table docs/shell-server.md holds between `<!-- name:start -->` and `<!-- name:end -->`. */
function readmeTable(name: string): string[][] {
  const start = SETTINGS_DOC.indexOf(`<!-- ${name}:start -->`);
  const end = SETTINGS_DOC.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) throw new Error(`docs/shell-server.md has no ${name} table`);
  return SETTINGS_DOC.slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const rows = (schema: TObject) =>
  settingsRows(schema).map((row) => [row.name, row.default, row.meaning]);

test("docs/shell-server.md's table of the shell's server settings is the schema's", () => {
  expect(readmeTable('shell-settings')).toEqual(rows(SettingsSchema));
});

test("docs/shell-server.md's table of a static host's settings is the schema's", () => {
  expect(readmeTable('static-host-settings')).toEqual(rows(StaticHostSchema));
});
