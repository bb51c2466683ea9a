import { API_URL, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createKeeper, SITE_ORIGIN, signInThroughBrowser } from './support/keepers';
import { startSecondApi, type SecondApi } from './support/second-api';
import { runName } from './support/seed-visits';

const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${API_URL}/api/keepers/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({ email, password }),
    })
  ).status;

test('a signed-in keeper changes their password: the session ends, and only the new one signs in', async ({
  page,
}) => {
  const keeper = await createKeeper('editor', 'E2E password changer');
  const newPassword = `a new passphrase for ${runName('password')}`;
  await signInThroughBrowser(page, keeper);
  await page
    .getByRole('region', { name: 'Signed-in keeper' })
    .getByRole('link', { name: 'Change password' })
    .click();
  await expect(page.getByRole('heading', { name: 'Change Your Keeper Password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const current = page.getByLabel('Current password');
  await current.fill(`${keeper.password} wrong`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong');

  await current.fill(keeper.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();
  // This session ended too: the page offers the sign-in form again.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await signInStatus(keeper.email, keeper.password)).toBe(401);

  await page.getByLabel('Email address').fill(keeper.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are signed in with your new password.')).toBeVisible();
});

test.describe('keeper work on the standalone visitor pages only', () => {
  let api: SecondApi;
  test.beforeAll(async () => {
    api = await startSecondApi({ KEEPER_STANDALONE_ONLY: 'true' });
  });
  test.afterAll(async () => api?.stop());

  test("the combined site's keeper pages link to the standalone visitor pages, with no sign-in form", async ({
    page,
  }) => {
    // The keeper calls of this page go to an API with KEEPER_STANDALONE_ONLY on.
    await api.answerFor(page, '/api/keepers/');
    await page.goto('/admin/keepers');
    const note = page.getByRole('region', {
      name: 'Keeper work happens on the keepers’ own site',
    });
    await expect(note).toBeVisible();
    await expect(
      note.getByRole('link', { name: 'Open this page on localhost:3003' }),
    ).toHaveAttribute('href', 'http://localhost:3003/admin/keepers');
    await expect(page.getByLabel('Email address')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // On the standalone visitor pages, the same API offers the sign-in form.
    await page.goto('http://localhost:3003/admin/keepers');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(note).toHaveCount(0);
  });
});
