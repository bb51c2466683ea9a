import { parseApiDate } from './api-date';

describe('API dates', () => {
  const zone = 'Asia/Kolkata';
  it('reads a bare day as the whole local day', () => {
    expect(new Date(parseApiDate('2026-11-22', zone, 'start') ?? 0).toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    );
    expect(new Date(parseApiDate('2026-11-22', zone, 'end') ?? 0).toISOString()).toBe(
      '2026-11-22T18:29:59.999Z',
    );
  });
  it('reads offsets, and local times without one', () => {
    expect(parseApiDate('2026-11-22T10:00:00+05:30', zone, 'start')).toBe(
      Date.parse('2026-11-22T04:30:00Z'),
    );
    expect(parseApiDate('2026-11-22T10:00', zone, 'start')).toBe(
      Date.parse('2026-11-22T04:30:00Z'),
    );
  });
  it('refuses impossible dates', () => {
    expect(parseApiDate('2026-02-30', zone, 'start')).toBeNull();
    expect(parseApiDate('2026-11-22T24:00', zone, 'start')).toBeNull();
  });
});
