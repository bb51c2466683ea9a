import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import { helpNumberItem, photoItem, renderWithContent, stayItem } from '../../../test-content';
import { HotelsPage } from './hotels-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

const AMENITIES = ['Vegetarian meals', 'Hot water', 'Parking', 'Temple view', 'Power backup'].map(
  (en) => ({ en, hi: `${en} (हि)` }),
);
const DHARAMSHALA = stayItem('jain-dharamshala', 'Shri Jain Shwetambar Dharamshala', {
  dharamshala: true,
  priceMin: 500,
  priceMax: 1500,
  amenities: AMENITIES,
  phone: '+91 00000 00001',
});
const RESIDENCY = stayItem('pawapuri-residency', 'Pawapuri Residency', { order: 20 });
/** What a keeper publishes once they have called the place. */
const CONFIRMED = stayItem('pawapuri-residency', 'Pawapuri Residency', {
  phone: '+91 61120 45678',
  verified: true,
  verifiedOn: '2026-11-20',
  coordinates: { latitude: 25.0915, longitude: 85.5432 },
});
const HELPLINE = [
  helpNumberItem('tourist-helpline', 'Tourist helpline', '1363'),
  helpNumberItem('tourist-helpline-toll-free', 'Tourist helpline, toll-free', '1800-11-1363'),
];

describe('HotelsPage', () => {
  it('lists the published stays in order, unconfirmed ones as examples with no stars and no booking', () => {
    renderWithContent(<HotelsPage />, { stays: [DHARAMSHALA, RESIDENCY] });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shri Jain Shwetambar Dharamshala',
      'Pawapuri Residency',
      'Booking tips',
    ]);
    expect(screen.getAllByText('Example listing')).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    const first = card('Shri Jain Shwetambar Dharamshala');
    expect(first).toHaveAttribute('data-event-listing', 'Shri Jain Shwetambar Dharamshala');
    expect(within(first).getByText('Dharamshala')).toBeInTheDocument();
    expect(within(card('Pawapuri Residency')).queryByText('Dharamshala')).not.toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByText('Example price: ₹500 – ₹1,500 per night')).toBeInTheDocument();
    // A number that belongs to no one is shown as an example, never as something to call.
    expect(
      within(first).getByText('Example number, not to be called: +91 00000 00001'),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Confirmed by the keepers/)).not.toBeInTheDocument();
  });

  it("shows a keeper's confirmed number, with the day it was confirmed, Book Now and the maps", () => {
    renderWithContent(<HotelsPage />, { stays: [DHARAMSHALA, CONFIRMED] });
    const confirmed = card('Pawapuri Residency');
    expect(within(confirmed).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      'tel:+916112045678',
    );
    expect(within(confirmed).getByRole('link', { name: '+91 61120 45678' })).toBeInTheDocument();
    expect(within(confirmed).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(within(confirmed).queryByText('Example listing')).not.toBeInTheDocument();
    expect(
      within(confirmed).getByText('Confirmed by the keepers on 20 November 2026'),
    ).toBeInTheDocument();
    expect(
      within(confirmed).getByRole('link', { name: 'Pawapuri Residency in Google Maps' }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.0915,85.5432');
    expect(
      within(confirmed).getByRole('link', { name: 'Pawapuri Residency in Map app on this phone' }),
    ).toHaveAttribute('href', expect.stringMatching(/^geo:25\.0915,85\.5432\?/));
    // A stay without coordinates offers no map.
    expect(
      within(card('Shri Jain Shwetambar Dharamshala')).queryByText('Open in Maps'),
    ).not.toBeInTheDocument();
  });

  it('writes the stay in Hindi from its Hindi fields', async () => {
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    renderWithContent(<HotelsPage />, { stays: [DHARAMSHALA, CONFIRMED] });
    expect(screen.getByRole('heading', { name: 'Pawapuri Residency (हि)' })).toBeInTheDocument();
    expect(screen.getByText('धर्मशाला')).toBeInTheDocument();
    expect(screen.getAllByText('मुख्य सड़क, पावापुरी')).toHaveLength(2);
    expect(screen.getByText('व्यवस्थापकों ने 20 नवंबर 2026 को पुष्टि की')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Government of India Ministry of Tourism, 24×7 and toll-free'],
    ['hi', 'भारत सरकार का पर्यटन मंत्रालय, 24×7 और निःशुल्क'],
  ])(
    'names the tourist helpline as the Ministry of Tourism’s (%s), each published number a call',
    async (language, owner) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      renderWithContent(<HotelsPage />, { stays: [], helpNumbers: HELPLINE });
      const helpline = screen.getByText(owner, { exact: false });
      expect(helpline).toHaveTextContent(`${owner}: 1363 / 1800-11-1363`);
      expect(within(helpline).getByRole('link', { name: '1363' })).toHaveAttribute(
        'href',
        'tel:1363',
      );
      expect(within(helpline).getByRole('link', { name: '1800-11-1363' })).toHaveAttribute(
        'href',
        'tel:1800111363',
      );
      expect(screen.queryByText(/Bihar Tourism|बिहार पर्यटन/)).not.toBeInTheDocument();
    },
  );

  it("shows a stay's published photograph, and the drawing for a stay without one", async () => {
    const front = photoItem('residency-front', 4, {
      category: 'places-to-stay',
      stayId: 'pawapuri-residency',
    });
    renderWithContent(<HotelsPage />, { stays: [DHARAMSHALA, RESIDENCY], photos: [front] });
    // The photograph's code is a chunk of its own, fetched once a stay has one.
    const photo = await within(card('Pawapuri Residency')).findByRole('img');
    expect(photo).toHaveAttribute('alt', 'The residency-front seen from the bank');
    expect(photo.closest('picture')?.querySelectorAll('source')).toHaveLength(2);
    const drawing = within(card('Shri Jain Shwetambar Dharamshala')).getByRole('img');
    expect(drawing.closest('picture')).toBeNull();
    expect(drawing).toHaveAttribute('width', '400');
  });
});
