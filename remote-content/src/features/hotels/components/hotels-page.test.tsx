import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test-utils';
import { HotelsPage } from './hotels-page';

describe('HotelsPage', () => {
  it('shows five hotels with labelled stars and the amenity cut-off', () => {
    renderPage(<HotelsPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shri Jain Shwetambar Dharamshala',
      'Pawapuri Residency',
      'Mahavir Guest House',
      'Nalanda Heritage Hotel',
      'Lotus Pond Lodge',
      'Booking tips',
      'Tourism office',
    ]);
    expect(screen.getAllByRole('img', { name: '4.5 out of 5' })).toHaveLength(2);
    const first = screen.getByText('Shri Jain Shwetambar Dharamshala').closest('li');
    expect(within(first as HTMLElement).getByText('+2 more')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(5);
  });
});
