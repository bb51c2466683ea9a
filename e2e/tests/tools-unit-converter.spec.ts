import { test, expect, expectNoSeriousA11yViolations } from './support/fixtures';

test('unit converter: live result, swap, and a category change resets', async ({ page }) => {
  await page.goto('/tools/unit-converter');
  const input = page.getByLabel('From', { exact: true });
  const result = page.locator('output#unit-to-value');
  await input.fill('1609.344');
  await page.getByLabel('To unit').selectOption('mile');
  await expect(result).toHaveText('1');
  await page.getByLabel('From unit').selectOption('kilometer');
  await expect(result).toHaveText('1,000');
  await page.getByRole('button', { name: 'Swap From and To' }).click();
  await expect(result).toHaveText('2,589.98811');
  await input.fill('abc');
  await expect(result).toHaveText('');

  await input.fill('100');
  await page.getByRole('button', { name: 'Temperature' }).click();
  await expect(input).toHaveValue('');
  await expect(result).toHaveText('');
  await expect(page.getByLabel('From unit')).toHaveValue('celsius');
  await expect(page.getByLabel('To unit')).toHaveValue('fahrenheit');
  await input.fill('100');
  await expect(result).toHaveText('212');
  await expect(page.getByText('-40 celsius = -40 fahrenheit')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
