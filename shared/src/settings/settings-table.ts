import { allowedForm } from './allowed-form';
import type { SettingsObjectSchema } from './setting-schema';

const HEADER = ['Variable', 'Default', 'Allowed', 'Meaning'];

/** Markdown cell text: a pipe would end the cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function code(value: unknown): string {
  return `\`${String(value)}\``;
}

function defaultText(value: unknown): string {
  if (value === undefined) return 'unset';
  // An empty default is a setting left off; an empty code span would not show.
  if (value === '') return 'empty';
  if (Array.isArray(value)) return value.length ? value.map(code).join(', ') : 'empty';
  return code(value);
}

/**
 * A Markdown table of a settings schema: one row per variable with its
 * default, the values it accepts and its description (required: a setting
 * nobody can read about is not documented).
 */
export function settingsTable(schema: SettingsObjectSchema): string {
  const rows = Object.entries(schema.properties).map(([name, setting]) => {
    if (!setting.description) throw new Error(`The setting ${name} has no description`);
    return [code(name), defaultText(setting.default), allowedForm(setting), setting.description];
  });
  const lines = [HEADER, HEADER.map(() => '---'), ...rows].map(
    (row) => `| ${row.map(cell).join(' | ')} |`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The cells of the first Markdown table in a text, without the padding,
 * divider and escapes a formatter adds, so a hand-formatted copy compares equal to the
 * generated one.
 */
export function tableCells(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith('|'));
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && !line.trimStart().startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        // A formatter escapes Markdown's own characters (`_` as `\_`); the text is the same.
        .map((text) => text.trim().replace(/\\([^|])/g, '$1')),
    )
    .filter((row) => !row.every((text) => /^:?-+:?$/.test(text)));
}
