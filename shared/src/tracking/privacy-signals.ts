/** The two opt-out signals a browser can send, as the page sees them. */
interface PrivacySignals {
  doNotTrack?: string | null;
  /** Global Privacy Control (not in every DOM type library yet). */
  globalPrivacyControl?: boolean;
}

/**
 * True when the visitor's browser asks not to be tracked: Global Privacy
 * Control on, or Do Not Track set to 1. The visitor API refuses to store such
 * visits by itself (it reads the same signals from the request headers); the
 * page must not hand the visitor's address to a third-party lookup either.
 */
export function browserOptsOut(
  signals: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!signals) return false;
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}
