import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_UA, VALID_VISIT, startApi, stopApi } from './api-process';

/*
 * Events stored per second on one engine, and what events do to tracking:
 * track's p99 alone, then with events sent at the same time. Every event has
 * a fresh key, so each is stored (201), not answered as a repeat.
 */
const EVENT = {
  name: 'call',
  pageVisited: '/hotels',
  sessionId: '1732300000000-benchevents',
  properties: { listing: 'Jal Mandir Dharamshala', number: '+916112000000' },
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function run(url: string, body: () => string, seconds: number, connections: number): Promise<Load> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  }).then((result) => ({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }));
}

const newEvent = () => JSON.stringify({ ...EVENT, eventId: randomUUID() });
const newVisit = () => JSON.stringify({ ...VALID_VISIT, visitId: randomUUID() });

export async function eventsRun(
  label: string,
  env: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<void> {
  const api = await startApi('src/server.ts', { env });
  try {
    const events = `${api.url}/api/visitors/events`;
    const track = `${api.url}/api/visitors/track`;
    await run(events, newEvent, 2, connections);
    await run(track, newVisit, 2, connections);
    const stored = await run(events, newEvent, seconds, connections);
    console.info(
      `events on ${label}: ${stored.rps.toFixed(0)} stored/s (p50 ${stored.p50} ms, p99 ${stored.p99} ms, non-2xx ${stored.non2xx}), ${connections} connections`,
    );
    const alone = await run(track, newVisit, seconds, connections);
    // Half the connections track while the other half send events, at once.
    const half = Math.max(1, Math.floor(connections / 2));
    const [mixedTrack, mixedEvents] = await Promise.all([
      run(track, newVisit, seconds, half),
      run(events, newEvent, seconds, half),
    ]);
    console.info(
      `  track alone: ${alone.rps.toFixed(0)} req/s, p99 ${alone.p99} ms (${connections} connections) | ` +
        `track with events: ${mixedTrack.rps.toFixed(0)} req/s, p99 ${mixedTrack.p99} ms (${half}) ` +
        `beside ${mixedEvents.rps.toFixed(0)} events/s, p99 ${mixedEvents.p99} ms (${half}); ` +
        `non-2xx ${alone.non2xx + mixedTrack.non2xx + mixedEvents.non2xx}`,
    );
  } finally {
    await stopApi(api);
  }
}
