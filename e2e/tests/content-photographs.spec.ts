import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';
import { phonePhotograph } from './support/photographs';

/*
 * A keeper uploads a photograph from a phone, describes it in both
 * languages and publishes it; pilgrims see it in the gallery and its
 * lightbox in English and Hindi, and again offline once the page was seen.
 * It goes in the album the drawings lack (around Pawapuri), so the other
 * albums keep their drawings for the tests that count them.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const CAPTION = { en: 'The lotus pond at dawn', hi: 'भोर में कमल सरोवर' };
const ALT = {
  en: 'Pink lotus flowers on still water in front of a white marble temple',
  hi: 'सफ़ेद संगमरमर के मंदिर के सामने शांत जल पर गुलाबी कमल',
};
const ALBUM = { en: 'Around Pawapuri', hi: 'पावापुरी के आसपास' };
/** How long a publish may take to reach the server's pages (it asks the API every second here). */
const PUBLISHED_WITHIN = 60_000;

/** Whether an image has arrived and decoded (not a broken or blocked one). */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

async function openAlbum(page: Page, language: 'en' | 'hi') {
  const album = page.getByRole('button', { name: ALBUM[language], exact: true });
  // A click on the server's HTML before the page has hydrated does nothing: again until it takes.
  await expect(async () => {
    await album.click();
    await expect(album).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  return page.getByRole('main').getByRole('list').getByRole('listitem');
}

test('a keeper uploads a photograph from a phone and publishes it; the gallery and its lightbox show it in both languages', async ({
  page,
}) => {
  test.setTimeout(4 * 60_000);
  const editor = await createKeeper('editor', 'E2E photograph editor');
  await signInThroughBrowser(page, editor, '/admin/content');

  const upload = page.locator('form').filter({ has: page.getByLabel('Photographs') });
  await upload.getByLabel('Photographs').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhotograph(Date.now()),
  });
  await upload.getByLabel('Album').selectOption({ label: 'Surroundings' });
  await upload.getByRole('button', { name: 'Upload 1 photograph' }).click();
  await upload.getByRole('link', { name: 'Uploaded: describe it' }).click();

  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
  await page.getByLabel(/^Caption.*· English$/).fill(CAPTION.en);
  await page.getByLabel(/^Caption.*· हिन्दी \(Hindi\)$/).fill(CAPTION.hi);
  await page.getByLabel(/^Alt text.*· English$/).fill(ALT.en);
  await page.getByLabel(/^Alt text.*· हिन्दी \(Hindi\)$/).fill(ALT.hi);
  await page.getByLabel('Credit (who took it)').fill('Pawapuri temple committee');
  await page.getByLabel('Licence').selectOption({ label: 'CC BY 4.0' });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as revision' })).toBeVisible();

  const started = Date.now();
  await expect
    .poll(async () => (await (await page.request.get('/gallery')).text()).includes(ALT.en), {
      timeout: PUBLISHED_WITHIN,
    })
    .toBe(true);
  console.info(`the photograph was in the server's gallery after ${Date.now() - started} ms`);

  for (const language of ['en', 'hi'] as const) {
    await page.goto(language === 'hi' ? '/hi/gallery' : '/gallery');
    const items = await openAlbum(page, language);
    await expect(items).toHaveCount(1);
    const thumb = items.getByRole('img', { name: ALT[language] });
    await expect(items).toContainText(CAPTION[language]);
    await expect.poll(() => loaded(thumb)).toBe(true);
    // A 390 px phone is given a small file, in the best format its browser reads.
    const file = await thumb.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(file).toMatch(/\/api\/media\/[0-9a-f]{32}-(320|640)\.avif$/);

    await items.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: CAPTION[language] });
    await expect(dialog).toBeVisible();
    const full = dialog.getByRole('img', { name: ALT[language] });
    await expect.poll(() => loaded(full)).toBe(true);
    await expect(dialog).toContainText('Pawapuri temple committee, CC BY 4.0');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(items.getByRole('button')).toBeFocused();
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a gallery page seen before still shows its photograph offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(2 * 60_000);
    await page.goto('/gallery');
    // The worker is in charge of the page once it has saved the essentials.
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', {
      timeout: 30_000,
    });
    // Seen again with the worker in charge: the page and the photograph it shows are kept.
    await page.reload();
    const items = await openAlbum(page, 'en');
    await expect.poll(() => loaded(items.getByRole('img', { name: ALT.en }))).toBe(true);

    // The browser's own HTTP cache would keep a year-long file too: emptied, so
    // what shows offline is what the service worker kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-offline-banner]')).toBeVisible();
    const offlineItems = await openAlbum(page, 'en');
    const thumb = offlineItems.getByRole('img', { name: ALT.en });
    await expect.poll(() => loaded(thumb)).toBe(true);
    const file = await thumb.evaluate((image: HTMLImageElement) => image.currentSrc);
    const kept = await page.evaluate(async (url) => {
      const name = (await caches.keys()).find((each) => each.startsWith('pawapuri-media-'));
      return name ? Boolean(await (await caches.open(name)).match(url)) : false;
    }, file);
    expect(kept).toBe(true);
    await offlineItems.getByRole('button').click();
    const full = page.getByRole('dialog', { name: CAPTION.en }).getByRole('img', { name: ALT.en });
    // The lightbox asks for a wider file than the thumbnail: a saved size stands in.
    await expect.poll(() => loaded(full)).toBe(true);
  });
});
