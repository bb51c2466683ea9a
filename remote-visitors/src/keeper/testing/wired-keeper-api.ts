import { createKeeperApi } from '@pawapuri/shared';

export interface Answer {
  /** 0: no answer the page may read (a network failure, or a CORS refusal), as fetch rejects. */
  status: number;
  json?: unknown;
}

/**
 * The real keeper client over a fake fetch answering each path as told (an
 * unlisted path answers 404): for what goes over the wire.
 */
export function wiredKeeperApi(answers: Record<string, Answer | Answer[]>) {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>((url) => {
    const path = new URL(url).pathname.replace('/api/keepers', '');
    const listed = answers[path];
    const answer = Array.isArray(listed)
      ? listed.length > 1
        ? listed.shift()
        : listed[0]
      : listed;
    const { status, json } = answer ?? { status: 404, json: { message: 'Not Found' } };
    if (status === 0) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      json: () => Promise.resolve(json),
    } as unknown as Response);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const api = createKeeperApi({ baseUrl: 'http://api.test' });
  /** Each call as [method path, body, credentials]. */
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      call: `${init.method ?? 'GET'} ${new URL(url).pathname}`,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init.credentials,
    }));
  return { api, fetchMock, calls };
}
