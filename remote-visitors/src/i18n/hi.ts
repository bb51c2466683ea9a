/**
 * The keeper pages are English-only (the issue says English is enough);
 * Hindi falls back to the English strings.
 */
export const hi = {};
