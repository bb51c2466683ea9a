import type { Page } from '@playwright/test';
import { expect, test, waitForApi } from './support/fixtures';
import { storedEvents } from './support/stored-events';

test.beforeAll(() => waitForApi());

/** The visit session the page's events share (the tracker keeps it in sessionStorage). */
async function sessionOf(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('visitorSessionId')))
    .toBeTruthy();
  return (await page.evaluate(() => sessionStorage.getItem('visitorSessionId')))!;
}

/** Puts a link into the page, as a page of the site would mark or write it. */
async function addLink(
  page: Page,
  href: string,
  text: string,
  attributes: Record<string, string> = {},
) {
  await page.evaluate(
    ({ href, text, attributes }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.querySelector('main')!.append(link);
    },
    { href, text, attributes },
  );
}

const names = (sessionId: string) => storedEvents(sessionId).map((event) => event.name);

// The donate page's UPI events: content-donate.spec.ts, once a payee is published.

test('a tap on a phone number is recorded once, with the number', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hotels');
  const sessionId = await sessionOf(page);
  // The tourist helpline's number, as the hotels page shows it.
  await page.getByRole('link', { name: '1363', exact: true }).click({ noWaitAfter: true });
  await expect.poll(() => names(sessionId)).toEqual(['call']);
  expect(storedEvents(sessionId)[0]).toMatchObject({
    page: '/hotels',
    properties: { number: '1363' },
  });
  await page.waitForTimeout(1000);
  expect(names(sessionId)).toEqual(['call']);
});

test('calendar files, downloads, links that leave the page and the 404 page: each once, even when the tap leaves the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Sites off ours answer here: the taps that leave the page land somewhere.
  await page.route(/^https:\/\/(wa\.me|www\.google\.com|example\.org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
  await page.goto('/about');
  const sessionId = await sessionOf(page);
  // A calendar file and a download are recognised by their links.
  await addLink(page, '/calendar/diwali.ics', 'Add Diwali to your calendar', { download: '' });
  await page.getByRole('link', { name: 'Add Diwali to your calendar' }).click();
  await addLink(page, '/files/pilgrim-guide.pdf', 'Pilgrim guide', { download: '' });
  await page.getByRole('link', { name: 'Pilgrim guide' }).click();
  await expect.poll(() => names(sessionId)).toEqual(['calendar-download', 'file-download']);

  // Each of these leaves the page at once: the event still arrives. A card marks its listing once.
  const leaving: [string, string][] = [
    ['https://wa.me/916112000000', 'Chat on WhatsApp'],
    ['https://www.google.com/maps/dir/?api=1&destination=25.0936,85.5191', 'Directions'],
    ['https://example.org/jain-pilgrimage', 'Read more elsewhere'],
  ];
  for (const [href, text] of leaving) {
    await page.goto('/gallery');
    await addLink(page, href, text, { 'data-event-listing': 'Jal Mandir' });
    await page.getByRole('link', { name: text }).click();
    await expect(page).toHaveTitle('elsewhere');
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const expected = [
    'calendar-download',
    'file-download',
    'whatsapp',
    'directions',
    'outbound',
    'not-found',
  ];
  await expect.poll(() => names(sessionId)).toEqual(expected);
  const stored = storedEvents(sessionId);
  expect(stored.find((event) => event.name === 'directions')).toMatchObject({
    page: '/gallery',
    properties: { listing: 'Jal Mandir' },
  });
  expect(stored.find((event) => event.name === 'whatsapp')?.properties).toEqual({
    listing: 'Jal Mandir',
  });
  expect(stored.find((event) => event.name === 'outbound')?.properties).toMatchObject({
    url: 'https://example.org/jain-pilgrimage',
  });
  expect(stored.find((event) => event.name === 'file-download')?.properties).toEqual({
    type: 'pdf',
  });
  expect(stored.find((event) => event.name === 'not-found')?.properties).toEqual({
    path: '/no/such/page',
  });
  // Nothing arrives twice later.
  await page.waitForTimeout(1000);
  expect(names(sessionId)).toEqual(expected);
});

test('an event tapped offline is stored once after the connection returns', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hotels');
  const sessionId = await sessionOf(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: '1363', exact: true }).click({ noWaitAfter: true });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('pawapuri-visits');
            open.onsuccess = () => {
              const get = open.result.transaction('queue').objectStore('queue').get('events');
              get.onsuccess = () => resolve((get.result as unknown[] | undefined)?.length ?? 0);
            };
          }),
      ),
    )
    .toBe(1);
  expect(names(sessionId)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => names(sessionId)).toEqual(['call']);
  await page.waitForTimeout(1000);
  expect(names(sessionId)).toEqual(['call']);
});

test('a browser sending Global Privacy Control sends no events', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visitors/events')) sent.push(request.url());
  });
  await page.goto('/hotels');
  await page.getByRole('link', { name: '1363', exact: true }).click({ noWaitAfter: true });
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
});
