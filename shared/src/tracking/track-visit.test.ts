import { trackVisit, type TrackDeps } from './track-visit';
import type { BrowserFacts } from './visit-record';

const facts: BrowserFacts = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  referrer: '',
  screenWidth: 1280,
  screenHeight: 800,
  language: 'en-IN',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let warn: jest.SpyInstance;
let error: jest.SpyInstance;

function deps(track: jest.Mock, geolocationUrl = 'https://geo.test/'): TrackDeps {
  return { api: { track }, geolocationUrl, facts: () => facts };
}

beforeEach(() => {
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
      browser: 'Firefox',
      deviceType: 'desktop',
      referrer: 'Direct',
      screenResolution: '1280x800',
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
});
