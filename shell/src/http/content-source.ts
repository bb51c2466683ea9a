import { contentProblem } from './content-shape';
import { errorMessage } from '../common/error-message';
import { readAtMost } from '../common/read-at-most';

/** The published content is a few tens of kilobytes; anything past this is refused rather than read. */
export const MAX_CONTENT_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 3000;

export interface ContentSnapshot {
  /** The published content as the API answered it (JSON text), or null: none read yet, pages use the seed content. */
  text: string | null;
  /** Its version, as the API numbers publishes (null with no text). */
  version: string | null;
}

export interface ContentWatchOptions {
  /** The API's published-content address, as this server reaches it. */
  url: string;
  everyMs: number;
  log: (message: string) => void;
  fetch?: typeof fetch;
}

/**
 * The site's published content, read from the visitor API at start and
 * again every few seconds (with If-None-Match, so an unchanged copy costs a
 * 304). A copy is taken only when its version differs from the one held;
 * one that cannot be read, is too large or is not JSON with a version is
 * logged (once per cause) and the last good copy stays. Nothing waits for
 * the API: until a first copy arrives, pages are rendered with the seed
 * content built into the code, so the site never breaks when the API is down.
 */
export function watchContent(options: ContentWatchOptions) {
  const fetchContent = options.fetch ?? fetch;
  let snapshot: ContentSnapshot = { text: null, version: null };
  let etag = '';
  let lastProblem = '';

  async function load(): Promise<void> {
    const response = await fetchContent(options.url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
    });
    if (response.status === 304) return;
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`it answered HTTP ${response.status}`);
    }
    const bytes = await readAtMost(response, 'it', MAX_CONTENT_BYTES);
    const text = bytes.toString('utf8');
    const version = checkedVersion(text);
    etag = response.headers.get('etag') ?? '';
    if (version !== snapshot.version) snapshot = { text, version };
  }

  let checking: Promise<void> | null = null;
  function check(): Promise<void> {
    checking ??= load()
      .then(() => {
        if (lastProblem) options.log(`Content: ${options.url} answers again.`);
        lastProblem = '';
      })
      .catch((error: unknown) => {
        const problem = errorMessage(error);
        if (problem === lastProblem) return;
        lastProblem = problem;
        const kept = snapshot.version
          ? `version ${snapshot.version} stays`
          : 'pages use the seed content';
        options.log(`Content: ${options.url} could not be read (${problem}); ${kept}.`);
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  const first = check();
  const timer = setInterval(() => void check(), options.everyMs);
  timer.unref();

  return {
    current: (): ContentSnapshot => snapshot,
    /** Settles once the first read has succeeded or failed. */
    ready: first,
    stop: () => clearInterval(timer),
  };
}

export type ContentWatch = ReturnType<typeof watchContent>;

/** The version of a copy that matches the contract; anything else throws, saying why. */
function checkedVersion(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error('it is not JSON');
  }
  const problem = contentProblem(body);
  if (problem) throw new Error(`it does not match the contract: ${problem}`);
  return String((body as { version: number }).version);
}
