import { screen, within } from '@testing-library/react';
import { SEED_CONTENT, SiteContentContext, type PublishedContent } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../i18n/page-catalogs';
import { renderPage } from '../test-utils';
import { PlaceDirections } from './place-directions';

const place = (id: string, name: string, verified: boolean) => ({
  id,
  revision: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
  type: 'place' as const,
  name: { en: name, hi: name },
  description: { en: name, hi: name },
  coordinates: { latitude: 25.092, longitude: 85.539 },
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
  places: [place('pawapuri', 'Pawapuri', true), place('jal-mandir', 'Jal Mandir', false)],
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
  it('links a place to the map apps by its coordinates, saying an unconfirmed point is the town’s', async () => {
    renderFor('jal-mandir');
    const maps = await screen.findByRole('region', { name: 'Open in Maps' });
    expect(
      within(maps).getByRole('link', { name: 'Jal Mandir in Map app on this phone' }),
    ).toHaveAttribute('href', 'geo:25.092,85.539?q=25.092,85.539(Jal%20Mandir)');
    expect(within(maps).getByRole('link', { name: 'Jal Mandir in OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=25.092&mlon=85.539#map=16/25.092/85.539',
    );
    expect(maps).toHaveTextContent('The point is the town centre’s');
    expect(screen.queryByRole('region', { name: 'How to reach Pawapuri' })).not.toBeInTheDocument();
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
