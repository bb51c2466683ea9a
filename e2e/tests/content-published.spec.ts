import { API_URL, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/** The published content as the API answers it now, with `change` applied. */
async function publishedWith(change: (content: Record<string, unknown>) => void) {
  const content = (await (await fetch(`${API_URL}/api/content`)).json()) as Record<string, unknown>;
  change(content);
  return { ...content, version: Number(content.version) + 1000 };
}

test.describe('published content on the public pages', () => {
  test('the home page shows Today at Pawapuri from the server’s HTML on', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Today at Pawapuri');
    expect(html).toContain('id="site-content"');
    await page.goto('/');
    const today = page.getByTestId('today');
    await expect(today.getByRole('heading', { name: 'Today at Pawapuri' })).toBeVisible();
    // The seeded hours are not confirmed: never "open now".
    await expect(today.getByText(/^Usually open 5:30–11:30 and 17:30–20:30/).first()).toBeVisible();
    await expect(today).not.toContainText('Open now');
    await expect(today.getByRole('link', { name: 'Festival calendar' })).toHaveAttribute(
      'href',
      '/festivals',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the festival calendar lists the year’s festivals with calendar files', async ({ page }) => {
    await page.goto('/festivals');
    await expect(page.getByRole('heading', { level: 1, name: 'Festival calendar' })).toBeVisible();
    const add = page.getByRole('link', { name: /^Add .* to your calendar$/ }).first();
    const href = await add.getAttribute('href');
    expect(href).toMatch(/\/api\/content\/calendar\/[a-z0-9-]+\.ics\?lang=en$/);
    const file = await page.request.get(href ?? '');
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await file.text()).toContain('DTSTART;VALUE=DATE:');
    await expect(
      page.getByRole('link', { name: 'Subscribe to the festival calendar' }),
    ).toHaveAttribute('href', /^webcal:\/\/.*\/api\/content\/calendar\.ics\?lang=en$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/hi/festivals');
    await expect(page.getByRole('heading', { level: 1, name: 'पर्व कैलेंडर' })).toBeVisible();
  });

  test('a notice appears at the top of the page it names, in Hindi too, and goes when it ends', async ({
    page,
  }) => {
    // Far enough for both languages' pages and the accessibility check on any
    // machine: the end is reached on the page's clock, not waited for.
    const until = Date.now() + 10 * 60_000;
    const content = await publishedWith((published) => {
      published.notices = [
        {
          id: 'bridge-repairs',
          revision: 1,
          publishedAt: new Date().toISOString(),
          text: { en: 'The bridge is closed for repairs', hi: 'पुल मरम्मत के लिए बंद है' },
          severity: 'closed',
          showFrom: new Date(Date.now() - 60_000).toISOString(),
          showUntil: new Date(until).toISOString(),
          pages: ['/jal-mandir'],
        },
      ];
    });
    // The page asks the API for newer content once it has loaded.
    await page.route(/\/api\/content$/, (route) => route.fulfill({ json: content }));
    await page.goto('/jal-mandir');
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices).toContainText('Closed: The bridge is closed for repairs');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/hi/jal-mandir');
    await expect(page.getByRole('region', { name: 'सूचनाएँ' })).toContainText(
      'पुल मरम्मत के लिए बंद है',
    );
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
    // Checked again every half minute: gone within that after its end, without
    // a new page load. The page's clock is moved past the end rather than
    // waited for.
    await page.clock.install();
    await page.goto('/jal-mandir');
    await expect(notices).toBeVisible();
    await page.clock.fastForward(until - Date.now() - 1_000);
    await expect(notices).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(notices).toHaveCount(0);
  });
  test('a keeper’s confirmed stay and help number reach the hotels and cabs pages', async ({
    page,
  }) => {
    const content = await publishedWith((published) => {
      const [first, ...rest] = published.stays as Record<string, unknown>[];
      published.stays = [
        {
          ...first,
          phone: '+91 61120 45678',
          verified: true,
          verifiedOn: '2026-11-20',
          coordinates: { latitude: 25.0915, longitude: 85.5432 },
        },
        ...rest,
      ];
      published.helpNumbers = [
        ...(published.helpNumbers as Record<string, unknown>[]),
        {
          id: 'district-control-room',
          revision: 1,
          publishedAt: new Date().toISOString(),
          label: { en: 'District control room', hi: 'ज़िला नियंत्रण कक्ष' },
          number: '06112-234567',
          order: 60,
          verified: true,
          verifiedOn: '2026-11-20',
        },
      ];
    });
    // The page asks the API for newer content once it has loaded.
    await page.route(/\/api\/content$/, (route) => route.fulfill({ json: content }));
    await page.goto('/hotels');
    const stay = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Shri Jain Shwetambar Dharamshala' }),
    });
    await expect(stay.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      'tel:+916112045678',
    );
    await expect(stay).toContainText('Confirmed by the keepers on 20 November 2026');
    await expect(stay).toHaveAttribute('data-event-listing', 'Shri Jain Shwetambar Dharamshala');
    await expect(
      stay.getByRole('link', { name: 'Shri Jain Shwetambar Dharamshala in Google Maps' }),
    ).toHaveAttribute('href', /query=25\.0915,85\.5432$/);
    await expect(page.getByText('Example listing')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cabs');
    const emergency = page.getByRole('region', { name: 'Emergency contacts' });
    await expect(emergency.getByRole('listitem').first()).toContainText('112');
    await expect(emergency.getByRole('link', { name: '06112-234567' })).toHaveAttribute(
      'href',
      'tel:06112234567',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a page carries only what it shows; a page opened from it gets the rest from the device’s saved copy', async ({
    page,
  }) => {
    const home = await (await page.request.get('/')).text();
    const inlined = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(
      home,
    );
    const written = JSON.parse(inlined?.[1] ?? 'null') as {
      partial: boolean;
      content: Record<string, unknown>;
    };
    expect(written.partial).toBe(true);
    expect(written.content.stays).toBeUndefined();
    expect(written.content.places).toBeDefined();

    // A visit with the API reachable saves its complete copy on the device.
    const content = await publishedWith((published) => {
      const [first, ...rest] = published.stays as Record<string, unknown>[];
      published.stays = [
        { ...first, phone: '+91 61120 99887', verified: true, verifiedOn: '2026-11-20' },
        ...rest,
      ];
    });
    await page.route(/\/api\/content$/, (route) => route.fulfill({ json: content }));
    const saved = page.waitForResponse(/\/api\/content$/);
    await page.goto('/cabs');
    await saved;
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pawapuri.content')?.length ?? 0))
      .toBeGreaterThan(1000);

    // Then the API cannot be reached: the home page's own copy, filled from the saved one.
    await page.unroute(/\/api\/content$/);
    await page.route(/\/api\/content$/, (route) => route.abort());
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/visitors/track'));
    await page.goto('/');
    await tracked;
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hotels' }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    const stay = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Shri Jain Shwetambar Dharamshala' }),
    });
    await expect(stay.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      'tel:+916112099887',
    );
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
