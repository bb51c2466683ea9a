/**
 * @jest-environment jest-fixed-jsdom
 */
import { http, HttpResponse, setupTestNetwork } from '../testing/network';
import { createContentApi } from './content-api';

// Every call is answered with an empty object unless a test says otherwise.
const network = setupTestNetwork(http.all('http://api.test/*', () => HttpResponse.json({})));

async function lastCall() {
  const request = network.sent().at(-1)!;
  return { url: request.url.href, request, body: await request.json() };
}

const api = createContentApi({ baseUrl: 'http://api.test/' });

describe('createContentApi', () => {
  it('reads the published content without the keeper cookie', async () => {
    network.answer(
      http.get('http://api.test/api/content', () => HttpResponse.json({ version: 3 })),
    );
    await expect(api.siteContent()).resolves.toEqual({ version: 3 });
    const { url, request } = await lastCall();
    expect(url).toBe('http://api.test/api/content');
    expect(request.credentials).toBe('same-origin');
  });

  it('sends the ETag it has and reports a 304 as not modified', async () => {
    network.answer(
      http.get('http://api.test/api/content', () => new HttpResponse(null, { status: 304 })),
    );
    await expect(api.siteContentIfChanged('"7"')).resolves.toEqual({ notModified: true });
    expect((await lastCall()).request.headers.get('If-None-Match')).toBe('"7"');
  });

  it('returns new content with its ETag', async () => {
    network.answer(
      http.get('http://api.test/api/content', () =>
        HttpResponse.json({ version: 8 }, { headers: { ETag: '"8"' } }),
      ),
    );
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
    const { url, request } = await lastCall();
    expect(url).toBe(`http://api.test${path}`);
    expect(request.method).toBe(method);
  });

  it('sends keeper calls with the session cookie', async () => {
    await api.saveDraft('donation', 'donation', {
      expectedRevision: 2,
      data: { payeeName: 'Trust', upiId: 'trust@sbi', verified: false, verifiedOn: null },
    });
    const { request, body } = await lastCall();
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(body).toEqual({
      expectedRevision: 2,
      data: { payeeName: 'Trust', upiId: 'trust@sbi', verified: false, verifiedOn: null },
    });
  });
});
