import { calendarLinks } from './calendar-links';

describe('calendarLinks', () => {
  it('names each festival’s file, the feed, and the feed to subscribe to', () => {
    const links = calendarLinks('https://pawapuri.example/', 'hi');
    expect(links.festival('mahavir-jayanti')).toBe(
      'https://pawapuri.example/api/content/calendar/mahavir-jayanti.ics?lang=hi',
    );
    expect(links.feed).toBe('https://pawapuri.example/api/content/calendar.ics?lang=hi');
    expect(links.subscribe).toBe('webcal://pawapuri.example/api/content/calendar.ics?lang=hi');
    expect(calendarLinks('http://localhost:8080', 'en').subscribe).toBe(
      'webcal://localhost:8080/api/content/calendar.ics?lang=en',
    );
  });
});
