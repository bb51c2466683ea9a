import { act, screen, within } from '@testing-library/react';
import { initI18n, type PublishedHelpNumber } from '@pawapuri/shared';
import { helpNumberItem, operatorItem, renderWithContent, routeItem } from '../../../test-content';
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

  it('gives an operator’s hours in Hindi as the 12-hour form with the part of the day', async () => {
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    const evening = { ...AUTO, hours: { opens: '06:00', closes: '20:00' } };
    renderWithContent(<CabsPage />, { operators: [evening] });
    const card = screen.getByRole('heading', { level: 2, name: evening.name.hi }).closest('li');
    expect(card).toHaveTextContent('समय: सुबह 6 से शाम 8 बजे तक');
    expect(card).not.toHaveTextContent('20:00');
    await act(async () => {
      await initI18n().changeLanguage('en');
    });
  });

  it('marks each unconfirmed operator as an example, its number not a link', () => {
    renderWithContent(<CabsPage />, { operators: [AUTO, TAXI] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Auto rickshaw',
      'Sedan taxi',
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

  describe('fare table', () => {
    /** The table's rows as text, header first, cells joined by " | ". */
    const rows = () =>
      screen
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent).join(' | '));
    const ROUTES = [
      routeItem('nalanda', 'Nalanda', {
        fares: [
          { mode: 'auto', min: 200 },
          { mode: 'sedan', min: 250, max: 300 },
        ],
        verified: true,
        verifiedOn: '2026-11-20',
      }),
      routeItem('rajgir-via', 'Rajgir', {
        via: { en: 'Bihar Sharif', hi: 'बिहार शरीफ़' },
        distanceKm: 38,
        fares: [{ mode: 'suv', min: 600 }],
        order: 20,
      }),
      routeItem('gaya', 'Gaya', { distanceKm: 64, measure: 'straight-line', fares: [], order: 30 }),
    ];

    it("has a row per published route and a column per fare's way of travelling, examples marked", () => {
      renderWithContent(<CabsPage />, { routes: ROUTES });
      expect(rows()).toEqual([
        'Destination | Distance | Auto rickshaw | Sedan taxi | SUV rental',
        'Nalanda | about 19 km | ₹200 | ₹250–₹300 | —',
        'Rajgir (via Bihar Sharif)example fares | about 38 km | — | — | ₹600',
        'Gayaexample fares | about 64 km in a straight line; longer by road | — | — | —',
      ]);
      expect(screen.getByRole('region', { name: 'Typical fares from Pawapuri' })).toHaveAttribute(
        'tabindex',
        '0',
      );
      expect(screen.getByText(/Fares marked as examples are estimates/)).toBeInTheDocument();
    });

    it('says nothing of examples once every route is confirmed, and reads Hindi', async () => {
      await act(async () => {
        await initI18n().changeLanguage('hi');
      });
      renderWithContent(<CabsPage />, { routes: ROUTES.slice(0, 1) });
      expect(rows()).toEqual([
        'गंतव्य | दूरी | ऑटो रिक्शा | सेडान टैक्सी',
        'Nalanda (हि) | लगभग 19 किमी | ₹200 | ₹250–₹300',
      ]);
      expect(screen.queryByText(/उदाहरण किराया/)).not.toBeInTheDocument();
      expect(screen.queryByText(/उदाहरण दरों से/)).not.toBeInTheDocument();
    });

    it('is left out when no route is published', () => {
      renderWithContent(<CabsPage />, { routes: [] });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
