import { createKeeperApi } from '@pawapuri/shared';
import { http, HttpResponse, type TestNetwork } from '@pawapuri/shared/testing/network';

export interface Answer {
  /** 0: no answer the page may read (a network failure, or a CORS refusal), as fetch rejects. */
  status: number;
  json?: unknown;
  /** Headers of the answer (Retry-After). */
  headers?: Record<string, string>;
}

/** One request the keeper client sent, as the API received it. */
export interface KeeperCall {
  /** Method and path, e.g. `POST /api/keepers/sign-in`. */
  call: string;
  body: unknown;
  credentials: RequestCredentials;
}

const API = 'http://api.test';

function respond({ status, json, headers }: Answer): Response {
  if (status === 0) return HttpResponse.error();
  return json === undefined
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(json, { status, headers });
}

/**
 * The real keeper client, its requests answered on the test network path by
 * path as told (a list answers in turn, its last answer repeating; an
 * unlisted path answers 404): for what goes over the wire.
 */
export function wiredKeeperApi(network: TestNetwork, answers: Record<string, Answer | Answer[]>) {
  const seen: KeeperCall[] = [];
  network.answer(
    http.all(`${API}/api/keepers/*`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      const text = await request.clone().text();
      seen.push({
        call: `${request.method} ${pathname}`,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        credentials: request.credentials,
      });
      const listed = answers[pathname.replace('/api/keepers', '')];
      const answer = Array.isArray(listed)
        ? listed.length > 1
          ? listed.shift()
          : listed[0]
        : listed;
      return respond(answer ?? { status: 404, json: { message: 'Not Found' } });
    }),
  );
  const api = createKeeperApi({ baseUrl: API });
  /** Each call as [method path, body, credentials], oldest first. */
  const calls = (): readonly KeeperCall[] => seen;
  return { api, calls };
}
