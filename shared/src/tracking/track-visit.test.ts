import 'fake-indexeddb/auto';
import { ApiError, NetworkError } from '../api/errors';
import { VISIT_ID_PATTERN } from '../contract/values';
import { trackVisit, type TrackDeps } from './track-visit';
import type { BrowserFacts } from './visit-record';
import { freshQueue } from './visit-queue.fixtures';
import type { VisitQueue } from './visit-queue';

const facts: BrowserFacts = {
  referrer: '',
  screenWidth: 1280,
  screenHeight: 800,
  language: 'en-IN',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
let queue: VisitQueue;
let sendQueued: jest.Mock;
let online: boolean;

function deps(track: jest.Mock, geolocationUrl = 'https://geo.test/'): TrackDeps {
  return {
    api: { track },
    geolocationUrl,
    facts: () => facts,
    queue,
    sendQueued,
    online: () => online,
    now: () => NOW,
  };
}

beforeEach(() => {
  queue = freshQueue();
  sendQueued = jest.fn().mockResolvedValue(undefined);
  online = true;
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('trackVisit', () => {
  it('sends the visit with the looked-up location', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ country_name: 'India', city: 'Patna' }),
    } as unknown as Response);
    const track = jest.fn().mockResolvedValue({ success: true });
    await expect(trackVisit('/about', deps(track))).resolves.toBe(true);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0][0]).toMatchObject({
      pageVisited: '/about',
      country: 'India',
      city: 'Patna',
      referrer: 'Direct',
      screenResolution: '1280x800',
      visitId: expect.stringMatching(new RegExp(VISIT_ID_PATTERN)),
    });
  });

  it('still sends the visit when the location lookup fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const track = jest.fn().mockResolvedValue({ success: true });
    await expect(trackVisit('/', deps(track))).resolves.toBe(true);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0][0]).not.toHaveProperty('country');
  });

  it('skips the lookup when it is disabled', async () => {
    const track = jest.fn().mockResolvedValue({ success: true });
    await trackVisit('/', deps(track, ''));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('logs an API failure and resolves false without throwing', async () => {
    const track = jest.fn().mockRejectedValue(new Error('HTTP 500'));
    await expect(trackVisit('/', deps(track, ''))).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('gives every visit a key of its own and sends no time of its own', async () => {
    const track = jest.fn().mockResolvedValue({ success: true });
    await trackVisit('/', deps(track, ''));
    await trackVisit('/', deps(track, ''));
    const [first, second] = track.mock.calls.map(([visit]: [{ visitId: string }]) => visit);
    expect(first!.visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.visitId).not.toBe(first!.visitId);
    expect(first).not.toHaveProperty('visitedAt');
  });

  it('sends what was queued once a visit has gone through', async () => {
    const track = jest.fn().mockResolvedValue({ success: true });
    await trackVisit('/', deps(track, ''));
    expect(sendQueued).toHaveBeenCalledTimes(1);
  });

  it('queues the visit with its key and the time it happened when the browser is offline', async () => {
    online = false;
    const track = jest.fn();
    await expect(trackVisit('/cabs', deps(track))).resolves.toBe(false);
    expect(track).not.toHaveBeenCalled();
    // No location lookup either: it could only fail.
    expect(fetchMock).not.toHaveBeenCalled();
    const [queued] = await queue.list();
    expect(queued).toMatchObject({ pageVisited: '/cabs', visitedAt: '2026-11-22T10:00:00.000Z' });
    expect(queued!.visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sendQueued).not.toHaveBeenCalled();
  });

  it.each([
    ['the request never arrives', new NetworkError('/track', new TypeError('Failed to fetch'))],
    ['the API answers 503', new ApiError(503, 'Service unavailable')],
  ])('queues the visit under the key it was sent with when %s', async (_name, failure) => {
    const track = jest.fn().mockRejectedValue(failure);
    await expect(trackVisit('/donate', deps(track, ''))).resolves.toBe(false);
    const [queued] = await queue.list();
    expect(queued).toEqual({ ...track.mock.calls[0][0], visitedAt: '2026-11-22T10:00:00.000Z' });
    expect(error).not.toHaveBeenCalled();
  });

  it('drops a visit the API refuses as wrong (4xx) without queueing it', async () => {
    const track = jest.fn().mockRejectedValue(new ApiError(400, 'body/pageVisited'));
    await expect(trackVisit('/', deps(track, ''))).resolves.toBe(false);
    await expect(queue.list()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
