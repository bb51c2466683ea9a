/** The comment in README.md that the generated settings table follows. */
export const SETTINGS_TABLE_MARKER =
  '<!-- Generated from src/common/settings/settings-schema.ts by `npm run settings-table -w visitor-api -- --write`: edit the schema, not this table. -->';

function tableBounds(lines: readonly string[], from: number): [number, number] {
  const start = lines.findIndex((line, index) => index > from && line.startsWith('|'));
  if (start === -1) throw new Error('No table follows the settings table marker');
  const after = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return [start, after === -1 ? lines.length : after];
}

function locate(text: string, marker: string) {
  const lines = text.split('\n');
  const at = lines.indexOf(marker);
  if (at === -1) throw new Error(`README.md lacks the line ${marker}`);
  const [start, end] = tableBounds(lines, at);
  return { lines, start, end };
}

/** The text of the first table after the marker line. */
export function tableAfter(text: string, marker: string): string {
  const { lines, start, end } = locate(text, marker);
  return lines.slice(start, end).join('\n');
}

/** The text with the first table after the marker line replaced. */
export function replaceTableAfter(text: string, marker: string, table: string): string {
  const { lines, start, end } = locate(text, marker);
  return [...lines.slice(0, start), table.trimEnd(), ...lines.slice(end)].join('\n');
}
