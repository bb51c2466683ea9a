import { API_URL, expect, test } from './support/fixtures';
import {
  createKeeper,
  signedInHeaders,
  signInThroughBrowser,
  SITE_ORIGIN,
} from './support/keepers';

/*
 * Keeper pages opened by a role that may not use them, and a session that
 * ends while a page is open: a clear message, no crash, nothing saved. The
 * stay edited here is read, never published, by the other files.
 */
const STAY = 'lotus-lodge';

interface KeeperItem {
  draft: { revision: number; data: { phone: string } };
}

test('an editor opening the accounts page or the dashboard is told what owners do, and the API refuses', async ({
  page,
}) => {
  const editor = await createKeeper('editor', 'E2E roles editor');
  await signInThroughBrowser(page, editor, '/admin/keepers');
  await expect(
    page.getByText('Only owners manage keeper accounts, API keys and the audit log.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /invite/i })).toHaveCount(0);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Share a read-only view' })).toHaveCount(0);
  const headers = { 'content-type': 'application/json', ...(await signedInHeaders(editor)) };
  const created = await fetch(`${API_URL}/api/keepers/share-links`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ label: 'Not for editors' }),
  });
  expect(created.status).toBe(403);
  const accounts = await fetch(`${API_URL}/api/keepers/accounts`, { headers });
  expect(accounts.status).toBe(403);
});

test('a session signed out while the editor is open: saving says so, and nothing is saved', async ({
  page,
}) => {
  const editor = await createKeeper('editor', 'E2E stale editor');
  const item = async () => {
    const response = await fetch(`${API_URL}/api/keepers/content/stay/${STAY}`, {
      headers: await signedInHeaders(editor),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as KeeperItem;
  };
  const before = await item();
  await signInThroughBrowser(page, editor, `/admin/content?item=stay%2F${STAY}`);
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form).toBeVisible();

  // The browser's own session ends on the server (as a sign-out in another tab does).
  const signOut = await page.request.post(`${API_URL}/api/keepers/sign-out`, {
    headers: { origin: SITE_ORIGIN },
    data: {},
  });
  expect(signOut.status()).toBe(204);

  const phone = form.getByLabel('Phone number');
  await phone.fill('+91 94310 77777');
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Your session has ended, so nothing was saved.',
  );
  // The change stays in the form for the next try; the stored item is as it was.
  await expect(phone).toHaveValue('+91 94310 77777');
  const after = await item();
  expect(after.draft.revision).toBe(before.draft.revision);
  expect(after.draft.data.phone).toBe(before.draft.data.phone);
});
