import { activeNotices } from './active-notices';
import type { FestivalFacts, NoticeFacts } from './content-facts';
import { festivalsOfYear, nextFestival } from './next-festival';

const notice = (id: string, overrides: Partial<NoticeFacts> = {}): NoticeFacts => ({
  id,
  text: { en: id, hi: id },
  severity: 'info',
  showFrom: '2026-11-08T00:00:00+05:30',
  showUntil: '2026-11-10T00:00:00+05:30',
  pages: ['/jal-mandir'],
  ...overrides,
});

describe('activeNotices', () => {
  const notices = [
    notice('bridge', { severity: 'closed' }),
    notice('everywhere', { pages: ['*'] }),
    notice('home-only', { pages: ['/'], severity: 'warning' }),
    notice('later', { showFrom: '2026-11-09T12:00:00+05:30' }),
  ];
  const at = (ist: string) => Date.parse(`${ist}+05:30`);

  it('shows those naming the page or every page, while they last, most serious first', () => {
    expect(
      activeNotices(notices, '/jal-mandir', at('2026-11-08T10:00:00')).map((n) => n.id),
    ).toEqual(['bridge', 'everywhere']);
    expect(activeNotices(notices, '/', at('2026-11-08T10:00:00')).map((n) => n.id)).toEqual([
      'home-only',
      'everywhere',
    ]);
  });

  it('starts a notice at its start and ends it at its end', () => {
    expect(
      activeNotices(notices, '/jal-mandir', at('2026-11-09T11:59:59')).map((n) => n.id),
    ).not.toContain('later');
    expect(
      activeNotices(notices, '/jal-mandir', at('2026-11-09T12:00:00')).map((n) => n.id),
    ).toContain('later');
    expect(activeNotices(notices, '/jal-mandir', at('2026-11-09T23:59:59'))).toHaveLength(3);
    expect(activeNotices(notices, '/jal-mandir', at('2026-11-10T00:00:00'))).toEqual([]);
  });
});

const festival = (id: string, ...occurrences: FestivalFacts['occurrences']): FestivalFacts => ({
  id,
  name: { en: id, hi: id },
  description: { en: id, hi: id },
  occurrences,
});

describe('nextFestival', () => {
  const festivals = [
    festival(
      'deepawali',
      { start: '2026-11-08', end: '2026-11-09', verified: true },
      { start: '2027-10-29', verified: false },
    ),
    festival('mahavir-jayanti', { start: '2027-04-19', verified: false }),
    festival('mahotsav', {
      start: '2026-11-10',
      startTime: '18:30',
      endTime: '21:00',
      verified: true,
    }),
  ];

  it('is the festival under way on its last day, then the next one', () => {
    expect(nextFestival(festivals, '2026-11-09')?.festival.id).toBe('deepawali');
    expect(nextFestival(festivals, '2026-11-10')?.festival.id).toBe('mahotsav');
    expect(nextFestival(festivals, '2026-11-11')?.occurrence).toEqual({
      start: '2027-04-19',
      verified: false,
    });
    expect(nextFestival(festivals, '2028-01-01')).toBeNull();
  });

  it('lists a year’s festival dates in order', () => {
    expect(
      festivalsOfYear(festivals, 2027).map(
        ({ festival: f, occurrence }) => `${f.id} ${occurrence.start}`,
      ),
    ).toEqual(['mahavir-jayanti 2027-04-19', 'deepawali 2027-10-29']);
  });
});
