import { act, screen, within } from '@testing-library/react';
import { initI18n, type PublishedHelpNumber } from '@pawapuri/shared';
import { helpNumberItem, operatorItem, renderWithContent } from '../../../test-content';
import { CabsPage } from './cabs-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

/** The emergency list's items, in order, as the page shows them. */
function emergencyItems(title: string): HTMLElement[] {
  const section = screen.getByRole('heading', { level: 2, name: title }).closest('section');
  return within(section as HTMLElement).getAllByRole('listitem');
}

/** The help numbers as the seed publishes them, in their order. */
const HELP_NUMBERS: PublishedHelpNumber[] = [
  helpNumberItem('emergency', 'Police, fire and ambulance', '112', { order: 10 }),
  helpNumberItem('ambulance', 'Ambulance', '102', { order: 20 }),
  helpNumberItem('tourist-helpline', 'Tourist helpline (24×7)', '1363', { order: 30 }),
  helpNumberItem('tourist-helpline-toll-free', 'Tourist helpline, toll-free', '1800-11-1363', {
    order: 40,
  }),
  helpNumberItem('hospital', 'Nearest hospital', null, {
    order: 50,
    address: { en: 'Bhagwan Mahavir Institute, Pawapuri', hi: 'भगवान महावीर संस्थान, पावापुरी' },
  }),
];

const AUTO = operatorItem('auto-rickshaw', 'Auto rickshaw');
const TAXI = operatorItem('sedan-taxi', 'Sedan taxi', {
  mode: 'sedan',
  phone: '+91 00000 00012',
  hours: null,
  fare: { perKm: 12, note: { en: 'Example rate', hi: 'उदाहरण दर' } },
  order: 20,
});

describe('CabsPage', () => {
  it.each([
    [
      'en',
      'Emergency contacts',
      [
        'Police, fire and ambulance: 112',
        'Ambulance: 102',
        'Tourist helpline (24×7): 1363 / 1800-11-1363',
        'Nearest hospital: Bhagwan Mahavir Institute, Pawapuri',
      ],
    ],
    [
      'hi',
      'आपातकालीन संपर्क',
      [
        'Police, fire and ambulance (हि): 112',
        'Ambulance (हि): 102',
        'Tourist helpline (24×7) (हि): 1363 / 1800-11-1363',
        'Nearest hospital (हि): भगवान महावीर संस्थान, पावापुरी',
      ],
    ],
  ])(
    'lists the published help numbers in order, 112 first, each confirmed one a call (%s)',
    async (language, title, items) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      renderWithContent(<CabsPage />, { helpNumbers: HELP_NUMBERS });
      const shown = emergencyItems(title);
      expect(shown.map((item) => item.textContent)).toEqual(items);
      const [all, ambulance] = shown as [HTMLElement, HTMLElement];
      expect(within(all).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
      expect(within(ambulance).getByRole('link', { name: '102' })).toHaveAttribute(
        'href',
        'tel:102',
      );
      expect(screen.getByRole('link', { name: '1800-11-1363' })).toHaveAttribute(
        'href',
        'tel:1800111363',
      );
    },
  );

  it("shows a keeper's new number, and one not yet confirmed as text, not a call", () => {
    renderWithContent(<CabsPage />, {
      helpNumbers: [
        helpNumberItem('emergency', 'Police, fire and ambulance', '112'),
        helpNumberItem('district-control', 'District control room', '06112-234567', {
          verified: false,
          verifiedOn: null,
        }),
      ],
    });
    const [, control] = emergencyItems('Emergency contacts') as [HTMLElement, HTMLElement];
    expect(control).toHaveTextContent('District control room: 06112-234567 (not yet confirmed)');
    expect(within(control).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks each unconfirmed operator as an example, its number not a link; the fare table stays', () => {
    renderWithContent(<CabsPage />, { operators: [AUTO, TAXI] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Auto rickshaw',
      'Sedan taxi',
      'Estimated fares from Pawapuri',
      'Travel tips',
    ]);
    expect(screen.getAllByText('Example listing')).toHaveLength(2);
    const taxi = screen.getByRole('heading', { name: 'Sedan taxi' }).closest('li') as HTMLElement;
    expect(taxi).toHaveAttribute('data-event-listing', 'Sedan taxi');
    expect(taxi).toHaveTextContent('₹12 per km (Example rate)');
    expect(taxi).toHaveTextContent('Hours: 24 × 7');
    expect(taxi).toHaveTextContent('Sedan taxi rides');
    expect(
      screen.getByText('Example number, not to be called: +91 00000 00011'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /00000/ })).not.toBeInTheDocument();
    const gaya = screen.getByRole('rowheader', { name: 'Gaya' }).closest('tr') as HTMLElement;
    expect(
      within(gaya).getByText('about 64 km in a straight line; longer by road'),
    ).toBeInTheDocument();
    expect(within(gaya).getAllByText('—')).toHaveLength(3);
  });

  it('calls a confirmed operator, with no example mark', () => {
    renderWithContent(<CabsPage />, {
      operators: [
        operatorItem('auto-rickshaw', 'Auto rickshaw', {
          phone: '+91 61120 11111',
          verified: true,
          verifiedOn: '2026-11-20',
          fare: { from: 30 },
        }),
      ],
    });
    expect(screen.getByRole('link', { name: '+91 61120 11111' })).toHaveAttribute(
      'href',
      'tel:+916112011111',
    );
    expect(screen.queryByText('Example listing')).not.toBeInTheDocument();
    expect(screen.getByText('From ₹30')).toBeInTheDocument();
  });
});
