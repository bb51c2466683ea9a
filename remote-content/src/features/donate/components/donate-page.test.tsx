import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@pawapuri/shared';
import { renderPage } from '../../../test-utils';
import { DonatePage } from './donate-page';

describe('DonatePage', () => {
  it('shows no QR until an amount is chosen, then encodes it in the UPI link', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<DonatePage />);
    expect(screen.queryByTestId('upi-qr')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '₹1,00,000' }));
    expect(screen.getByRole('button', { name: '₹1,00,000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹1,00,000');
    const qr = container.querySelector('[data-upi-link]');
    expect(qr?.getAttribute('data-upi-link')).toContain('&am=100000&cu=INR');
    expect(screen.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
      'href',
      expect.stringContaining(`pa=${encodeURIComponent(env.upiId)}`),
    );
  });

  it('a custom amount clears the preset; a preset clears the custom field', async () => {
    const user = userEvent.setup();
    renderPage(<DonatePage />);
    const input = screen.getByPlaceholderText('Amount in ₹');
    await user.click(screen.getByRole('button', { name: '₹500' }));
    await user.type(input, '751');
    expect(screen.getByRole('button', { name: '₹500' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹751');

    await user.click(screen.getByRole('button', { name: '₹25' }));
    expect(input).toHaveValue(null);
    expect(screen.getByTestId('donate-amount')).toHaveTextContent('₹25');
  });

  it('copies the UPI id and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage(<DonatePage />);
    await user.click(screen.getByRole('button', { name: '₹10' }));
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenCalledWith(env.upiId);
    expect(alert).toHaveBeenCalledWith('UPI ID copied! You can now paste it in your UPI app.');
  });
});
