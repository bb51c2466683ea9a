import { calendarLinks } from './calendar-links';

describe('calendarLinks', () => {
  it('names each festival’s file, the feed, and the feed to subscribe to, at the API’s address', () => {
    const links = calendarLinks({ apiUrl: 'https://api.pawapuri.example' }, 'hi');
    expect(links.festival('mahavir-jayanti')).toBe(
      'https://api.pawapuri.example/api/content/calendar/mahavir-jayanti.ics?lang=hi',
    );
    expect(links.feed).toBe('https://api.pawapuri.example/api/content/calendar.ics?lang=hi');
    expect(links.subscribe).toBe('webcal://api.pawapuri.example/api/content/calendar.ics?lang=hi');
  });

  it('on the site’s own origin: paths, and the subscription at the configured public address', () => {
    const links = calendarLinks({ apiUrl: '', publicBaseUrl: 'https://pawapuri.example' }, 'en');
    expect(links.festival('diwali')).toBe('/api/content/calendar/diwali.ics?lang=en');
    expect(links.feed).toBe('/api/content/calendar.ics?lang=en');
    // Never the address the page was opened at (jsdom's here): the configured one.
    expect(links.subscribe).toBe('webcal://pawapuri.example/api/content/calendar.ics?lang=en');
  });
});
