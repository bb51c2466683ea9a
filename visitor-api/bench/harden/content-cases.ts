import { randomUUID } from 'node:crypto';
import type { HostileCase } from './hostile-cases';
import { AUTH_REFUSED, JSON_TYPE, KEEPER_ORIGIN, MARKER, ownerCalls } from './hostile-request';

const CONTENT = '/api/keepers/content';

/** A notice whose fields all pass, for the valid saves and the poisoned ones. */
const NOTICE = {
  text: { en: 'The bridge is closed for repairs', hi: 'पुल मरम्मत के लिए बंद है' },
  severity: 'warning',
  showFrom: '2026-11-22T00:00:00.000Z',
  showUntil: '2026-11-29T00:00:00.000Z',
  pages: ['/jal-mandir'],
};

/**
 * The site content endpoints: the public read and the keepers' lists, drafts,
 * publishes, history, diffs and restores, acting as an owner through the
 * bootstrap key (which may not touch the donation details: no password, no
 * session).
 */
export function contentCases(adminToken: string): HostileCase[] {
  const { call } = ownerCalls(adminToken);
  const site = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = {},
  ) => call('site content', name, method, `/api/content${path}`, expect, undefined, headers);
  const keeper = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    body?: unknown,
  ) => call('keeper content', name, method, `${CONTENT}${path}`, expect, body);
  const fresh = `hostile-${randomUUID().slice(0, 8)}`;
  const draft = (
    name: string,
    body: unknown,
    expect: HostileCase['expect'] = 'refuse',
    id = fresh,
  ) => keeper(name, 'POST', `/notice/${id}/draft`, expect, body);
  const poisoned = (name: string, change: Record<string, unknown>) =>
    draft(name, { expectedRevision: 0, data: { ...NOTICE, ...change } });

  return [
    site('everything published (valid)', 'GET', '', 'accept'),
    site('a made-up ETag', 'GET', '', 'accept', {
      'if-none-match': `"${MARKER}", W/"999999999999"`,
    }),
    site('an ETag of 4 KB', 'GET', '', 'accept', { 'if-none-match': MARKER.repeat(1_000) }),
    site('the version (valid)', 'GET', '/version', 'accept'),
    site('POST instead of GET', 'POST', '', 'refuse', { 'content-type': JSON_TYPE }),
    site('raw ../ after it', 'GET', '/../keepers/content', 'refuse'),

    keeper('list (valid)', 'GET', '', 'accept'),
    keeper('list of one kind (valid)', 'GET', '?kind=stay', 'accept'),
    keeper('list of an unknown kind', 'GET', '?kind=temple', 'refuse'),
    keeper('list, unknown parameter', 'GET', `?${MARKER}=1`, 'refuse'),
    call('keeper content', 'list without a key', 'GET', CONTENT, AUTH_REFUSED, undefined, {
      origin: KEEPER_ORIGIN,
    }),
    keeper('an item (valid)', 'GET', '/stay/jain-dharamshala', 'accept'),
    keeper('an unknown item', 'GET', '/stay/nobody-here', 'refuse'),
    keeper('an unknown kind', 'GET', '/temple/jal-mandir', 'refuse'),
    keeper('an id with ../', 'GET', '/stay/../../etc/passwd', 'refuse'),
    keeper('an id with upper case and %00', 'GET', '/stay/Evil%00', 'refuse'),
    keeper('an id of 8 KB', 'GET', `/stay/${MARKER.repeat(2_000)}`, 'refuse'),

    draft('a new notice (valid)', { expectedRevision: 0, data: NOTICE }, 'accept'),
    draft('the same new notice again (409)', { expectedRevision: 0, data: NOTICE }),
    draft(
      'script in the text is kept as text (valid)',
      {
        expectedRevision: 0,
        data: {
          ...NOTICE,
          text: { en: `<script>alert("${MARKER}")</script>`, hi: '<img src=x onerror=alert(1)>' },
        },
      },
      'accept',
      `${fresh}-script`,
    ),
    draft('a stale revision', { expectedRevision: 41, data: NOTICE }, 'refuse', 'nobody-here'),
    draft('expectedRevision as text', { expectedRevision: '0', data: NOTICE }),
    draft('expectedRevision -1', { expectedRevision: -1, data: NOTICE }),
    draft('no data', { expectedRevision: 0 }),
    draft('data as a list', { expectedRevision: 0, data: [NOTICE] }),
    draft('unknown body field', { expectedRevision: 0, data: NOTICE, publish: true }),
    draft('__proto__ in the data', `{"expectedRevision":0,"data":{"__proto__":{"admin":true}}}`),
    draft('not JSON', '{"expectedRevision":'),
    draft('a body of 300 KB', {
      expectedRevision: 0,
      data: { ...NOTICE, text: { en: MARKER.repeat(75_000), hi: 'क' } },
    }),
    poisoned('text of 20 KB', { text: { en: MARKER.repeat(5_000), hi: 'क' } }),
    poisoned('text with NUL', { text: { en: 'a\u0000b', hi: 'क' } }),
    poisoned('text with ANSI escapes', { text: { en: '\u001b[31mred', hi: 'क' } }),
    poisoned('no Hindi text', { text: { en: 'English only' } }),
    poisoned('unknown severity', { severity: 'panic' }),
    poisoned('ends before it starts', { showUntil: '2026-11-01T00:00:00.000Z' }),
    poisoned('a date that is no date', { showFrom: '2026-02-30T00:00:00.000Z' }),
    poisoned('a page that is a URL', { pages: [`https://${MARKER}.example/`] }),
    poisoned('unknown field in the item', { [MARKER]: 1 }),
    keeper('a hotel with a letters phone', 'POST', '/stay/jain-dharamshala/draft', 'refuse', {
      expectedRevision: 1,
      data: { phone: `+91 ${MARKER}` },
    }),
    keeper('a place in London', 'POST', '/place/jal-mandir/draft', 'refuse', {
      expectedRevision: 1,
      data: { coordinates: { latitude: 51.5, longitude: -0.12 } },
    }),

    keeper(
      'publish without expectedRevision',
      'POST',
      '/stay/jain-dharamshala/publish',
      'refuse',
      {},
    ),
    keeper('publish a stale revision', 'POST', '/stay/jain-dharamshala/publish', 'refuse', {
      expectedRevision: 999,
    }),
    keeper('publish an unknown item', 'POST', '/stay/nobody-here/publish', 'refuse', {
      expectedRevision: 1,
    }),
    keeper('donation by the bootstrap key', 'POST', '/donation/donation/publish', 'refuse', {
      expectedRevision: 1,
      password: 'whatever it may be',
    }),
    keeper('donation under another id', 'POST', '/donation/other/draft', 'refuse', {
      expectedRevision: 0,
      data: { payeeName: MARKER, upiId: `${MARKER}@upi`, verified: false, verifiedOn: null },
    }),
    keeper('unpublish with a field', 'POST', '/stay/lotus-lodge/unpublish', 'refuse', { force: 1 }),
    keeper('unpublish an unknown item', 'POST', '/stay/nobody-here/unpublish', 'refuse', {}),

    keeper('history (valid)', 'GET', '/stay/jain-dharamshala/history', 'accept'),
    keeper('revision 1 (valid)', 'GET', '/stay/jain-dharamshala/revisions/1', 'accept'),
    keeper('revision 0', 'GET', '/stay/jain-dharamshala/revisions/0', 'refuse'),
    keeper('revision abc', 'GET', '/stay/jain-dharamshala/revisions/abc', 'refuse'),
    keeper(
      'revision of 30 digits',
      'GET',
      `/stay/jain-dharamshala/revisions/${'9'.repeat(30)}`,
      'refuse',
    ),
    keeper('an unknown revision', 'GET', '/stay/jain-dharamshala/revisions/424242', 'refuse'),
    keeper(
      'diff to the draft (valid)',
      'GET',
      '/stay/jain-dharamshala/diff?from=1&to=draft',
      'accept',
    ),
    keeper('diff to "latest"', 'GET', '/stay/jain-dharamshala/diff?from=1&to=latest', 'refuse'),
    keeper('diff without from', 'GET', '/stay/jain-dharamshala/diff?to=1', 'refuse'),
    keeper(
      'diff, from repeated',
      'GET',
      '/stay/jain-dharamshala/diff?from=1&from=2&to=1',
      'refuse',
    ),
    keeper('restore revision 0', 'POST', '/stay/jain-dharamshala/restore', 'refuse', {
      revision: 0,
      expectedRevision: 1,
    }),
    keeper('restore an unknown revision', 'POST', '/stay/jain-dharamshala/restore', 'refuse', {
      revision: 424242,
      expectedRevision: 1,
    }),
    keeper(
      'restore the current revision (valid)',
      'POST',
      '/help-number/emergency/restore',
      'accept',
      {
        revision: 1,
        expectedRevision: 1,
      },
    ),
  ];
}
