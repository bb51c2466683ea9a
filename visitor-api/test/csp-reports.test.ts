import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { serverOptions } from '../src/app';
import { loadConfig } from '../src/common/settings/config';
import type { LoggerSettings } from '../src/common/privacy/logger-options';
import { captureLog, engines, openTestStore, type TestStore } from './helper';

const URL_PATH = '/api/csp-reports';
const CLIENT = '198.51.100.23';

/** What Chromium sends for `report-uri` (a real report, trimmed of nothing). */
const CSP_REPORT = {
  'csp-report': {
    'document-uri': 'https://pawapuri.example/hi/gallery?session=secret-1#top',
    referrer: 'https://search.example/?q=private',
    'violated-directive': "script-src-elem 'self'",
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/steal.js?token=abc',
    'line-number': 12,
    'column-number': 7,
    'source-file': 'https://cdn.example/app/main.js?v=2',
    'status-code': 200,
    'script-sample': '',
  },
};

/** What Chromium sends for `report-to` (the Reporting API): a batch. */
const REPORTING_BATCH = [
  {
    type: 'csp-violation',
    age: 3,
    url: 'https://pawapuri.example/donate?upi=someone',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://pawapuri.example/donate?upi=someone',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      originalPolicy: "style-src 'self'",
      disposition: 'report',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 80,
      sample: '',
    },
  },
  { type: 'deprecation', age: 1, url: 'https://pawapuri.example/', body: { id: 'x' } },
];

function post(app: FastifyInstance, type: string | undefined, payload: unknown, client = CLIENT) {
  return app.inject({
    method: 'POST',
    url: URL_PATH,
    remoteAddress: client,
    headers: type === undefined ? {} : { 'content-type': type },
    payload:
      typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });
}

/** The log lines that record a violation, parsed. */
function violations(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.includes('"csp-violation"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.each(engines())('POST /api/csp-reports on %s', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  const log = captureLog();
  /** Each refused case from its own client, so the rate limit stays out of them. */
  let refused = 0;

  beforeAll(async () => {
    store = await openTestStore(engine);
    const config = loadConfig({
      ...store.env,
      LOG_LEVEL: 'info',
      GEOIP_DATABASE: 'off',
      RATE_LIMIT_PER_MINUTE: '5',
    });
    const logger = { ...(serverOptions(config).logger as LoggerSettings), stream: log.stream };
    app = await buildApp({ config }, { logger });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('logs a report-uri report at warn with origins only, answering 204', async () => {
    const before = violations(log.text()).length;
    const response = await post(app, 'application/csp-report', CSP_REPORT, '198.51.100.1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [logged] = violations(log.text()).slice(before);
    expect(logged).toMatchObject({
      level: 40,
      document: 'https://pawapuri.example/hi/gallery',
      directive: 'script-src-elem',
      blocked: 'https://evil.example',
      sourceFile: 'https://cdn.example',
      line: 12,
      column: 7,
      disposition: 'enforce',
    });
    const text = JSON.stringify(logged);
    for (const secret of ['secret-1', 'token=abc', 'private', '198.51.100.1', 'steal.js']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs the CSP violations of a Reporting API batch and ignores other report types', async () => {
    const before = violations(log.text()).length;
    const response = await post(app, 'application/reports+json', REPORTING_BATCH, '198.51.100.2');
    expect(response.statusCode).toBe(204);
    const logged = violations(log.text()).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      document: 'https://pawapuri.example/donate',
      directive: 'style-src-attr',
      blocked: 'inline',
      line: 1,
    });
    expect(JSON.stringify(logged[0])).not.toContain('upi=someone');
  });

  it('accepts a charset parameter on the report type', async () => {
    const response = await post(
      app,
      'application/csp-report; charset=utf-8',
      CSP_REPORT,
      '198.51.100.3',
    );
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['JSON under another type', 'application/json', CSP_REPORT, 415, 'content-type'],
    ['plain text', 'text/plain', 'hello', 415, 'content-type'],
    ['no type and no body', undefined, '', 415, 'content-type'],
    ['another charset', 'application/csp-report; charset=latin1', CSP_REPORT, 415, 'content-type'],
    ['broken JSON', 'application/csp-report', '{"csp-report": {', 400, undefined],
    ['the batch shape under report-uri', 'application/csp-report', REPORTING_BATCH, 400, undefined],
    ['the report shape as a batch', 'application/reports+json', CSP_REPORT, 400, undefined],
    ['an empty batch', 'application/reports+json', [], 400, undefined],
    [
      'no document-uri',
      'application/csp-report',
      { 'csp-report': { 'blocked-uri': 'inline' } },
      400,
      'document-uri',
    ],
    [
      'a line number as text',
      'application/csp-report',
      { 'csp-report': { ...CSP_REPORT['csp-report'], 'line-number': '12' } },
      400,
      'csp-report',
    ],
    [
      'an unknown top-level field',
      'application/csp-report',
      { ...CSP_REPORT, extra: 1 },
      400,
      'extra',
    ],
    [
      'prototype poisoning',
      'application/csp-report',
      '{"csp-report":{"document-uri":"x"},"__proto__":{"a":1}}',
      400,
      undefined,
    ],
    [
      'a body over 16 KB',
      'application/reports+json',
      [{ ...REPORTING_BATCH[0], url: 'x'.repeat(20_000) }],
      413,
      undefined,
    ],
  ])('refuses %s with a JSON error', async (_name, type, payload, status, field) => {
    refused += 1;
    const response = await post(app, type, payload, `203.0.113.${refused}`);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ statusCode: number; message: string; field?: string }>();
    expect(body.statusCode).toBe(status);
    expect(body.message.length).toBeGreaterThan(5);
    if (field) expect(body.field).toBe(field);
  });

  it('limits each client to its reports per minute, not its neighbours', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await post(app, 'application/csp-report', CSP_REPORT, '192.0.2.50')).statusCode);
    }
    expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
    expect((await post(app, 'application/csp-report', CSP_REPORT, '192.0.2.51')).statusCode).toBe(
      204,
    );
  });
});
