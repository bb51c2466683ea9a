import type { VisitorRecord } from '@pawapuri/shared/contract/types';

/** Export columns, in order: header text and how to read the cell from a record. */
export const EXPORT_COLUMNS: { header: string; value: (r: VisitorRecord) => string | number }[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Visit Time (UTC)', value: (r) => r.visitTime },
  { header: 'IP Address', value: (r) => r.ipAddress },
  { header: 'Device Type', value: (r) => r.deviceType },
  { header: 'Browser', value: (r) => r.browser },
  { header: 'Operating System', value: (r) => r.operatingSystem },
  { header: 'Country', value: (r) => r.country ?? '' },
  { header: 'City', value: (r) => r.city ?? '' },
  { header: 'Page Visited', value: (r) => r.pageVisited },
  { header: 'Screen Resolution', value: (r) => r.screenResolution },
  { header: 'Session ID', value: (r) => r.sessionId },
];

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, and tab or carriage
 * return ahead of one) gets a leading apostrophe, so it is shown, not executed.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
