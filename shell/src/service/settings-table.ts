import type { TObject } from '@sinclair/typebox';

/** One row of a settings table: the name, its default as the settings documents show it, and what it means. */
export interface SettingsRow {
  name: string;
  default: string;
  meaning: string;
}

/** The rows of the documented table of a settings schema, in the schema's order. */
export function settingsRows(schema: TObject): SettingsRow[] {
  return Object.entries(schema.properties).map(([name, property]) => {
    const value = (property as { default?: unknown }).default;
    return {
      name: `\`${name}\``,
      default: value === undefined ? 'required' : value === '' ? 'empty' : `\`${String(value)}\``,
      meaning: String((property as { description?: string }).description ?? ''),
    };
  });
}

/** The same rows as a Markdown table (Prettier pads it in the document; the cells are what count). */
export function settingsTable(schema: TObject): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['setting', 'default', 'meaning']),
    line(['---', '---', '---']),
    ...settingsRows(schema).map((row) => line([row.name, row.default, row.meaning])),
  ].join('\n');
}
