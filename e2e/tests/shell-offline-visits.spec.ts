import { API_URL, expect, test, waitForApi } from './support/fixtures';
import { analystApiKey } from './support/keepers';

/** The pages the API has stored for one session, oldest first (a search with a script's API key). */
async function storedPages(sessionId: string): Promise<string[]> {
  const response = await fetch(`${API_URL}/api/visitors/search`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await analystApiKey()}`,
    },
    body: JSON.stringify({ sessionId, size: 50, sortBy: 'id', sortDirection: 'ASC' }),
  });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { content: { pageVisited: string }[] };
  return page.content.map((visit) => visit.pageVisited);
}

test.beforeAll(() => waitForApi());

test('visits made offline are stored once each after the connection returns', async ({
  page,
  context,
  trackLog,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect.poll(() => trackLog.pages()).toEqual(['/']);
  const sessionId = await page.evaluate(() => sessionStorage.getItem('visitorSessionId'));
  expect(sessionId).toBeTruthy();
  await expect.poll(() => storedPages(sessionId!)).toEqual(['/']);

  await context.setOffline(true);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await sidebar.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  // Both wait in the browser's queue; nothing reached the API.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('pawapuri-visits');
            open.onsuccess = () => {
              const get = open.result.transaction('queue').objectStore('queue').get('visits');
              get.onsuccess = () => resolve((get.result as unknown[] | undefined)?.length ?? 0);
            };
          }),
      ),
    )
    .toBe(2);
  expect(await storedPages(sessionId!)).toEqual(['/']);

  await context.setOffline(false);
  await expect.poll(() => storedPages(sessionId!)).toEqual(['/', '/about', '/donate']);
  // A later visit sends nothing queued again.
  await sidebar.getByRole('link', { name: 'Gallery' }).click();
  await expect.poll(() => storedPages(sessionId!)).toEqual(['/', '/about', '/donate', '/gallery']);
  // Offline, the browser did not even try: each queued visit went out once.
  expect(trackLog.pages()).toEqual(['/', '/about', '/donate', '/gallery']);
});
