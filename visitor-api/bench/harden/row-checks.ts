import { MARKER } from './hostile-cases';
import type { StoredRow } from './stores';

/** The longest text each column may hold (the track schema's limits). */
const MAX_LENGTH: Partial<Record<keyof StoredRow, number>> = {
  ip_address: 64,
  browser: 100,
  operating_system: 100,
  country: 100,
  city: 100,
  page_visited: 512,
  referrer: 2048,
  session_id: 128,
  screen_resolution: 11,
  language: 35,
  visit_id: 64,
};
const REQUIRED: (keyof StoredRow)[] = [
  'ip_address',
  'browser',
  'operating_system',
  'page_visited',
  'session_id',
  'screen_resolution',
  'language',
];
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What is wrong with a stored visit, if anything: a control character, a
 * blank required field, text over its limit, or attacker text (the marker)
 * where none can legitimately arrive.
 */
export function rowProblems(row: StoredRow): string[] {
  const problems: string[] = [];
  for (const [column, value] of Object.entries(row) as [keyof StoredRow, unknown][]) {
    if (typeof value !== 'string') continue;
    if (CONTROL.test(value)) problems.push(`${column} holds a control character`);
    if (value.includes(MARKER)) problems.push(`${column} holds attacker text`);
    const max = MAX_LENGTH[column];
    if (max !== undefined && value.length > max) {
      problems.push(`${column} is ${value.length} characters`);
    }
    if (REQUIRED.includes(column) && value.trim() === '') problems.push(`${column} is blank`);
  }
  return problems;
}
