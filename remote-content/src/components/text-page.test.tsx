import { act, render, screen } from '@testing-library/react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import description from '../../remote.json';
import { SEED_CONTENT, initI18n, type PublishedPlace } from '@pawapuri/shared';
import ContentRoutes from '../routes';
import { PAGE_CATALOGS } from '../i18n/page-catalogs';
import { photoItem, renderWithContent, routeItem } from '../test-content';
import { TextPage } from './text-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

async function renderAt(path: string) {
  await act(async () => {
    render(
      <AtPage pages={description.pages} path={path}>
        <ContentRoutes notFound={<p>not found</p>} />
      </AtPage>,
    );
  });
}

/** The paragraph under a page's section heading. */
async function sectionBody(heading: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name: heading }))
    .nextElementSibling as HTMLElement;
}

const SEED_JAL_MANDIR = SEED_CONTENT.places.find(
  (place) => place.id === 'jal-mandir',
) as PublishedPlace;

describe('a written page', () => {
  it.each([
    [
      'en',
      'Opening hours',
      'Usually open 5:30–11:30 and 17:30–20:30, as checked on 25 November 2026: confirm the day’s hours with the temple office.',
    ],
    [
      'hi',
      'खुलने का समय',
      'आमतौर पर सुबह 5:30 से 11:30 बजे तक और शाम 5:30 से 8:30 बजे तक खुला रहता है (25 नवंबर 2026 को जाँचा गया): उस दिन का समय मंदिर कार्यालय से पक्का कर लें।',
    ],
  ])(
    'says the published temple’s unconfirmed hours as usual, with the day checked (%s)',
    async (language, heading, hours) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      await renderAt('/jal-mandir/timings');
      const body = await sectionBody(heading);
      expect(body).toHaveTextContent(hours);
      expect(body).not.toHaveTextContent('{{');
    },
  );

  it('states hours a keeper confirmed, each run of days with its own, and the day confirmed', async () => {
    const closedSunday = { ...SEED_JAL_MANDIR.hours, sun: { morning: null, evening: null } };
    renderWithContent(<TextPage id="jal-mandir" namespace={PAGE_CATALOGS.text.namespace} />, {
      places: [
        {
          ...SEED_JAL_MANDIR,
          hours: closedSunday as PublishedPlace['hours'],
          hoursVerified: true,
          verified: true,
          verifiedOn: '2026-11-20',
        },
      ],
    });
    expect(await sectionBody('Visiting information')).toHaveTextContent(
      'Open Monday–Saturday: 5:30–11:30 and 17:30–20:30; Sunday: closed, as confirmed on 20 November 2026. There is no entry fee.',
    );
  });

  it('sends pilgrims to the temple office when the place keeps no published hours', async () => {
    renderWithContent(<TextPage id="timings" namespace={PAGE_CATALOGS.text.namespace} />, {
      places: [{ ...SEED_JAL_MANDIR, hours: null }],
    });
    expect(await sectionBody('Opening hours')).toHaveTextContent(
      /^Ask the temple office for the day’s hours\. Public listings give the Jain Śvetāmbar Bhandar Tirth/,
    );
  });

  it('gives the Jal Mandir’s distances from the published travel content, and its text none of its own', async () => {
    renderWithContent(
      <TextPage id="jal-mandir" namespace={PAGE_CATALOGS.text.namespace} />,
      { places: [SEED_JAL_MANDIR], routes: [routeItem('rajgir', 'Rajgir', { distanceKm: 23 })] },
      '/jal-mandir',
    );
    const reach = await screen.findByRole('region', { name: 'How to reach Pawapuri' });
    expect(reach).toHaveTextContent('Rajgir: 23 km by road');
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.parentElement);
    const written = sections
      .filter((section) => section !== reach)
      .map((section) => section?.textContent);
    expect(written.filter((text) => /\d+ km/.test(text ?? ''))).toEqual([]);
  });

  it("shows a place's photographs on its own page only, with caption and credit", async () => {
    const photos = [
      photoItem('dawn', 1, { placeId: 'jal-mandir' }),
      photoItem('steps', 2, { placeId: 'jal-mandir', licence: 'all-rights-reserved' }),
    ];
    const page = renderWithContent(
      <TextPage id="jal-mandir" namespace={PAGE_CATALOGS.text.namespace} />,
      { photos },
    );
    // Their code is a chunk of its own, fetched when a page has some.
    const figures = await screen.findAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent('dawn at dawnTemple committee, CC BY 4.0');
    expect(figures[1]).toHaveTextContent('© Temple committee');
    expect(screen.getByRole('img', { name: 'The dawn seen from the bank' })).toHaveAttribute(
      'loading',
      'eager',
    );
    page.unmount();
    // Its timings page is about the Jal Mandir but is not its page: no photographs.
    renderWithContent(<TextPage id="timings" namespace={PAGE_CATALOGS.text.namespace} />, {
      photos,
    });
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });
});
