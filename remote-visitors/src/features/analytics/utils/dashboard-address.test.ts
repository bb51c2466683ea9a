import { dashboardView } from '../testing/dashboard-fixtures';
import {
  activeFilters,
  answers,
  DEFAULT_ADDRESS,
  isLocalDay,
  readAddress,
  toRequest,
  withFilter,
  withGoal,
  withoutFilter,
  withoutGoal,
  writeAddress,
} from './dashboard-address';

const read = (query: string) => readAddress(new URLSearchParams(query));

describe('readAddress', () => {
  it('reads a named range and filters', () => {
    expect(read('period=7d&source=WhatsApp&device=mobile')).toEqual({
      period: '7d',
      filters: { source: 'WhatsApp', device: 'mobile' },
    });
  });

  it('reads a custom range with two real days in order', () => {
    expect(read('period=custom&from=2026-11-01&to=2026-11-07')).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      filters: {},
    });
  });

  it.each([
    [''],
    ['period=fortnight'],
    ['period=custom'],
    ['period=custom&from=2026-11-08&to=2026-11-07'],
    ['period=custom&from=2026-02-30&to=2026-03-02'],
    ['period=custom&from=yesterday&to=2026-11-07'],
  ])('falls back to the default range for %p', (query) => {
    expect(read(query)).toEqual(DEFAULT_ADDRESS);
  });

  it('drops filters the API would refuse and unknown fields, keeping the rest', () => {
    expect(
      read(`period=today&source=&city=${'x'.repeat(513)}&os=%01bad&colour=red&country=India`),
    ).toEqual({ period: 'today', filters: { country: 'India' } });
  });

  it('ignores from and to without a custom range', () => {
    expect(read('period=7d&from=2026-11-01&to=2026-11-07')).toEqual({ period: '7d', filters: {} });
  });
});

describe('writeAddress', () => {
  it('leaves the default range out, so the plain page is the default view', () => {
    expect(writeAddress(DEFAULT_ADDRESS).toString()).toBe('');
  });

  it('round-trips a view through the address', () => {
    const view = {
      period: 'custom' as const,
      from: '2026-10-01',
      to: '2026-10-31',
      filters: { page: '/jal-mandir', source: 'WhatsApp & Co' },
    };
    const query = writeAddress(view).toString();
    expect(query).toBe(
      'period=custom&from=2026-10-01&to=2026-10-31&page=%2Fjal-mandir&source=WhatsApp+%26+Co',
    );
    expect(read(query)).toEqual(view);
  });
});

describe('filters', () => {
  it('adds, replaces and removes one filter per dimension', () => {
    const one = withFilter(DEFAULT_ADDRESS, 'source', 'WhatsApp');
    const two = withFilter(one, 'device', 'mobile');
    expect(activeFilters(two)).toEqual([
      ['source', 'WhatsApp'],
      ['device', 'mobile'],
    ]);
    expect(withFilter(two, 'source', 'Google').filters.source).toBe('Google');
    expect(activeFilters(withoutFilter(two, 'source'))).toEqual([['device', 'mobile']]);
    expect(DEFAULT_ADDRESS.filters).toEqual({});
  });

  it('makes the API query: the range only with custom days, then the filters', () => {
    expect(toRequest({ period: '7d', filters: { os: 'Android' } })).toEqual({
      period: '7d',
      os: 'Android',
    });
    expect(
      toRequest({ period: 'custom', from: '2026-01-01', to: '2026-01-02', filters: {} }),
    ).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-01-02' });
  });
});

test('isLocalDay accepts only real calendar days', () => {
  expect(isLocalDay('2024-02-29')).toBe(true);
  expect(isLocalDay('2026-02-29')).toBe(false);
  expect(isLocalDay('2026-1-01')).toBe(false);
  expect(isLocalDay(null)).toBe(false);
});

test('answers tells the view asked for from the one still shown', () => {
  const view = dashboardView({ period: '7d', filters: { source: 'WhatsApp' } });
  expect(answers(view, { period: '7d', filters: { source: 'WhatsApp' } })).toBe(true);
  expect(answers(view, { period: '7d', filters: {} })).toBe(false);
  expect(answers(view, { period: '30d', filters: { source: 'WhatsApp' } })).toBe(false);
  const custom = dashboardView({
    period: 'custom',
    range: { from: '2026-11-01', to: '2026-11-02' },
  });
  expect(
    answers(custom, { period: 'custom', from: '2026-11-01', to: '2026-11-02', filters: {} }),
  ).toBe(true);
  expect(
    answers(custom, { period: 'custom', from: '2026-11-01', to: '2026-11-03', filters: {} }),
  ).toBe(false);
});

describe('the goal filter', () => {
  it('is kept in the address beside the other filters, and asked of the API', () => {
    const address = withGoal(read('period=7d&source=WhatsApp'), 3);
    expect(writeAddress(address).toString()).toBe('period=7d&source=WhatsApp&goal=3');
    expect(read('period=7d&source=WhatsApp&goal=3')).toEqual(address);
    expect(toRequest(address)).toEqual({ period: '7d', source: 'WhatsApp', goal: '3' });
    expect(writeAddress(withoutGoal(address)).toString()).toBe('period=7d&source=WhatsApp');
  });

  it('drops an id the API would refuse', () => {
    expect(read('goal=0').goal).toBeUndefined();
    expect(read('goal=abc').goal).toBeUndefined();
    expect(read('goal=12345678901').goal).toBeUndefined();
  });

  it('tells a goal-filtered answer from the unfiltered one still shown', () => {
    const address = { period: '7d' as const, filters: {}, goal: '3' };
    expect(answers(dashboardView({ period: '7d' }), address)).toBe(false);
    expect(answers(dashboardView({ period: '7d', goal: 3 }), address)).toBe(true);
  });
});
