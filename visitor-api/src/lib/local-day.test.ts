import { parseApiDate } from './api-date';
import { addDays, daysBetween, localDay } from './local-day';
import { csvField } from '../export/csv';
import { loadConfig } from '../config';

describe('local days in Asia/Kolkata', () => {
  const zone = 'Asia/Kolkata';
  it('puts 23:59 and 00:01 local time on different days', () => {
    expect(localDay(Date.parse('2026-11-21T18:29:00Z'), zone)).toBe('2026-11-21');
    expect(localDay(Date.parse('2026-11-21T18:31:00Z'), zone)).toBe('2026-11-22');
  });
  it('does day arithmetic across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-24', '2026-11-22')).toBe(29);
  });
});

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

describe('CSV fields', () => {
  it('quotes, doubles quotes and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField(-2)).toBe('-2');
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      siteTimezone: 'Asia/Kolkata',
      honorDoNotTrack: true,
      trustProxy: { kind: 'none' },
      adminToken: null,
      bodyLimitBytes: 16384,
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3003');
  });
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['TRUST_PROXY', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['RETENTION_DAYS', '7'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}`));
  });
});
