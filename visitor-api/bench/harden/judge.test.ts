import type { HostileCase } from './hostile-cases';
import { judge } from './judge';
import { rowProblems } from './row-checks';
import type { StoredRow } from './stores';

const refuse: HostileCase = {
  endpoint: 'track',
  name: 'browser as a number',
  expect: 'refuse',
  request: { method: 'POST', path: '/api/visitors/track' },
};
const either: HostileCase = {
  ...refuse,
  name: 'browser with NUL',
  expect: 'either',
  mayStore: true,
};
const answer = (status: number) => ({ status, body: '' });

describe('judging a hostile request', () => {
  it('accepts a refusal that stored nothing', () => {
    expect(judge(refuse, answer(400), 0, 0)).toEqual([]);
  });

  it('flags a 5xx, a missing answer and a status the case does not want', () => {
    expect(judge(either, answer(500), 0, 0)).toEqual(['500']);
    expect(judge(refuse, { status: 0, body: '', error: 'socket hang up' }, 0, 0)).toEqual([
      'no answer (socket hang up)',
    ]);
    expect(judge(refuse, answer(201), 1, 0)).toEqual(['201, wanted a 4xx', 'stored 1 visit(s)']);
    expect(judge({ ...refuse, expect: [415] }, answer(400), 0, 0)).toEqual(['400, wanted 415']);
  });

  it('flags a visit stored by a refused request, and visits removed by anything but an erase', () => {
    expect(judge(either, answer(400), 1, 0)).toEqual(['stored 1 visit(s)']);
    expect(judge(either, answer(201), 1, 0)).toEqual([]);
    expect(judge(either, answer(200), 0, 3)).toEqual(['removed 3 visit(s)']);
    expect(judge({ ...either, mayRemove: true }, answer(200), 0, 3)).toEqual([]);
  });
});

describe('checking a stored visit', () => {
  const row: StoredRow = {
    id: 1,
    ip_address: '198.51.100.0',
    device_type: 'mobile',
    browser: 'Chrome',
    operating_system: 'Android',
    country: '',
    city: '',
    page_visited: '/',
    referrer: 'Direct',
    screen_resolution: '393x873',
    session_id: '1732300000000-abc',
    language: 'hi-IN',
    visit_id: null,
    source: 'Direct',
    is_entry: 1,
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_content: '',
    utm_term: '',
  };

  it('passes a clean visit (optional fields may be empty)', () => {
    expect(rowProblems(row)).toEqual([]);
  });

  it('names control characters, blank required fields, attacker text and over-long text', () => {
    expect(
      rowProblems({
        ...row,
        browser: 'Chr\u0000ome',
        operating_system: '   ',
        ip_address: '127.evil',
        city: 'x'.repeat(101),
      }),
    ).toEqual([
      'ip_address holds attacker text',
      'browser holds a control character',
      'operating_system is blank',
      'city is 101 characters',
    ]);
  });
});
