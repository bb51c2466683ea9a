/** @jest-environment node */
import { watchContent } from './content-source';

const EMPTY = {
  publishedAt: null,
  places: [],
  festivals: [],
  notices: [],
  stays: [],
  operators: [],
  routes: [],
  helpNumbers: [],
  donation: null,
};
const published = (version: number, extra = '') => JSON.stringify({ version, ...EMPTY, extra });

function answers(...replies: Array<() => Response>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  let next = 0;
  const fetchStub = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const reply = replies[Math.min(next, replies.length - 1)];
    next += 1;
    return Promise.resolve().then(reply);
  }) as unknown as typeof fetch;
  return { fetchStub, calls };
}

const ok =
  (body: string, etag = '') =>
  () =>
    new Response(body, { status: 200, headers: etag ? { etag } : {} });
const failed = () => {
  throw new TypeError('fetch failed');
};

afterEach(() => jest.useRealTimers());

describe('watchContent', () => {
  it('has no copy (the seed stands) until the API answers, then takes it by version', async () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const { fetchStub, calls } = answers(
      ok(published(3), '"v3"'),
      () => new Response(null, { status: 304 }),
    );
    const watch = watchContent({
      url: 'http://api.test/api/content',
      everyMs: 5000,
      log,
      fetch: fetchStub,
    });
    expect(watch.current()).toEqual({ text: null, version: null });
    await watch.ready;
    expect(watch.current()).toEqual({ text: published(3), version: '3' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls[1]?.init?.headers).toMatchObject({ 'If-None-Match': '"v3"' });
    expect(calls[1]?.init?.redirect).toBe('error');
    expect(watch.current().version).toBe('3');
    expect(log).not.toHaveBeenCalled();
    watch.stop();
  });

  it('keeps the last good copy when the API is down or answers nonsense, logging each cause once', async () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const { fetchStub } = answers(
      ok(published(4)),
      failed,
      failed,
      ok('<html>proxy error</html>'),
      ok(JSON.stringify({ ...EMPTY, version: 6, notices: [{ text: 'no severity' }] })),
      () => new Response('{}', { status: 502 }),
      ok(published(5)),
    );
    const watch = watchContent({
      url: 'http://api.test/api/content',
      everyMs: 1000,
      log,
      fetch: fetchStub,
    });
    await watch.ready;
    for (let step = 0; step < 5; step += 1) {
      await jest.advanceTimersByTimeAsync(1000);
      expect(watch.current().version).toBe('4');
    }
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Content: http://api.test/api/content could not be read (fetch failed); version 4 stays.',
      'Content: http://api.test/api/content could not be read (it is not JSON); version 4 stays.',
      expect.stringMatching(
        /^Content: http:\/\/api\.test\/api\/content could not be read \(it does not match the contract: \/notices\/0\/id Expected required property\); version 4 stays\.$/,
      ),
      'Content: http://api.test/api/content could not be read (it answered HTTP 502); version 4 stays.',
    ]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(watch.current()).toEqual({ text: published(5), version: '5' });
    expect(log).toHaveBeenLastCalledWith('Content: http://api.test/api/content answers again.');
    watch.stop();
  });

  it('refuses a copy larger than the cap', async () => {
    const log = jest.fn();
    const huge = published(9, 'x'.repeat(2 * 1024 * 1024));
    const { fetchStub } = answers(ok(huge));
    const watch = watchContent({
      url: 'http://api.test/api/content',
      everyMs: 1000,
      log,
      fetch: fetchStub,
    });
    await watch.ready;
    watch.stop();
    expect(watch.current().text).toBeNull();
    expect(log.mock.calls[0]?.[0]).toMatch(
      /larger than 2097152 bytes\); pages use the seed content\.$/,
    );
  });
});
