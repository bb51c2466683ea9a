import { screen, within } from '@testing-library/react';
import { SEED_CONTENT, SiteContentContext, type PublishedContent } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../i18n/page-catalogs';
import { renderPage } from '../test-utils';
import { PlaceDirections } from './place-directions';

const POINT = { latitude: 25.092, longitude: 85.539 };

const place = (
  id: string,
  name: string,
  verified: boolean,
  type: 'place' | 'temple' = 'place',
  coordinates: typeof POINT | null = POINT,
) => ({
  id,
  revision: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
  type,
  name: { en: name, hi: name },
  description: { en: name, hi: name },
  coordinates,
  hours: null,
  hoursVerified: false,
  exceptions: [],
  worship: [],
  order: 1,
  verified,
  verifiedOn: verified ? '2026-11-01' : null,
});

const CONTENT: PublishedContent = {
  ...SEED_CONTENT,
  version: 3,
  places: [
    place('pawapuri', 'Pawapuri', true),
    place('jal-mandir', 'Jal Mandir', false, 'temple'),
    place('gaon-mandir', 'Gaon Mandir', false, 'temple', null),
  ],
  routes: [
    {
      id: 'from-rajgir',
      revision: 1,
      publishedAt: '2026-11-01T00:00:00.000Z',
      from: { en: 'Rajgir', hi: 'राजगीर' },
      placeType: 'town',
      distanceKm: 20,
      measure: 'road',
      fares: [{ mode: 'auto', min: 300, max: 400 }],
      order: 1,
      verified: false,
      verifiedOn: null,
    },
  ],
};

const renderFor = (placeId: string, withTravel = false) =>
  renderPage(
    <SiteContentContext.Provider value={{ content: CONTENT, renderedAt: 0 }}>
      <PlaceDirections
        placeId={placeId}
        namespace={PAGE_CATALOGS.text.namespace}
        withTravel={withTravel}
      />
    </SiteContentContext.Provider>,
  );

describe('PlaceDirections', () => {
  it('links a place to the map apps by its coordinates, and no note on a temple’s own point', async () => {
    renderFor('jal-mandir');
    const maps = await screen.findByRole('region', { name: 'Open in Maps' });
    expect(
      within(maps).getByRole('link', { name: 'Jal Mandir in Map app on this phone' }),
    ).toHaveAttribute('href', 'geo:25.092,85.539?q=25.092,85.539(Jal%20Mandir)');
    expect(within(maps).getByRole('link', { name: 'Jal Mandir in OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=25.092&mlon=85.539#map=16/25.092/85.539',
    );
    expect(maps).not.toHaveTextContent('landmark');
    expect(screen.queryByRole('region', { name: 'How to reach Pawapuri' })).not.toBeInTheDocument();
  });

  it('labels the town’s point as the Jal Mandir’s', async () => {
    renderFor('pawapuri');
    expect(await screen.findByRole('region', { name: 'Open in Maps' })).toHaveTextContent(
      'This point is the Jal Mandir’s, the town’s landmark',
    );
  });

  it('gives a temple without its own point no map link, never another place’s', async () => {
    const { container } = renderFor('gaon-mandir');
    expect(
      await screen.findByText(/No map point is given for this temple yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open in Maps' })).not.toBeInTheDocument();
    expect(container.querySelector('a[href*="85.539"]')).toBeNull();
  });

  it('adds How to reach, from the published routes, where the page asks for it', async () => {
    renderFor('pawapuri', true);
    const reach = await screen.findByRole('region', { name: 'How to reach Pawapuri' });
    expect(reach).toHaveTextContent(
      'Rajgir: 20 km by road. Typical fares: auto rickshaw ₹300–₹400 (not yet confirmed)',
    );
  });

  it('shows nothing for a page no published place belongs to', () => {
    const { container } = renderFor('history');
    expect(container).toBeEmptyDOMElement();
  });
});
