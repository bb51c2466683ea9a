import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { initI18n, SEED_CONTENT } from '@pawapuri/shared';
import { donationItem, renderWithContent } from '../../../test-content';
import { DonatePage } from './donate-page';

afterEach(async () => {
  await act(async () => {
    await initI18n().changeLanguage('en');
  });
});

const PUBLISHED = donationItem();
const UNVERIFIED = donationItem({ verified: false, verifiedOn: null });

/** The modules a QR code of `text` draws, to compare with what the page drew. */
function qrModules(text: string): string | null {
  const { container, unmount } = render(<QRCodeSVG value={text} level="H" size={200} />);
  const drawn = container.querySelectorAll('path')[1]?.getAttribute('d');
  unmount();
  if (!drawn) throw new Error('No QR modules drawn');
  return drawn;
}

const pageQr = () => screen.getByTestId('upi-qr');
const pageModules = () => pageQr().querySelectorAll('path')[1]?.getAttribute('d') ?? null;

describe('DonatePage with verified published donation details', () => {
  it('shows the payee before any amount, then encodes the amount in the UPI link and its QR', async () => {
    const user = userEvent.setup();
    renderWithContent(<DonatePage />, { donation: PUBLISHED });
    expect(screen.getByTestId('donate-payee')).toHaveTextContent(
      'Shri Pawapuri Tirth Trust — UPI ID pawapuritrust@sbi',
    );
    expect(screen.queryByTestId('donate-sample')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upi-qr')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '₹1,00,000' }));
    expect(screen.getByRole('button', { name: '₹1,00,000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹1,00,000');
    const link =
      'upi://pay?pa=pawapuritrust%40sbi&pn=Shri%20Pawapuri%20Tirth%20Trust&am=100000&cu=INR&tn=Donation%20to%20Pawapuri%20website';
    expect(pageQr()).toHaveAttribute('data-qr-text', link);
    expect(pageModules()).toBe(qrModules(link));
    expect(screen.getByTestId('upi-id')).toHaveTextContent('pawapuritrust@sbi');
    expect(screen.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', link);
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.queryByText(/sample, not a registered trust/)).not.toBeInTheDocument();
  });

  it('shows the published note under the payee in the page’s language', async () => {
    const note = { en: 'Registered trust, receipts by email', hi: 'पंजीकृत ट्रस्ट, रसीद ईमेल से' };
    renderWithContent(<DonatePage />, { donation: donationItem({ note }) });
    expect(screen.getByText(note.en)).toBeInTheDocument();
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    expect(screen.getByText(note.hi)).toBeInTheDocument();
  });

  it('a custom amount clears the preset; a preset clears the custom field', async () => {
    const user = userEvent.setup();
    renderWithContent(<DonatePage />, { donation: PUBLISHED });
    const input = screen.getByPlaceholderText('Amount in ₹');
    await user.click(screen.getByRole('button', { name: '₹500' }));
    await user.type(input, '751');
    expect(screen.getByRole('button', { name: '₹500' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹751');
    expect(pageQr().getAttribute('data-qr-text')).toContain('&am=751&cu=INR');

    await user.click(screen.getByRole('button', { name: '₹25' }));
    expect(input).toHaveValue(null);
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹25');
  });

  it('copies the UPI id and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithContent(<DonatePage />, { donation: PUBLISHED });
    await user.click(screen.getByRole('button', { name: '₹10' }));
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenCalledWith('pawapuritrust@sbi');
    expect(alert).toHaveBeenCalledWith('UPI ID copied! You can now paste it in your UPI app.');
    alert.mockRestore();
  });
});

describe('DonatePage with a sample payee', () => {
  const SAMPLE_TEXT = 'SAMPLE – not a payment code';

  it.each([
    ['the seed’s unverified payee', SEED_CONTENT.donation, 'sample@example.invalid'],
    ['published details not yet verified', UNVERIFIED, 'pawapuritrust@sbi'],
    ['no published details', null, 'sample@example.invalid'],
  ])(
    'shows the whole flow for %s, labelled a sample, with a QR of plain text and no UPI link',
    async (_case, donation, upiId) => {
      const user = userEvent.setup();
      const { container } = renderWithContent(<DonatePage />, { donation });
      expect(screen.getByTestId('donate-sample')).toHaveTextContent(
        'Sample: No payee has been confirmed yet',
      );
      expect(screen.queryByTestId('donate-payee')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '₹500' }));
      expect(pageQr()).toHaveAttribute('data-qr-text', SAMPLE_TEXT);
      expect(pageModules()).toBe(qrModules(SAMPLE_TEXT));
      expect(
        screen.getByRole('heading', { name: 'Sample QR code: not for payment' }),
      ).toBeVisible();
      expect(screen.getByTestId('upi-id')).toHaveTextContent(upiId);
      expect(screen.getByRole('button', { name: 'Copy UPI ID' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'How to donate' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Supported apps' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pay with UPI app' })).not.toBeInTheDocument();
      expect(container.querySelector('[href^="upi:"]')).toBeNull();
      expect(container.innerHTML).not.toContain('upi://');
      expect(screen.getByText(/The payee shown here is a sample/)).toBeInTheDocument();
    },
  );

  it('says so in Hindi', async () => {
    const user = userEvent.setup();
    const { container } = renderWithContent(<DonatePage />, { donation: UNVERIFIED }, '/hi/donate');
    await act(async () => {
      await initI18n().changeLanguage('hi');
    });
    expect(screen.getByTestId('donate-sample')).toHaveTextContent(
      'नमूना: अभी किसी प्राप्तकर्ता की पुष्टि नहीं हुई है',
    );
    await user.click(screen.getByRole('button', { name: '₹500' }));
    expect(screen.getByRole('heading', { name: 'नमूना QR कोड: भुगतान के लिए नहीं' })).toBeVisible();
    expect(pageQr()).toHaveAttribute('data-qr-text', SAMPLE_TEXT);
    expect(screen.queryByRole('link', { name: 'UPI ऐप से भुगतान करें' })).not.toBeInTheDocument();
    expect(container.querySelector('[href^="upi:"]')).toBeNull();
  });

  it('copying the sample id warns not to pay it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithContent(<DonatePage />, { donation: UNVERIFIED });
    await user.click(screen.getByRole('button', { name: '₹10' }));
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(alert).toHaveBeenCalledWith(
      'Sample UPI ID copied. It is not a confirmed payee: please do not send money to it.',
    );
    alert.mockRestore();
  });
});
