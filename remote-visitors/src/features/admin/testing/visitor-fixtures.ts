import { createVisitorApi, type Page, type VisitorApi, type VisitorRecord } from '@pawapuri/shared';

export const ROW: VisitorRecord = {
  id: 1,
  visitTime: '2026-11-22T10:00:00Z',
  ipAddress: '127.0.0.1',
  deviceType: 'desktop',
  browser: 'Chrome',
  operatingSystem: 'Linux',
  country: null,
  city: null,
  pageVisited: '/home',
  screenResolution: '1x1',
  sessionId: 's',
};

export function pageOf(rows: VisitorRecord[], totalElements = rows.length): Page<VisitorRecord> {
  return { content: rows, number: 0, size: 100, totalElements, totalPages: 1 };
}

/** A client whose calls are jest mocks: for the page's own rules. */
export function fakeApi(totalElements = 1) {
  return {
    search: jest.fn().mockResolvedValue(pageOf([ROW], totalElements)),
    exportVisits: jest.fn(),
  } as unknown as VisitorApi & { search: jest.Mock; exportVisits: jest.Mock };
}

interface Answer {
  status: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

function response({ status, json, body, headers = {} }: Answer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: () => Promise.resolve(json ?? { message: `HTTP ${status}` }),
    blob: () => Promise.resolve(new Blob([body ?? ''])),
  } as unknown as Response;
}

/**
 * The real shared client over a fake fetch that gives the answers in order
 * (the last one repeats): for what goes over the wire, the cookie's credentials mode included.
 */
export function wiredApi(...answers: Answer[]) {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(() =>
    Promise.resolve(response(answers.length > 1 ? answers.shift()! : answers[0]!)),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const api = createVisitorApi({ baseUrl: 'http://api.test' });
  const credentials = () => fetchMock.mock.calls.map(([, init]) => init.credentials);
  return { api, fetchMock, credentials };
}
