import type { HostileCase } from './hostile-cases';

const PATH = '/api/csp-reports';
const REPORT_URI = 'application/csp-report';
const REPORTING_API = 'application/reports+json';

/** A genuine `report-uri` report, as Chromium sends it. */
const REPORT = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/gallery?evil=1',
    'violated-directive': "script-src-elem 'self'",
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
    'line-number': 3,
    'source-file': 'http://localhost:3000/main.js',
  },
};

function report(
  name: string,
  body: string | Buffer,
  expect: HostileCase['expect'],
  headers: Record<string, string> = { 'content-type': REPORT_URI },
): HostileCase {
  return {
    endpoint: 'csp reports',
    name,
    expect,
    request: { method: 'POST', path: PATH, headers, body },
  };
}

/** POST /api/csp-reports: browsers' violation reports, logged and answered 204, never stored. */
export function cspReportCases(): HostileCase[] {
  const json = JSON.stringify(REPORT);
  const violation = { type: 'csp-violation', url: 'http://localhost:3000/', body: {} };
  return [
    report('report-uri report (valid)', json, 'accept'),
    report('Reporting API batch (valid)', JSON.stringify([violation]), 'accept', {
      'content-type': REPORTING_API,
    }),
    report('as application/json', json, 'refuse', { 'content-type': 'application/json' }),
    report('no content type', json, 'refuse', {}),
    report('latin1 charset', json, 'refuse', { 'content-type': `${REPORT_URI}; charset=latin1` }),
    report('broken JSON', '{"csp-report":', 'refuse'),
    report('invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'refuse'),
    report(
      '__proto__ key',
      '{"csp-report":{"document-uri":"x"},"__proto__":{"admin":1}}',
      'refuse',
    ),
    report('array under report-uri', JSON.stringify([REPORT]), 'refuse'),
    report('10,000 reports in one batch', JSON.stringify(Array(10_000).fill(violation)), 'refuse', {
      'content-type': REPORTING_API,
    }),
    report('empty batch', '[]', 'refuse', { 'content-type': REPORTING_API }),
    report('17 KB body', JSON.stringify({ ...REPORT, pad: 'evil'.repeat(4_300) }), 'refuse'),
    report(
      'line number as text',
      JSON.stringify({ 'csp-report': { ...REPORT['csp-report'], 'line-number': 'evil' } }),
      'refuse',
    ),
    report(
      'control characters in the address',
      JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/\u0000\u001b[31mevil' } }),
      'either',
    ),
    {
      endpoint: 'csp reports',
      name: 'GET instead of POST',
      expect: 'refuse',
      request: { method: 'GET', path: PATH },
    },
  ];
}
