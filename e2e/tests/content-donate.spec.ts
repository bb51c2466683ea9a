import { test, expect } from './support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('donate: choose an amount, read the UPI link from the QR, copy the UPI id', async ({
  page,
}) => {
  await page.goto('/donate');
  await expect(page.getByTestId('upi-qr')).toHaveCount(0);

  await page.getByRole('button', { name: '₹1,00,000' }).click();
  await expect(page.getByTestId('donate-amount')).toHaveText('₹1,00,000');
  await page.getByPlaceholder('Enter Custom Amount (₹)').fill('2501');
  await expect(page.getByRole('button', { name: '₹1,00,000' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('donate-amount')).toHaveText('₹2,501');

  const qr = page.getByTestId('upi-qr');
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('data-upi-link')) ?? '';
  const url = new URL(link.replace('upi://pay', 'https://upi.invalid/pay'));
  const upiId = (await page.getByTestId('upi-id').textContent()) ?? '';
  expect(link.startsWith('upi://pay?')).toBe(true);
  expect(url.searchParams.get('pa')).toBe(upiId);
  expect(url.searchParams.get('am')).toBe('2501');
  expect(url.searchParams.get('cu')).toBe('INR');
  expect(url.searchParams.get('pn')).toBeTruthy();
  expect(link).not.toMatch(/ /);

  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect
    .poll(() => messages)
    .toEqual(['UPI ID copied! You can now paste it in your UPI app.']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(upiId);
});
