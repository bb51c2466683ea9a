/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TObject } from '@sinclair/typebox';
import { SettingsSchema } from './settings-schema';
import { settingsRows } from './settings-table';
import { StaticHostSchema } from './static-host-settings';

const README = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The cells of the table the README holds between `<!-- name:start -->` and `<!-- name:end -->`. */
function readmeTable(name: string): string[][] {
  const start = README.indexOf(`<!-- ${name}:start -->`);
  const end = README.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) throw new Error(`README.md has no ${name} table`);
  return README.slice(start, end)
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

test("the README's table of the shell's server settings is the schema's", () => {
  expect(readmeTable('shell-settings')).toEqual(rows(SettingsSchema));
});

test("the README's table of a static host's settings is the schema's", () => {
  expect(readmeTable('static-host-settings')).toEqual(rows(StaticHostSchema));
});
