import { act, screen, within } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
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

describe('CabsPage', () => {
  it.each([
    [
      'en',
      'Emergency contacts',
      [
        'Police, fire and ambulance (India’s single emergency number, in use in Bihar since July 2022): 112',
        'Ambulance (the Bihar government’s ambulance service): 102',
        'Tourist helpline of the Government of India Ministry of Tourism (24×7): 1363 / 1800-11-1363',
        'Nearest hospital: Bhagwan Mahavir Institute of Medical Sciences (formerly Vardhman Institute of Medical Sciences), a government medical-college hospital, Pawapuri, Nalanda, Bihar 803115',
      ],
    ],
    [
      'hi',
      'आपातकालीन संपर्क',
      [
        'पुलिस, दमकल और एम्बुलेंस (भारत का एकल आपातकालीन नंबर, बिहार में जुलाई 2022 से लागू): 112',
        'एम्बुलेंस (बिहार सरकार की एम्बुलेंस सेवा): 102',
        'भारत सरकार के पर्यटन मंत्रालय की पर्यटक हेल्पलाइन (24×7): 1363 / 1800-11-1363',
        'निकटतम अस्पताल: भगवान महावीर आयुर्विज्ञान संस्थान (पहले वर्धमान आयुर्विज्ञान संस्थान), सरकारी मेडिकल कॉलेज अस्पताल, पावापुरी, नालंदा, बिहार 803115',
      ],
    ],
  ])(
    'lists 112 first, then 102, the tourist helpline and the hospital (%s)',
    async (language, title, items) => {
      await act(async () => {
        await initI18n().changeLanguage(language);
      });
      renderPage(<CabsPage />);
      const shown = emergencyItems(title);
      expect(shown.map((item) => item.textContent)).toEqual(items);
      const [all, ambulance] = shown as [HTMLElement, HTMLElement];
      expect(within(all).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
      expect(within(ambulance).getByRole('link', { name: '102' })).toHaveAttribute(
        'href',
        'tel:102',
      );
      // The numbers Bihar no longer answers on, or never used, are not offered.
      expect(screen.queryByRole('link', { name: '100' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '108' })).not.toBeInTheDocument();
    },
  );

  it('marks each cab as an example, its number not a link, and gives Gaya no fare', () => {
    renderPage(<CabsPage />);
    expect(screen.getAllByText('Example listing')).toHaveLength(5);
    expect(
      screen.getByText('Example number, not to be called: +91 00000 00011'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /00000/ })).not.toBeInTheDocument();
    const gaya = screen.getByRole('rowheader', { name: 'Gaya' }).closest('tr') as HTMLElement;
    expect(
      within(gaya).getByText('about 64 km in a straight line; longer by road'),
    ).toBeInTheDocument();
    expect(within(gaya).getAllByText('—')).toHaveLength(3);
    const rajgir = screen.getByRole('rowheader', { name: 'Rajgir (via Bihar Sharif)' });
    expect(rajgir.closest('tr')).toHaveTextContent('about 38 km');
  });
});
