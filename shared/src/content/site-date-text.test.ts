import { sessionsText, siteDateText, timeText } from './site-date-text';

describe('site date text', () => {
  it('writes a Pawapuri date in each language, the same day whatever the machine’s zone', () => {
    expect(siteDateText('2026-11-08', 'en', { weekday: true })).toBe('Sunday, 8 November 2026');
    expect(siteDateText('2026-11-08', 'hi', { year: false })).toBe('8 नवंबर');
  });

  it('joins a day’s sessions as a phrase', () => {
    const sessions = [
      { opens: '05:30', closes: '11:30' },
      { opens: '17:30', closes: '20:30' },
    ];
    expect(sessionsText(sessions, 'en')).toBe('5:30–11:30 and 17:30–20:30');
    expect(sessionsText(sessions, 'hi')).toBe(
      'सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8:30 बजे तक',
    );
    expect(timeText('06:05')).toBe('6:05');
  });
});
