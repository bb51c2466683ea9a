import { NO_CONTENT, type PublishedContent } from './published-content';

/** Where this device keeps the last complete content it was sent. */
export const SAVED_CONTENT_KEY = 'pawapuri.content';

/** The content's lists: a copy missing one of them is not a complete copy. */
const SECTIONS = Object.keys(NO_CONTENT).filter((key) =>
  Array.isArray(NO_CONTENT[key as keyof typeof NO_CONTENT]),
);

function isComplete(value: unknown): value is PublishedContent {
  if (typeof value !== 'object' || value === null) return false;
  const content = value as Record<string, unknown>;
  return (
    (typeof content.version === 'number' || typeof content.version === 'string') &&
    SECTIONS.every((section) => Array.isArray(content[section]))
  );
}

/**
 * The last complete content this device was sent by the API, or null. Pages
 * carry only what they show; this copy fills in the rest while the API's
 * answer is on its way, and offline, where it is the newest the device has
 * seen. Storage may be refused (private browsing, full): then there is none.
 */
export function savedContent(): PublishedContent | null {
  try {
    const text = globalThis.localStorage?.getItem(SAVED_CONTENT_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isComplete(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveContent(content: PublishedContent): void {
  try {
    globalThis.localStorage?.setItem(SAVED_CONTENT_KEY, JSON.stringify(content));
  } catch {
    // Not kept: the next page load asks the API again.
  }
}

/** Forgets the saved copy (tests). */
export function forgetSavedContent(): void {
  try {
    globalThis.localStorage?.removeItem(SAVED_CONTENT_KEY);
  } catch {
    // nothing kept
  }
}
