import { screen, within } from '@testing-library/react';
import {
  SEED_CONTENT,
  SiteContentContext,
  SiteSettingsContext,
  setSiteSettings,
  type PublishedContent,
} from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { FestivalsPage } from './festivals-page';

const published = { revision: 2, publishedAt: '2026-10-01T00:00:00.000Z' };
const festival = (id: string, name: string, start: string, verified: boolean) => ({
  ...published,
  id,
  name: { en: name, hi: name },
  description: { en: `${name} at Pawapuri`, hi: name },
  timeZone: 'Asia/Kolkata' as const,
  recurringYearly: true,
  occurrences: [{ start, verified }],
  order: 1,
  verified,
  verifiedOn: null,
});

const CONTENT: PublishedContent = {
  ...SEED_CONTENT,
  version: 5,
  festivals: [
    festival('diwali', 'Diwali', '2026-11-08', false),
    festival('jayanti', 'Mahavir Jayanti', '2026-03-31', true),
    festival('next-year', 'Next year', '2027-04-19', true),
  ],
};

// The page's run-time settings name the API, as the shell's server writes them.
beforeEach(() => setSiteSettings({ apiUrl: 'http://localhost:8080' }));
afterEach(() => setSiteSettings(undefined));

it('lists the year’s festivals in date order, each to add to a calendar, and the feed', async () => {
  renderPage(
    <SiteContentContext.Provider
      value={{ content: CONTENT, renderedAt: Date.parse('2026-11-01T12:00:00Z') }}
    >
      <FestivalsPage />
    </SiteContentContext.Provider>,
    '/festivals',
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Festival calendar' }),
  ).toBeInTheDocument();
  const year = screen.getByRole('region', { name: 'Festivals in 2026' });
  const items = within(year).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Mahavir Jayanti',
    'Diwali',
  ]);
  expect(items[1]).toHaveTextContent('Sunday, 8 November 2026 (date not yet confirmed)');
  expect(
    within(items[1] as HTMLElement).getByRole('link', { name: 'Add Diwali to your calendar' }),
  ).toHaveAttribute('href', 'http://localhost:8080/api/content/calendar/diwali.ics?lang=en');
  expect(screen.getByRole('link', { name: 'Subscribe to the festival calendar' })).toHaveAttribute(
    'href',
    'webcal://localhost:8080/api/content/calendar.ics?lang=en',
  );
});

it('links the same before and after hydration: the server’s settings and the page’s agree', async () => {
  const settings = { apiUrl: '', publicBaseUrl: 'https://pawapuri.example' };
  const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
  const page = (
    <SiteContentContext.Provider
      value={{ content: CONTENT, renderedAt: Date.parse('2026-11-01T12:00:00Z') }}
    >
      <FestivalsPage />
    </SiteContentContext.Provider>
  );
  // As the shell's server renders it: the settings given by context, none in the page.
  setSiteSettings({ apiUrl: 'http://ignored.example' });
  const server = renderPage(
    <SiteSettingsContext.Provider value={settings}>{page}</SiteSettingsContext.Provider>,
    '/festivals',
  );
  await screen.findByRole('heading', { level: 1, name: 'Festival calendar' });
  const rendered = hrefs().filter((href) => href.includes('/api/'));
  server.unmount();
  // As the browser renders it: the same settings, read from the page.
  setSiteSettings(settings);
  renderPage(page, '/festivals');
  await screen.findByRole('heading', { level: 1, name: 'Festival calendar' });
  expect(hrefs().filter((href) => href.includes('/api/'))).toEqual(rendered);
  expect(rendered).toEqual([
    '/api/content/calendar/jayanti.ics?lang=en',
    '/api/content/calendar/diwali.ics?lang=en',
    'webcal://pawapuri.example/api/content/calendar.ics?lang=en',
    '/api/content/calendar.ics?lang=en',
  ]);
});

it('names the festivals with no date this year, to be confirmed, rather than leaving them out', async () => {
  const undated = { ...festival('paryushan', 'Paryushan', '2026-09-01', false), occurrences: [] };
  renderPage(
    <SiteContentContext.Provider
      value={{
        content: { ...CONTENT, festivals: [...CONTENT.festivals, undated] },
        renderedAt: Date.parse('2026-11-01T12:00:00Z'),
      }}
    >
      <FestivalsPage />
    </SiteContentContext.Provider>,
    '/festivals',
  );
  const toConfirm = await screen.findByRole('region', {
    name: 'Dates in 2026 to be confirmed with the temples',
  });
  expect(
    within(toConfirm)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Next year', 'Paryushan']);
  expect(
    within(screen.getByRole('region', { name: 'Festivals in 2026' })).queryByText('Paryushan'),
  ).toBeNull();
});
