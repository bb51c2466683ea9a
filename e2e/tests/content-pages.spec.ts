import { test, expect } from './support/fixtures';

// Every content page's title, description and axe check (no serious
// violation) run on the page the page-heads test hydrates for it
// (shell-page-heads.spec.ts), not on a load of their own.
test.describe('content pages', () => {
  test('Jal Mandir carries its visiting information and facts', async ({ page }) => {
    await page.goto('/jal-mandir');
    const main = page.getByRole('main');
    await expect(main).toContainText('Usually open 5:30–11:30 and 17:30–20:30');
    await expect(main).toContainText(
      'as checked on 25 November 2026: confirm the day’s hours with the temple office',
    );
    await expect(main).toContainText('no entry fee');
    await expect(main).toContainText('600 feet');
    await expect(main).toContainText('by tradition Mahavira was cremated in 527 BCE');
    // Its distances are the published travel content's, not the page's own text.
    const reach = main.getByRole('region', { name: 'How to reach Pawapuri' });
    await expect(reach).toContainText('Rajgir: 19 km by road (via the direct road)');
    await expect(reach).toContainText('Rajgir: 38 km by road (via Bihar Sharif)');
    await expect(reach).toContainText('Patna: 101 km by road');
    // The footer reads the published temple: usual hours until a keeper confirms them.
    await expect(page.getByRole('contentinfo')).toContainText(
      'Jal Mandir: usually 5:30–11:30 and 17:30–20:30.',
    );
  });

  test('privacy: linked from the footer, in English and Hindi', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(main).toContainText('deleted after 13 months');
    await expect(main).toContainText('Do Not Track or Global Privacy Control');
    await page.goto('/hi/privacy');
    await expect(main.getByRole('heading', { level: 1, name: 'गोपनीयता' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'गोपनीयता' }),
    ).toBeVisible();
  });

  test('hotels: five example listings, no stars, no Book Now, +N more', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.getByText('Example listing')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
    await expect(page.getByText('+2 more')).toBeVisible();
    await expect(page.getByText('Example price: ₹500 – ₹1,500 per night')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking tips' })).toBeVisible();
  });

  test('cabs: five services, the fare table and 112 first among the emergency numbers', async ({
    page,
  }) => {
    await page.goto('/cabs');
    await expect(page.getByRole('heading', { level: 2, name: 'E-rickshaw' })).toBeVisible();
    // The seed's eight routes (Bodhgaya's unsourced distance withdrawn), their
    // fares examples until a keeper confirms them.
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(9);
    await expect(page.getByRole('row', { name: /Bodhgaya/ })).toHaveCount(0);
    await expect(
      page.getByRole('row', { name: /^Patna example fares about 101 km/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '112', exact: true })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(page.getByRole('link', { name: '102', exact: true })).toHaveAttribute(
      'href',
      'tel:102',
    );
    await expect(page.getByRole('link', { name: '1363', exact: true })).toHaveAttribute(
      'href',
      'tel:1363',
    );
    await expect(page.getByRole('link', { name: '108', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '100', exact: true })).toHaveCount(0);
  });
});
