import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import {
  addKeeperWithCli,
  createKeeper,
  signInThroughBrowser,
  type Keeper,
} from './support/keepers';
import { onceForThisRun, runName, seedVisit } from './support/seed-visits';

const RUN = runName('admin-states');

test.beforeAll(
  onceForThisRun(async () => {
    await waitForApi();
    // One stored row, so a signed-in search has something to show.
    await seedVisit({
      browser: 'Chrome',
      operatingSystem: 'Linux',
      deviceType: 'desktop',
      pageVisited: `/${RUN}`,
      referrer: 'Direct',
      sessionId: RUN,
      screenResolution: '1280x720',
      language: 'en-IN',
    });
  }),
);

test('a keeper added on the command line sets a password through the link, signs in and searches; no credential reaches web storage and the cookie is HttpOnly', async ({
  page,
  context,
}) => {
  const name = 'E2E first owner';
  const { email, link } = await addKeeperWithCli('owner', name);
  const password = `a long passphrase for ${RUN}`;

  // The link: the token is read, then taken out of the address bar.
  await page.goto(link);
  const newPassword = page.getByLabel('New password');
  await expect(newPassword).toBeVisible();
  expect(page.url()).toBe('http://localhost:3000/admin/set-password');
  await newPassword.fill('too short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('at least 15 characters');
  await newPassword.fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  // A wrong password: the generic words, at the password field.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`${password} wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or the password is wrong.');

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const bar = page.getByRole('region', { name: 'Signed-in keeper' });
  await expect(bar).toContainText(`Signed in as ${name}`);
  await expect(bar).toContainText('Owner');

  // The search runs with the session cookie.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('sessionId', { exact: true }).fill(RUN);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('cell', { name: `/${RUN}` })).toBeVisible();

  const cookies = await context.cookies(API_URL);
  const session = cookies.find((cookie) => cookie.name === 'pawapuri-keeper');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  // Neither store holds the session id, the password or the email (the tracker's
  // anonymous session id, the location cache and the language may be there).
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
    ),
  );
  for (const entry of stored) {
    expect(entry).not.toContain(session!.value);
    expect(entry).not.toContain(password);
    expect(entry).not.toContain(email);
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  await expectNoSeriousA11yViolations(page);

  await bar.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies(API_URL)).some((cookie) => cookie.name === 'pawapuri-keeper')).toBe(
    false,
  );
});

test('an analyst sees no account management, and the API answers 403 if it is forced', async ({
  page,
}) => {
  const analyst: Keeper = await createKeeper('analyst', 'E2E analyst');
  await signInThroughBrowser(page, analyst);
  await expect(page.getByRole('region', { name: 'Signed-in keeper' })).toContainText('Analyst');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keeper accounts' })).toHaveCount(0);

  await page.goto('/admin/keepers');
  await expect(page.getByText('Only owners manage keeper accounts')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toHaveCount(0);

  // Forced from the page with the analyst's cookie: refused.
  const statuses = await page.evaluate(async (api) => {
    const get = (path: string) =>
      fetch(`${api}/api/keepers${path}`, { credentials: 'include' }).then((r) => r.status);
    return { accounts: await get('/accounts'), audit: await get('/audit'), me: await get('/me') };
  }, API_URL);
  expect(statuses).toEqual({ accounts: 403, audit: 403, me: 200 });
});

test('an owner invites a keeper, passes on the link, and reads it in the audit log', async ({
  page,
}) => {
  const owner = await createKeeper('owner', 'E2E inviting owner');
  await signInThroughBrowser(page, owner);
  await page.getByRole('link', { name: 'Keeper accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keeper Accounts' })).toBeVisible();

  const invitee = `${runName('invitee')}@example.org`;
  const invite = page.getByRole('form', { name: 'Invite a keeper' });
  await invite.getByLabel('Email address').fill(invitee);
  await invite.getByLabel('Name').fill('E2E invitee');
  await invite.getByLabel('Role').selectOption('editor');
  await invite.getByLabel('Your password (to confirm)').fill(owner.password);
  await invite.getByRole('button', { name: 'Invite' }).click();
  const shown = page.getByRole('region', { name: `Set-password link for ${invitee}` });
  await expect(shown.locator('code')).toHaveText(
    /^http:\/\/localhost:3000\/admin\/set-password#token=/,
  );
  await expect(page.getByRole('row', { name: /E2E invitee/ })).toContainText('Invited');

  const audit = page.getByRole('form', { name: 'Filter the audit log' });
  await audit.getByLabel('Keeper (email)').fill(owner.email);
  await audit.getByLabel('Action').selectOption('account-invited');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'account-invited' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('repeated wrong passwords: the sign-in page says when to try again', async ({ page }) => {
  const keeper = await createKeeper('analyst', 'E2E throttled');
  await page.goto('/admin');
  // The free wrong guesses for this account from this browser's address, spent
  // from the page (a script elsewhere would count against its own address).
  const statuses = await page.evaluate(
    async ({ api, email }) => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await fetch(`${api}/api/keepers/sign-in`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong guess ${attempt}` }),
        });
        answers.push(response.status);
      }
      return answers;
    },
    { api: API_URL, email: keeper.email },
  );
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  await page.getByLabel('Email address').fill(keeper.email);
  await page.getByLabel('Password', { exact: true }).fill(keeper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The form says how long to wait, from the answer's Retry-After.
  await expect(page.getByRole('alert')).toContainText(
    /Wait \d+ (seconds?|minutes?), then try again/,
  );
  await expect(page.getByRole('region', { name: 'Signed-in keeper' })).toHaveCount(0);
});

test('admin: a search that matches nothing says No visits found', async ({ page }) => {
  await signInThroughBrowser(page, await createKeeper('analyst'));
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('sessionId', { exact: true }).fill(`${RUN}-nobody`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'No visits found' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
