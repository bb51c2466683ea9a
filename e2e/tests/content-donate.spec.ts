import type { Page } from '@playwright/test';
import { test, expect, waitForApi } from './support/fixtures';
import { publishPayeeWithCli } from './support/keepers';
import { storedEvents } from './support/stored-events';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// The sample first, then the payee the command line publishes (it stays for the run).
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => waitForApi());

const SAMPLE_TEXT = 'SAMPLE – not a payment code';
const PAYEE = { upiId: 'pawapuritrust@sbi', name: 'Shri Pawapuri Tirth Trust' };

const qrText = (page: Page) => page.getByTestId('upi-qr').getAttribute('data-qr-text');

test('donate: until a payee is published, a labelled sample with a QR of plain text and no UPI link', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/donate')).text();
  expect(html).toContain('data-testid="donate-sample"');
  expect(html).not.toContain('upi://');

  // A phone's width, where the UPI app link would show.
  await page.setViewportSize({ width: 400, height: 850 });
  await page.goto('/donate');
  await expect(page.getByTestId('donate-sample')).toContainText('Sample:');
  await expect(async () => {
    await page.getByRole('button', { name: '₹500' }).click();
    await expect(page.getByTestId('upi-qr')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(await qrText(page)).toBe(SAMPLE_TEXT);
  await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveCount(0);
  await expect(page.locator('a[href^="upi:"]')).toHaveCount(0);

  await page.goto('/hi/donate');
  await expect(page.getByTestId('donate-sample')).toContainText('नमूना:');
  await expect(async () => {
    await page.getByRole('button', { name: '₹500' }).click();
    await expect(page.getByTestId('upi-qr')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(await qrText(page)).toBe(SAMPLE_TEXT);
  await expect(page.locator('a[href^="upi:"]')).toHaveCount(0);
});

test('donate: a payee published from the command line is in the server’s HTML, the QR and the UPI link', async ({
  page,
  request,
}) => {
  await publishPayeeWithCli(PAYEE.upiId, PAYEE.name);
  // The site's servers see it at their next content check.
  await expect
    .poll(async () => (await request.get('/donate')).text(), { timeout: 15_000 })
    .toContain(`${PAYEE.name} — UPI ID ${PAYEE.upiId}`);

  await page.goto('/donate');
  await expect(page.getByTestId('donate-payee')).toHaveText(
    `${PAYEE.name} — UPI ID ${PAYEE.upiId}`,
  );
  await expect(page.getByTestId('donate-sample')).toHaveCount(0);
  await expect(page.getByTestId('upi-qr')).toHaveCount(0);
  await expect(async () => {
    await page.getByRole('button', { name: '₹1,00,000' }).click();
    await expect(page.getByTestId('upi-qr')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('spinbutton').fill('2501');
  await expect(page.getByTestId('donate-amount')).toHaveText('₹2,501');

  const link = (await qrText(page)) ?? '';
  expect(link).toBe(
    'upi://pay?pa=pawapuritrust%40sbi&pn=Shri%20Pawapuri%20Tirth%20Trust&am=2501&cu=INR&tn=Donation%20to%20Pawapuri%20website',
  );
  await expect(page.getByTestId('upi-id')).toHaveText(PAYEE.upiId);

  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect
    .poll(() => messages)
    .toEqual(['UPI ID copied! You can now paste it in your UPI app.']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAYEE.upiId);
});

test('donate: copying the UPI id and opening the UPI app are recorded, each once, with the amount chosen', async ({
  page,
}) => {
  // The UPI app link is offered on phones only.
  await page.setViewportSize({ width: 400, height: 850 });
  await page.goto('/donate');
  await expect(page.getByTestId('donate-payee')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('visitorSessionId')))
    .toBeTruthy();
  const sessionId = (await page.evaluate(() => sessionStorage.getItem('visitorSessionId')))!;
  await expect(async () => {
    await page.getByRole('spinbutton').fill('2501');
    await expect(page.getByTestId('upi-qr')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await page.getByRole('button', { name: 'Copy UPI ID' }).click();
  const names = () => storedEvents(sessionId).map((event) => event.name);
  // Last: headless Chromium, with no app for upi:, leaves the page for an error page.
  await page.getByRole('link', { name: 'Pay with UPI app' }).click({ noWaitAfter: true });
  await expect.poll(names).toEqual(['upi-copy', 'upi-app']);
  expect(storedEvents(sessionId).map((event) => event.properties)).toEqual([
    { amount: '2501' },
    { amount: '2501' },
  ]);
  await page.waitForTimeout(1000);
  expect(names()).toEqual(['upi-copy', 'upi-app']);
});
