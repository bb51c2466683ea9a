import type { NewVisit } from '../src/common/db/visit-rows';
import type { DeviceType } from '@pawapuri/shared/contract/types';

/** mulberry32: a small seeded PRNG, so a seed run is repeatable. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rand: () => number, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let pick = rand() * total;
  for (const [value, weight] of choices) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** The site's real pages, weighted by how often pilgrims open them. */
const PAGES: [string, number][] = [
  ['/', 30],
  ['/jal-mandir', 14],
  ['/gaon-mandir', 7],
  ['/samosaran', 6],
  ['/other-temples', 4],
  ['/about', 4],
  ['/gallery', 10],
  ['/donate', 5],
  ['/hotels', 6],
  ['/cabs', 5],
  ['/tools/pdf-to-word', 1],
  ['/tools/word-to-pdf', 1],
  ['/tools/image-editor', 1],
  ['/tools/unit-converter', 1],
  ['/analytics', 1],
  ['/test-visitor', 0.3],
  ['/admin', 0.3],
  ['/jal-mandir/history', 2],
  ['/jal-mandir/history/ancient', 1],
  ['/jal-mandir/history/medieval', 0.7],
  ['/jal-mandir/history/modern', 0.7],
  ['/jal-mandir/architecture', 1.5],
  ['/jal-mandir/architecture/design', 0.6],
  ['/jal-mandir/architecture/restoration', 0.5],
  ['/jal-mandir/timings', 3],
  ['/transport/buses', 1],
  ['/transport/trains', 1],
  ['/nearby-places', 2],
];

const PLACES: [[string, string[]], number][] = [
  [
    [
      'India',
      [
        'Patna',
        'Nalanda',
        'Rajgir',
        'Bihar Sharif',
        'Gaya',
        'Kolkata',
        'Delhi',
        'Mumbai',
        'Ahmedabad',
        'Jaipur',
        'Surat',
        'Bengaluru',
        'Chennai',
        'Indore',
        'Lucknow',
        'Varanasi',
        'Ranchi',
        'Pune',
        'Hyderabad',
        'Bhagalpur',
        'Muzaffarpur',
        '',
      ],
    ],
    82,
  ],
  [['Nepal', ['Kathmandu', 'Birgunj']], 3],
  [['United States', ['New York', 'San Jose', 'Edison']], 3],
  [['United Kingdom', ['London', 'Leicester']], 2],
  [['Sri Lanka', ['Colombo']], 1],
  [['Singapore', ['Singapore']], 1],
  [['United Arab Emirates', ['Dubai']], 1],
  [['Canada', ['Toronto']], 1],
  [['', ['']], 6],
];

const DEVICES: [
  { device: DeviceType; browsers: [string, number][]; os: [string, number][]; screens: string[] },
  number,
][] = [
  [
    {
      device: 'mobile',
      browsers: [
        ['Chrome', 70],
        ['Samsung Internet', 12],
        ['Safari', 12],
        ['Firefox', 2],
        ['Opera', 4],
      ],
      os: [
        ['Android', 85],
        ['iOS', 15],
      ],
      screens: ['360x800', '393x873', '412x915', '390x844', '414x896'],
    },
    62,
  ],
  [
    {
      device: 'desktop',
      browsers: [
        ['Chrome', 65],
        ['Edge', 15],
        ['Firefox', 10],
        ['Safari', 8],
        ['Opera', 2],
      ],
      os: [
        ['Windows', 75],
        ['macOS', 15],
        ['Linux', 10],
      ],
      screens: ['1920x1080', '1366x768', '1536x864', '1440x900', '2560x1440'],
    },
    30,
  ],
  [
    {
      device: 'tablet',
      browsers: [
        ['Safari', 55],
        ['Chrome', 45],
      ],
      os: [
        ['iOS', 55],
        ['Android', 45],
      ],
      screens: ['768x1024', '810x1080', '800x1280'],
    },
    8,
  ],
];

/** Browser languages as sent (region subtags vary; the dashboard groups by the first subtag). */
const LANGUAGES: [string, number][] = [
  ['en-IN', 38],
  ['hi-IN', 30],
  ['hi', 5],
  ['en-US', 9],
  ['en-GB', 2],
  ['gu-IN', 5],
  ['bn-IN', 4],
  ['mr-IN', 3],
  ['ta-IN', 1],
  ['ne-NP', 2],
  ['en', 1],
];
/** Referrers as browsers send them: search engines, chat and social apps, a few other sites. */
const REFERRERS: [string, number][] = [
  ['Direct', 38],
  ['https://www.google.com/', 22],
  ['https://www.google.co.in/', 6],
  ['android-app://com.google.android.googlequicksearchbox/', 2],
  ['android-app://com.whatsapp/', 5],
  ['https://l.wa.me/', 3],
  ['https://web.whatsapp.com/', 2],
  ['https://m.facebook.com/', 3],
  ['https://l.facebook.com/l.php', 3],
  ['https://www.facebook.com/', 1],
  ['https://l.instagram.com/', 3],
  ['https://www.youtube.com/', 3],
  ['https://m.youtube.com/', 1],
  ['https://www.bing.com/', 1.5],
  ['https://duckduckgo.com/', 0.5],
  ['https://t.co/', 0.7],
  ['https://t.me/', 1],
  ['https://in.search.yahoo.com/', 0.5],
  ['https://en.wikipedia.org/wiki/Pawapuri', 1],
  ['https://www.jainheritagecentres.com/bihar/pawapuri', 0.8],
  ['https://www.tripadvisor.in/Attractions-Pawapuri', 0.5],
];

/**
 * Visits of one session: a device, place and language, 1 to 8 pages a minute
 * or two apart, starting at `start`.
 */
export function sessionVisits(rand: () => number, start: number, id: number): NewVisit[] {
  const kind = weighted(rand, DEVICES);
  const [country, cities] = weighted(rand, PLACES);
  const city = cities[Math.floor(rand() * cities.length)] ?? '';
  const browser = weighted(rand, kind.browsers);
  const operatingSystem = weighted(rand, kind.os);
  const screenResolution = kind.screens[Math.floor(rand() * kind.screens.length)] ?? '1x1';
  const language = weighted(rand, LANGUAGES);
  const octet = () => Math.floor(rand() * 254) + 1;
  const ipAddress = `${[49, 103, 106, 117, 157, 182][Math.floor(rand() * 6)]}.${octet()}.${octet()}.${octet()}`;
  const sessionId = `${start}-${id.toString(36).padStart(10, '0')}`;
  const pages = 1 + Math.floor(rand() * rand() * 8);
  const visits: NewVisit[] = [];
  let time = start;
  for (let i = 0; i < pages; i += 1) {
    visits.push({
      visitTime: time,
      ipAddress,
      deviceType: kind.device,
      browser,
      operatingSystem,
      country,
      city,
      pageVisited: i === 0 && rand() < 0.6 ? '/' : weighted(rand, PAGES),
      referrer: i === 0 ? weighted(rand, REFERRERS) : 'Direct',
      screenResolution,
      sessionId,
      language,
    });
    time += 10_000 + Math.floor(rand() * 150_000);
  }
  return visits;
}

/** A start time within a day, weighted to Indian daytime (most pilgrims plan by day). */
export function startInDay(rand: () => number, dayStartUtc: number): number {
  // Hours 05:00-22:00 IST carry 90% of the traffic.
  const hour = rand() < 0.9 ? 5 + rand() * 17 : rand() * 24;
  return dayStartUtc + Math.floor(hour * 3_600_000) - 19_800_000;
}
