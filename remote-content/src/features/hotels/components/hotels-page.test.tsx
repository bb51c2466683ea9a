import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { HOTELS, type Hotel } from '../data/hotels';
import { HotelCard } from './hotel-card';
import { HotelsPage } from './hotels-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('HotelsPage', () => {
  it('shows five listings, each marked as an example, with no stars and no booking', () => {
    renderPage(<HotelsPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shri Jain Shwetambar Dharamshala',
      'Pawapuri Residency',
      'Mahavir Guest House',
      'Nalanda Heritage Hotel',
      'Lotus Pond Lodge',
      'Booking tips',
      'Tourist helpline',
    ]);
    expect(screen.getAllByText('Example listing')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    const first = card('Shri Jain Shwetambar Dharamshala');
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByText('Example price: ₹500 – ₹1,500 per night')).toBeInTheDocument();
    // A number that belongs to no one is shown as an example, never as something to call.
    expect(
      within(first).getByText('Example number, not to be called: +91 00000 00001'),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  });

  it("offers Book Now on a confirmed listing, calling the listing's number", () => {
    const hotel: Hotel = { ...(HOTELS[1] as Hotel), verified: true, phone: '+91 12345 67890' };
    renderPage(
      <ul>
        <HotelCard hotel={hotel} lazy={false} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      'tel:+911234567890',
    );
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText('Example listing')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Government of India Ministry of Tourism, 24×7 and toll-free'],
    ['hi', 'भारत सरकार का पर्यटन मंत्रालय, 24×7 और निःशुल्क'],
  ])(
    'names the tourist helpline as the Ministry of Tourism’s (%s), each number a call',
    async (language, owner) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      renderPage(<HotelsPage />);
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
});
