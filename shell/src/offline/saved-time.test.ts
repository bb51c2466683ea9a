import { fillTemplate, savedTimeParts } from './saved-time';

describe('savedTimeParts', () => {
  it('tells the time in India, whatever the phone’s zone, on the 24-hour clock', () => {
    // 18:45 UTC on 25 November is 00:15 on 26 November in India.
    const savedAt = Date.parse('2026-11-25T18:45:00Z');
    expect(savedTimeParts(savedAt, 'en')).toEqual({ date: '26 November 2026', time: '00:15' });
    expect(savedTimeParts(savedAt, 'hi')).toEqual({ date: '26 नवंबर 2026', time: '00:15' });
  });

  it('gives afternoons as 13:00 onwards', () => {
    expect(savedTimeParts(Date.parse('2026-11-26T09:00:00Z'), 'en').time).toBe('14:30');
  });
});

describe('fillTemplate', () => {
  it('fills each named place and leaves unknown ones as they are', () => {
    expect(fillTemplate('{{date}} at {{time}} {{zone}}', { date: 'today', time: '10:00' })).toBe(
      'today at 10:00 {{zone}}',
    );
  });
});
