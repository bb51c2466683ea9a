import { createVisitorApi } from '@pawapuri/shared';
import { http, HttpResponse, type TestNetwork } from '@pawapuri/shared/testing/network';

export interface Answer {
  status: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

function respond({ status, json, body, headers = {} }: Answer): Response {
  if (body !== undefined) return new HttpResponse(body, { status, headers });
  return HttpResponse.json(json ?? { message: `HTTP ${status}` }, { status, headers });
}

/**
 * The real shared client, its requests answered on the test network in
 * order (the last answer repeats): for what goes over the wire, the
 * cookie's credentials mode included.
 */
export function wiredApi(network: TestNetwork, ...answers: Answer[]) {
  network.answer(
    http.all('http://api.test/api/visitors/*', () =>
      respond(answers.length > 1 ? answers.shift()! : answers[0]!),
    ),
  );
  const api = createVisitorApi({ baseUrl: 'http://api.test' });
  const credentials = () => network.sent().map((request) => request.credentials);
  return { api, sent: network.sent, credentials };
}
