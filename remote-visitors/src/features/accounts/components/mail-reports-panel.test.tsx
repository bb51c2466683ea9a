import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MailReports } from '@pawapuri/shared';
import { AccountsPage } from './accounts-page';
import { fakeKeeperApi, MAIL_REPORTS, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

async function openAs(role: 'owner' | 'analyst' | 'editor' = 'owner') {
  const api = fakeKeeperApi(role);
  renderPage(<AccountsPage api={api} />, '/admin/keepers');
  await screen.findByRole('region', { name: 'Signed-in keeper' });
  return api;
}

const section = () => screen.findByRole('region', { name: 'Report emails and alerts' });

test('shows the saved recipients and thresholds', async () => {
  await openAs();
  const mail = await section();
  expect(await within(mail).findByLabelText('Recipient 1 email')).toHaveValue('mira@example.org');
  expect(within(mail).getByLabelText('Recipient 1 language')).toHaveValue('hi');
  expect(within(mail).getByLabelText('Alert above (visits per hour)')).toHaveValue('500');
  expect(within(mail).getByLabelText('Alert below (visits per hour)')).toHaveValue('');
});

test('adds a recipient from the keyboard and saves the whole setting', async () => {
  const api = await openAs();
  const stored: MailReports = {
    ...MAIL_REPORTS,
    recipients: [...MAIL_REPORTS.recipients, { email: 'ravi@example.org', language: 'en' }],
    alert: { above: 500, below: 3 },
  };
  api.saveMailReports.mockResolvedValue(stored);
  const mail = await section();
  await within(mail).findByLabelText('Recipient 1 email');
  await userEvent.click(within(mail).getByRole('button', { name: 'Add recipient' }));
  // The new row's address has the focus: typing goes there.
  expect(within(mail).getByLabelText('Recipient 2 email')).toHaveFocus();
  await userEvent.keyboard('ravi@example.org');
  await userEvent.selectOptions(within(mail).getByLabelText('Recipient 2 language'), 'en');
  await userEvent.type(within(mail).getByLabelText('Alert below (visits per hour)'), '3');
  await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));

  expect(api.saveMailReports).toHaveBeenCalledWith({
    recipients: [
      { email: 'mira@example.org', language: 'hi' },
      { email: 'ravi@example.org', language: 'en' },
    ],
    alert: { above: 500, below: 3 },
  });
  expect(await within(mail).findByText('Saved.')).toBeVisible();
});

test('removing a recipient and emptying a threshold sends them out of the setting', async () => {
  const api = await openAs();
  api.saveMailReports.mockResolvedValue({ ...MAIL_REPORTS, recipients: [] });
  const mail = await section();
  await userEvent.click(
    await within(mail).findByRole('button', { name: 'Remove recipient 1 (mira@example.org)' }),
  );
  expect(within(mail).getByRole('button', { name: 'Add recipient' })).toHaveFocus();
  await userEvent.clear(within(mail).getByLabelText('Alert above (visits per hour)'));
  await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));
  expect(api.saveMailReports).toHaveBeenCalledWith({
    recipients: [],
    alert: { above: null, below: null },
  });
});

test("the API's 400 for an address shows a plain message at the recipient it names", async () => {
  const api = await openAs();
  const schemaWording = 'body/recipients/1/email must match format "plain-text"';
  api.saveMailReports.mockRejectedValue(
    new ApiError(400, schemaWording, {
      statusCode: 400,
      error: 'Bad Request',
      message: schemaWording,
      field: 'recipients',
    }),
  );
  const mail = await section();
  await userEvent.click(await within(mail).findByRole('button', { name: 'Add recipient' }));
  await userEvent.keyboard('ravi@example.org');
  await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));

  const second = within(mail).getByLabelText('Recipient 2 email');
  expect(await within(mail).findByRole('alert')).toHaveTextContent(
    'Enter one email address, such as name@example.org.',
  );
  expect(within(mail).queryByText(/must match/)).toBeNull();
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(second).toHaveAccessibleDescription('Enter one email address, such as name@example.org.');
  expect(within(mail).getByLabelText('Recipient 1 email')).not.toHaveAttribute('aria-invalid');
});

test.each([
  ['en', 'ravi@@example', 'Enter one email address, such as name@example.org.'],
  ['en', 'Ravi <ravi@example.org>', 'Enter one email address, such as name@example.org.'],
  ['hi', 'ravi@example', 'एक ईमेल पता लिखें, जैसे name@example.org।'],
] as const)(
  'in %s, the address %p is refused at its field in the page language, and nothing is sent',
  async (language, address, message) => {
    const api = fakeKeeperApi('owner');
    renderPage(<AccountsPage api={api} />, '/admin/keepers', language);
    const mail = await section();
    const first = await within(mail).findByLabelText('Recipient 1 email');
    await userEvent.clear(first);
    await userEvent.type(first, address);
    await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(message);
    expect(api.saveMailReports).not.toHaveBeenCalled();
  },
);

test('a threshold that is not a whole number is refused at the field, and nothing is sent', async () => {
  const api = await openAs();
  const mail = await section();
  const below = await within(mail).findByLabelText('Alert below (visits per hour)');
  await userEvent.type(below, '2.5');
  await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));
  expect(below).toHaveAccessibleDescription(/whole number/);
  expect(api.saveMailReports).not.toHaveBeenCalled();
});

test('a failed load says so and can be tried again', async () => {
  const api = fakeKeeperApi('owner');
  api.mailReports.mockRejectedValueOnce(new ApiError(500, 'Internal error'));
  renderPage(<AccountsPage api={api} />, '/admin/keepers');
  const mail = await section();
  expect(await within(mail).findByText('Could not load the report-email setting.')).toBeVisible();
  await userEvent.click(within(mail).getByRole('button', { name: 'Try again' }));
  expect(await within(mail).findByLabelText('Recipient 1 email')).toHaveValue('mira@example.org');
});

test.each(['analyst', 'editor'] as const)('an %s neither sees nor loads it', async (role) => {
  const api = await openAs(role);
  expect(screen.queryByRole('region', { name: 'Report emails and alerts' })).toBeNull();
  expect(api.mailReports).not.toHaveBeenCalled();
});
