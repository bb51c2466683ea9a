import { test, expect, expectNoSeriousA11yViolations } from './support/fixtures';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('dropdowns open on hover, nest, and lead to pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /Temples/ }).hover();
    await nav.getByRole('link', { name: 'Jal Mandir' }).hover();
    await nav.getByRole('link', { name: 'History' }).hover();
    await nav.getByRole('link', { name: 'Ancient' }).click();
    await expect(page).toHaveURL(/\/jal-mandir\/history\/ancient$/);
  });

  test('a dropdown closes 300 ms after the pointer leaves', async ({ page }) => {
    // The page's clock is stopped while the pointer leaves, so the 300 ms are
    // counted exactly, however busy the machine running the test is.
    await page.clock.install();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tools = nav.getByRole('button', { name: /Tools/ });
    await tools.hover();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.clock.pauseAt(Date.now() + 1000);
    await page.mouse.move(640, 600);
    await page.clock.runFor(299);
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(2);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tools = nav.getByRole('button', { name: /Tools/ });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'PDF to Word' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Word to PDF' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tools).toBeFocused();
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Unit Converter' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/unit-converter$/);
  });

  test('the sidebar collapses to icons, expands parents and filters by search', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveCSS('width', '260px');
    await expect(sidebar.getByText('Welcome, Visitor')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toBeHidden();
    await sidebar.getByRole('button', { name: 'Show Visitors pages' }).click();
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();

    await sidebar.getByRole('searchbox').fill('rest');
    await expect(sidebar.getByRole('link', { name: 'Restoration' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Gallery' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Restoration' }).click();
    await expect(page).toHaveURL(/\/jal-mandir\/architecture\/restoration$/);

    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '60px');
    await sidebar.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('the top bar takes its scrolled style past 50 px and hides past 100 px', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const bar = page.getByRole('banner');
    await page.mouse.wheel(0, 60);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 200);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -50);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  test('the language switch moves to the Hindi address and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const nav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    await expect(nav.getByRole('link', { name: 'चित्र दीर्घा' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the layout has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu opens one accordion at a time and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const temples = menu.getByRole('button', { name: /Temples/ });
    const visit = menu.getByRole('button', { name: /Plan Your Visit/ });
    await temples.click();
    await expect(temples).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Samosaran' })).toBeVisible();
    await visit.click();
    await expect(visit).toHaveAttribute('aria-expanded', 'true');
    await expect(temples).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Samosaran' })).toBeHidden();
    await menu.getByRole('link', { name: 'Cabs' }).click();
    await expect(page).toHaveURL(/\/cabs$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu and gives focus back', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(open).toBeFocused();
  });
});
