import { API_URL, expect } from './fixtures';

/** A real browser's user agent: the API answers 202 and stores nothing for bots (Node's fetch included). */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * A name for one spec's run: its seeded page and sessions, so its filters see
 * only its own rows while other specs record visits in parallel.
 */
export const runName = (spec: string) =>
  `${spec}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Stores one visit through the API, as a browser would send it (expects 201). */
export async function seedVisit(record: Record<string, string>): Promise<void> {
  const response = await fetch(`${API_URL}/api/visitors/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
    body: JSON.stringify(record),
  });
  expect(response.status).toBe(201);
}

/**
 * Runs a spec's seeding once per worker. With fully parallel specs a worker
 * that leaves a file and comes back to it runs its `beforeAll` again, in the
 * same module (same run name), which would store the seeded rows twice.
 */
export function onceForThisRun(seed: () => Promise<void>): () => Promise<void> {
  let seeding: Promise<void> | undefined;
  return () => (seeding ??= seed());
}
