/** The id of the `<script type="application/json">` a serving script fills with remotes.json. */
export const INLINED_REMOTES_ID = 'remotes';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The copy of remotes.json the server inlined into index.html, so the shell
 * knows its remotes without another round trip. Null when the page has none
 * (a plain static host serves index.html untouched) or when it cannot be
 * used (logged with the reason): then remotes.json is fetched instead.
 */
export function readInlinedRemotes(doc: Document = document): Record<string, unknown> | null {
  const element = doc.getElementById(INLINED_REMOTES_ID);
  if (!element) return null;
  let body: unknown;
  try {
    body = JSON.parse(element.textContent ?? '');
  } catch (error) {
    console.error(
      'The remotes.json inlined in the page is not valid JSON; fetching /remotes.json instead.',
      error,
    );
    return null;
  }
  if (!isObject(body)) {
    console.error(
      'The remotes.json inlined in the page must be a JSON object of remotes; fetching /remotes.json instead.',
    );
    return null;
  }
  return body;
}
