import { GEOLOCATION_TIMEOUT_MS, lookupLocation } from './geolocation';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const URL = 'https://geo.test/json/';

function answer(body: unknown, ok = true): Response {
  return { ok, status: ok ? 200 : 429, json: () => Promise.resolve(body) } as unknown as Response;
}

let warn: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('lookupLocation', () => {
  it('maps country_name and city', async () => {
    fetchMock.mockResolvedValue(answer({ country_name: 'India', city: 'Patna', ip: '1.2.3.4' }));
    await expect(lookupLocation(URL)).resolves.toEqual({ country: 'India', city: 'Patna' });
    expect(fetchMock.mock.calls[0]![0]).toBe(URL);
    expect(fetchMock.mock.calls[0]![1].credentials).toBe('omit');
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out missing or blank fields', async () => {
    fetchMock.mockResolvedValue(answer({ country_name: 'India', city: '  ' }));
    await expect(lookupLocation(URL)).resolves.toEqual({ country: 'India' });
  });

  it('makes no request when the URL is empty', async () => {
    await expect(lookupLocation('')).resolves.toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('caches a success for the tab session', async () => {
    fetchMock.mockResolvedValue(answer({ country_name: 'India', city: 'Gaya' }));
    await lookupLocation(URL);
    await expect(lookupLocation(URL)).resolves.toEqual({ country: 'India', city: 'Gaya' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives an empty location on a non-ok answer, logs it, and does not cache it', async () => {
    fetchMock.mockResolvedValue(answer({ error: true }, false));
    await expect(lookupLocation(URL)).resolves.toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(answer({ country_name: 'Nepal' }));
    await expect(lookupLocation(URL)).resolves.toEqual({ country: 'Nepal' });
  });

  it('gives an empty location on bad JSON', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('bad json')),
    } as unknown as Response);
    await expect(lookupLocation(URL)).resolves.toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('gives an empty location on a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(lookupLocation(URL)).resolves.toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('leaves no time-limit timer behind once answered', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer({ country_name: 'India' }));
    await lookupLocation(URL);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives up after the time limit', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    let result: unknown = 'pending';
    void lookupLocation(URL).then((location) => (result = location));
    await jest.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({});
    expect(warn).toHaveBeenCalled();
  });
});
