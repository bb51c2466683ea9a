import { dateTimeFormat, listFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    const english = dateTimeFormat('en-IN', options);
    expect(dateTimeFormat('en-IN', { ...options })).toBe(english);
    expect(dateTimeFormat('hi-IN', options)).not.toBe(english);
    expect(dateTimeFormat('en-IN', { ...options, month: 'short' })).not.toBe(english);
    expect(english.format(new Date('2026-11-08T00:00:00Z'))).toBe('8 November');
  });

  it('keeps list formatters the same way', () => {
    const and = listFormat('en-IN', { type: 'conjunction' });
    expect(listFormat('en-IN', { type: 'conjunction' })).toBe(and);
    expect(listFormat('en-IN', { type: 'disjunction' })).not.toBe(and);
    expect(and.format(['a', 'b'])).toBe('a and b');
  });
});
