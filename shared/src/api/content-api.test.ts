import { createContentApi } from './content-api';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function response(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new Error('no body')) : Promise.resolve(body)),
    headers: new Headers(headers),
  } as unknown as Response;
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, init, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(response({}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const api = createContentApi({ baseUrl: 'http://api.test/' });

describe('createContentApi', () => {
  it('reads the published content without the keeper cookie', async () => {
    fetchMock.mockResolvedValueOnce(response({ version: 3 }));
    await expect(api.siteContent()).resolves.toEqual({ version: 3 });
    const { url, init } = lastCall();
    expect(url).toBe('http://api.test/api/content');
    expect(init.credentials).toBeUndefined();
  });

  it('sends the ETag it has and reports a 304 as not modified', async () => {
    fetchMock.mockResolvedValueOnce(response(undefined, 304));
    await expect(api.siteContentIfChanged('"7"')).resolves.toEqual({ notModified: true });
    expect((lastCall().init.headers as Record<string, string>)['If-None-Match']).toBe('"7"');
  });

  it('returns new content with its ETag', async () => {
    fetchMock.mockResolvedValueOnce(response({ version: 8 }, 200, { ETag: '"8"' }));
    await expect(api.siteContentIfChanged('"7"')).resolves.toEqual({
      notModified: false,
      content: { version: 8 },
      etag: '"8"',
    });
  });

  it.each([
    ['version', () => api.version(), 'GET', '/api/content/version'],
    ['list', () => api.list('stay'), 'GET', '/api/keepers/content?kind=stay'],
    ['get', () => api.get('place', 'jal-mandir'), 'GET', '/api/keepers/content/place/jal-mandir'],
    ['history', () => api.history('stay', 'a'), 'GET', '/api/keepers/content/stay/a/history'],
    [
      'revision',
      () => api.revision('stay', 'a', 3),
      'GET',
      '/api/keepers/content/stay/a/revisions/3',
    ],
    [
      'diff',
      () => api.diff('stay', 'a', 2, 'draft'),
      'GET',
      '/api/keepers/content/stay/a/diff?from=2&to=draft',
    ],
    [
      'publish',
      () => api.publish('stay', 'a', { expectedRevision: 4 }),
      'POST',
      '/api/keepers/content/stay/a/publish',
    ],
    [
      'unpublish',
      () => api.unpublish('notice', 'b'),
      'POST',
      '/api/keepers/content/notice/b/unpublish',
    ],
    [
      'restore',
      () => api.restore('stay', 'a', { revision: 1, expectedRevision: 4 }),
      'POST',
      '/api/keepers/content/stay/a/restore',
    ],
  ] as const)('%s calls %s %s', async (_name, call, method, path) => {
    await call();
    const { url, init } = lastCall();
    expect(url).toBe(`http://api.test${path}`);
    expect(init.method).toBe(method);
  });

  it('sends keeper calls with the session cookie', async () => {
    await api.saveDraft('donation', 'donation', {
      expectedRevision: 2,
      data: { payeeName: 'Trust', upiId: 'trust@sbi', verified: false, verifiedOn: null },
    });
    const { init, body } = lastCall();
    expect(init.credentials).toBe('include');
    expect(body).toEqual({
      expectedRevision: 2,
      data: { payeeName: 'Trust', upiId: 'trust@sbi', verified: false, verifiedOn: null },
    });
  });
});
