import type { HostileCase } from './hostile-cases';

const MARKER = 'evil';

/** The festival calendar files: the feed and one festival's file, public reads. */
export function calendarCases(): HostileCase[] {
  const get = (name: string, path: string, expect: HostileCase['expect']): HostileCase => ({
    endpoint: 'festival calendar',
    name,
    expect,
    request: { method: 'GET', path: `/api/content${path}`, headers: {} },
  });
  return [
    get('the feed (valid)', '/calendar.ics', 'accept'),
    get('the feed in Hindi (valid)', '/calendar.ics?lang=hi', 'accept'),
    get('one festival (valid)', '/calendar/mahavira-nirvana-diwali.ics', 'accept'),
    get('an unknown festival', '/calendar/nobody-here.ics', 'refuse'),
    get('an unknown language', '/calendar.ics?lang=fr', 'refuse'),
    get('an unknown parameter', `/calendar.ics?${MARKER}=1`, 'refuse'),
    get('two languages', '/calendar.ics?lang=en&lang=hi', 'refuse'),
    get('a file with ../', '/calendar/..%2F..%2Fetc%2Fpasswd.ics', 'refuse'),
    get('a file with %00', '/calendar/evil%00.ics', 'refuse'),
    get('another extension', '/calendar/mahavira-nirvana-diwali.ics.exe', 'refuse'),
    get('a file name of 8 KB', `/calendar/${MARKER.repeat(2_000)}.ics`, 'refuse'),
    {
      endpoint: 'festival calendar',
      name: 'POST instead of GET',
      expect: 'refuse',
      request: {
        method: 'POST',
        path: '/api/content/calendar.ics',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    },
  ];
}
