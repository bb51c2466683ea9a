import { test, expect, expectNoSeriousA11yViolations } from './support/fixtures';

const PAGES = [
  ['/tools/pdf-to-word', 'PDF to Word'],
  ['/tools/word-to-pdf', 'Word to PDF'],
  ['/tools/excel-to-pdf', 'Excel to PDF'],
  ['/tools/ppt-to-pdf', 'PowerPoint to PDF'],
  ['/tools/image-editor', 'Image editor'],
  ['/tools/unit-converter', 'Unit converter'],
] as const;

for (const [path, heading] of PAGES) {
  test(`tools: ${path} renders in the site with no serious a11y violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
