/** The monthly report's secondary text and its rules and box outlines. */
export const MUTED = '#6c757d';
export const RULE = '#ced4da';
