import { act, screen, within } from '@testing-library/react';
import {
  initI18n,
  offerContent,
  resetContentStore,
  SEED_CONTENT,
  SiteContentContext,
  type PublishedContent,
} from '@pawapuri/shared';
import { renderPage } from '../../../../test-utils';
import { TodayAtPawapuri } from './today-at-pawapuri';

const DAY = {
  morning: { opens: '05:30', closes: '11:30' },
  evening: { opens: '17:30', closes: '20:30' },
};
const WEEK = { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY };
const published = { revision: 1, publishedAt: '2026-11-01T00:00:00.000Z' };

const place = (id: string, name: string, hoursVerified: boolean) => ({
  ...published,
  id,
  type: 'temple' as const,
  name: { en: name, hi: `${name} (हि)` },
  description: { en: name, hi: name },
  coordinates: { latitude: 25.09, longitude: 85.54 },
  hours: WEEK,
  hoursVerified,
  exceptions: [
    {
      date: '2026-11-09',
      closed: true,
      note: { en: 'Bridge repairs', hi: 'पुल की मरम्मत' },
    },
  ],
  worship: [],
  order: 1,
  verified: hoursVerified,
  verifiedOn: hoursVerified ? '2026-11-01' : null,
});

const CONTENT: PublishedContent = {
  ...SEED_CONTENT,
  version: 12,
  places: [place('jal-mandir', 'Jal Mandir', true), place('gaon-mandir', 'Gaon Mandir', false)],
  festivals: [
    {
      ...published,
      id: 'diwali',
      name: { en: 'Diwali', hi: 'दीपावली' },
      description: { en: 'Lamps', hi: 'दीये' },
      timeZone: 'Asia/Kolkata',
      recurringYearly: true,
      occurrences: [{ start: '2026-11-08', end: '2026-11-09', verified: false }],
      order: 1,
      verified: false,
      verifiedOn: null,
    },
  ],
  notices: [
    {
      ...published,
      id: 'bridge',
      text: { en: 'The bridge <b>is</b> closed', hi: 'पुल बंद है' },
      severity: 'closed',
      showFrom: '2026-11-08T00:00:00.000Z',
      showUntil: '2026-11-10T00:00:00.000Z',
      pages: ['/', '/jal-mandir'],
    },
  ],
};

/** The block as a server render shows it at an instant given in IST. */
function renderAt(ist: string, content: PublishedContent = CONTENT) {
  const renderedAt = Date.parse(`${ist}+05:30`);
  return renderPage(
    <SiteContentContext.Provider value={{ content, renderedAt }}>
      <TodayAtPawapuri />
    </SiteContentContext.Provider>,
  );
}

const templeLine = (name: string) =>
  within(screen.getByRole('region', { name: 'Temple hours today' }))
    .getByText(name)
    .closest('li');

beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterEach(async () => {
  resetContentStore();
  jest.useRealTimers();
  await initI18n().changeLanguage('en');
});

describe('TodayAtPawapuri', () => {
  it('at 23:59 IST: confirmed hours are over for the day, unconfirmed ones are “usually”', async () => {
    renderAt('2026-11-08T23:59:00');
    expect(await screen.findByRole('heading', { name: 'Today at Pawapuri' })).toBeInTheDocument();
    expect(screen.getByText('Sunday, 8 November 2026 in Pawapuri')).toBeInTheDocument();
    expect(templeLine('Jal Mandir')).toHaveTextContent('Closed for the rest of the day');
    expect(templeLine('Gaon Mandir')).toHaveTextContent(
      'Usually open 5:30–11:30 and 17:30–20:30: confirm with the temple office',
    );
    expect(templeLine('Gaon Mandir')).not.toHaveTextContent(/open now/i);
  });

  it('at 00:01 IST (still the day before in UTC): the next day’s closure and its note', async () => {
    renderAt('2026-11-09T00:01:00');
    expect(await screen.findByText('Monday, 9 November 2026 in Pawapuri')).toBeInTheDocument();
    expect(templeLine('Jal Mandir')).toHaveTextContent('Closed today (Bridge repairs)');
    expect(templeLine('Gaon Mandir')).toHaveTextContent('Closed today (Bridge repairs)');
  });

  it('says open now only within a confirmed session', async () => {
    renderAt('2026-11-10T06:00:00');
    expect(await screen.findByText('Open now, until 11:30')).toBeInTheDocument();
    expect(templeLine('Jal Mandir')).toHaveTextContent('Open now, until 11:30');
  });

  it('shows the notices in force, as text, and the next festival with its days', async () => {
    renderAt('2026-11-08T10:00:00');
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('listitem')).toHaveTextContent(
      'Closed: The bridge <b>is</b> closed',
    );
    const festival = screen.getByRole('region', { name: 'Next festival' });
    expect(festival).toHaveTextContent(
      'Diwali Sunday, 8 November 2026 to 9 November 2026 (date not yet confirmed)',
    );
    expect(within(festival).getByRole('link', { name: 'Festival calendar' })).toHaveAttribute(
      'href',
      '/festivals',
    );
  });

  it('hides a notice once it has ended, and says when no festival is announced', async () => {
    renderAt('2026-11-10T06:00:00', { ...CONTENT, festivals: [] });
    expect(await screen.findByText('No festival dates are announced yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('in Hindi, writes the names, hours and date in Hindi', async () => {
    await initI18n().changeLanguage('hi');
    renderAt('2026-11-08T23:59:00');
    expect(await screen.findByRole('heading', { name: 'आज पावापुरी में' })).toBeInTheDocument();
    expect(screen.getByText('Gaon Mandir (हि)').closest('li')).toHaveTextContent(
      'आमतौर पर सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8:30 बजे तक खुला रहता है',
    );
    expect(screen.getByText('पुल बंद है')).toBeInTheDocument();
  });

  it('in the browser, shows a newer published copy as soon as the page has it', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-10T06:00:00+05:30') });
    renderPage(<TodayAtPawapuri />);
    expect(await screen.findByText('No festival dates are announced yet.')).toBeInTheDocument();
    act(() => offerContent(CONTENT));
    expect(await screen.findByText('Open now, until 11:30')).toBeInTheDocument();
  });
});
