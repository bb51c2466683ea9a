/**
 * The keeper pages are English-only (README, Languages: keepers read English);
 * Hindi falls back to the English strings.
 */
export const hi = {};
