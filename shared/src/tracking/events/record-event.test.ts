import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { ApiError, NetworkError } from '../../api/errors';
import { createEventQueue } from './event-queue';
import { recordEvent, type RecordEventDeps } from './record-event';

const TAP = { name: 'upi-app', properties: { amount: '501' } };
let database = 0;

function deps(overrides: Partial<RecordEventDeps> = {}): RecordEventDeps & { sent: unknown[] } {
  database += 1;
  const sent: unknown[] = [];
  return {
    sent,
    url: () => 'http://api.example/api/visitors/events',
    pageOrigin: () => 'http://site.example',
    page: () => '/donate',
    beacon: undefined,
    post: (_url, body) => {
      sent.push(body);
      return Promise.resolve();
    },
    queue: createEventQueue(10, () => createStore(`events-test-${database}`, 'queue')),
    online: () => true,
    optsOut: () => false,
    now: () => Date.parse('2026-11-22T10:00:00.000Z'),
    ...overrides,
  };
}

describe('recordEvent', () => {
  it('posts the event with its page, the visit session and a fresh key', async () => {
    const d = deps();
    await expect(recordEvent(TAP, d)).resolves.toBe('sent');
    await recordEvent(TAP, d);
    expect(d.sent).toEqual([
      expect.objectContaining({
        name: 'upi-app',
        pageVisited: '/donate',
        properties: { amount: '501' },
        sessionId: expect.any(String),
        eventId: expect.stringMatching(/^[A-Za-z0-9_-]{24,64}$/),
      }),
      expect.anything(),
    ]);
    const [first, second] = d.sent as { eventId: string; sessionId: string }[];
    expect(first!.eventId).not.toBe(second!.eventId);
    expect(first!.sessionId).toBe(second!.sessionId);
  });

  it('sends a beacon of JSON when the API is on the page origin', async () => {
    const beacons: { url: string; data: Blob }[] = [];
    const d = deps({
      url: () => 'http://site.example/api/visitors/events',
      beacon: (url, data) => (beacons.push({ url, data }), true),
    });
    await expect(recordEvent(TAP, d)).resolves.toBe('sent');
    expect(d.sent).toEqual([]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.data.type).toBe('application/json');
  });

  it('sends nothing when the browser opts out of tracking', async () => {
    const d = deps({ optsOut: () => true });
    await expect(recordEvent(TAP, d)).resolves.toBe('opted-out');
    expect(d.sent).toEqual([]);
    expect(await d.queue.list()).toEqual([]);
  });

  it('queues the event with its time when offline, or when the API cannot be reached', async () => {
    const offline = deps({ online: () => false });
    await expect(recordEvent(TAP, offline)).resolves.toBe('queued');
    expect(await offline.queue.list()).toEqual([
      expect.objectContaining({ name: 'upi-app', occurredAt: '2026-11-22T10:00:00.000Z' }),
    ]);
    const unreachable = deps({ post: () => Promise.reject(new NetworkError('x', new Error())) });
    await expect(recordEvent(TAP, unreachable)).resolves.toBe('queued');
    expect(await unreachable.queue.list()).toHaveLength(1);
    const refusedBeacon = deps({
      url: () => 'http://site.example/api/visitors/events',
      beacon: () => false,
    });
    await expect(recordEvent(TAP, refusedBeacon)).resolves.toBe('queued');
  });

  it('drops an event the API refuses as wrong (4xx), without queueing it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps({ post: () => Promise.reject(new ApiError(400, 'unknown name')) });
    await expect(recordEvent(TAP, d)).resolves.toBe('refused');
    expect(await d.queue.list()).toEqual([]);
    error.mockRestore();
  });
});
