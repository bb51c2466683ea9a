import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiKeyInfo, type KeeperAccount } from '@pawapuri/shared';
import { AccountsPage } from './accounts-page';
import { ACCOUNT, fakeKeeperApi, renderPage } from '../../../keeper/testing/keeper-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

quietConsoleErrors();

const ANALYST: KeeperAccount = {
  ...ACCOUNT,
  id: 2,
  email: 'ravi@example.org',
  displayName: 'Ravi',
  role: 'analyst',
};
const KEY: ApiKeyInfo = {
  id: 7,
  name: 'Nightly export',
  role: 'analyst',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Mira Jain',
  lastUsedAt: null,
  revokedAt: null,
};

async function openAs(role: 'owner' | 'analyst' | 'editor' = 'owner') {
  const api = fakeKeeperApi(role);
  api.accounts.mockResolvedValue({ accounts: [ACCOUNT, ANALYST] });
  renderPage(<AccountsPage api={api} />, '/admin/keepers');
  await screen.findByRole('region', { name: 'Signed-in keeper' });
  return api;
}

let writeText: jest.Mock;
beforeEach(() => {
  writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
});

test('an analyst is told owners manage accounts, and nothing is loaded', async () => {
  const api = await openAs('analyst');
  expect(screen.getByText(/Only owners manage keeper accounts/)).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
  expect(api.accounts).not.toHaveBeenCalled();
  expect(api.apiKeys).not.toHaveBeenCalled();
  expect(api.audit).not.toHaveBeenCalled();
});

test('invite: email, name and role go out; the one-time link is shown with a copy button', async () => {
  const api = await openAs();
  const link = 'http://localhost:3000/admin/set-password#token=' + 'B'.repeat(43);
  api.invite.mockResolvedValue({
    account: {
      ...ANALYST,
      id: 3,
      email: 'asha@example.org',
      displayName: 'Asha',
      hasPassword: false,
    },
    link,
    emailed: false,
    expiresAt: '2026-11-26T10:00:00.000Z',
  });
  const form = screen.getByRole('form', { name: 'Invite a keeper' });
  await userEvent.type(within(form).getByLabelText('Email address'), 'asha@example.org');
  await userEvent.type(within(form).getByLabelText('Name'), 'Asha');
  await userEvent.selectOptions(within(form).getByLabelText('Role'), 'editor');
  await userEvent.type(within(form).getByLabelText('Your password (to confirm)'), 'my passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));

  expect(api.invite).toHaveBeenCalledWith({
    email: 'asha@example.org',
    displayName: 'Asha',
    role: 'editor',
    password: 'my passphrase',
  });
  const shown = await screen.findByRole('region', {
    name: 'Set-password link for asha@example.org',
  });
  expect(within(shown).getByText(link)).toBeVisible();
  await userEvent.click(within(shown).getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(within(shown).getByRole('status')).toHaveTextContent('Copied');
  await waitFor(() => expect(api.accounts).toHaveBeenCalledTimes(2));
});

test("an email already taken is named at the invite form's email field", async () => {
  const api = await openAs();
  api.invite.mockRejectedValue(
    new ApiError(409, 'An account with this email exists', {
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this email exists',
      field: 'email',
    }),
  );
  const form = screen.getByRole('form', { name: 'Invite a keeper' });
  await userEvent.type(within(form).getByLabelText('Email address'), 'mira@example.org');
  await userEvent.type(within(form).getByLabelText('Your password (to confirm)'), 'my passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'An account with this email exists',
  );
  expect(within(form).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
});

test("changing a role asks for the owner's password again; a wrong one is named at that field", async () => {
  const api = await openAs();
  api.changeRole
    .mockRejectedValueOnce(
      new ApiError(403, 'Changing a role needs your own password, signed in', {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Changing a role needs your own password, signed in',
        field: 'password',
      }),
    )
    .mockResolvedValue({ ...ANALYST, role: 'owner' });
  await userEvent.click(await screen.findByRole('button', { name: 'Change role of Ravi' }));
  const form = screen.getByRole('form', { name: 'Change the role of Ravi' });
  await userEvent.selectOptions(within(form).getByLabelText('New role for Ravi'), 'owner');
  const password = within(form).getByLabelText('Your password (to confirm)');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  await userEvent.type(password, 'wrong one');
  await userEvent.click(within(form).getByRole('button', { name: 'Change role' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('needs your own password');
  expect(password).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(password);
  await userEvent.type(password, 'the right passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'Change role' }));
  expect(api.changeRole).toHaveBeenLastCalledWith(2, {
    role: 'owner',
    password: 'the right passphrase',
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: /Change the role/ })).toBeNull());
});

test('the owner on this page is not offered a link to it', async () => {
  await openAs();
  expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Keeper accounts' })).not.toBeInTheDocument();
});

test('disable an account, then the list is read again', async () => {
  const api = await openAs();
  api.disableAccount.mockResolvedValue({ ...ANALYST, disabledAt: '2026-11-25T10:00:00.000Z' });
  await userEvent.click(await screen.findByRole('button', { name: 'Disable Ravi' }));
  expect(api.disableAccount).toHaveBeenCalledWith(2);
  await waitFor(() => expect(api.accounts).toHaveBeenCalledTimes(2));
});

test('API keys: create one (secret shown once, copyable), revoke another', async () => {
  const api = await openAs();
  api.apiKeys.mockResolvedValue({ keys: [KEY] });
  api.createApiKey.mockResolvedValue({
    key: { ...KEY, id: 8, name: 'Backup', role: 'analyst' },
    secret: 'pk_secret_value',
  });
  api.revokeApiKey.mockResolvedValue({ ...KEY, revokedAt: '2026-11-25T10:00:00.000Z' });
  const form = screen.getByRole('form', { name: 'Create an API key' });
  await userEvent.type(within(form).getByLabelText('Label (what uses it)'), 'Backup');
  await userEvent.selectOptions(within(form).getByLabelText('Key role'), 'analyst');
  await userEvent.type(within(form).getByLabelText('Your password (to confirm)'), 'my passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
  expect(api.createApiKey).toHaveBeenCalledWith({
    name: 'Backup',
    role: 'analyst',
    password: 'my passphrase',
  });
  const shown = await screen.findByRole('region', { name: 'New key “Backup”' });
  expect(within(shown).getByText('pk_secret_value')).toBeVisible();
  await userEvent.click(within(shown).getByRole('button', { name: 'Copy key' }));
  expect(writeText).toHaveBeenCalledWith('pk_secret_value');
  await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  expect(screen.queryByText('pk_secret_value')).not.toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
  expect(api.revokeApiKey).toHaveBeenCalledWith(7);
});

test('audit log: filters go out, pages turn, and the CSV takes the same filters', async () => {
  const api = await openAs();
  const entry = {
    id: 1,
    at: '2026-11-25T10:00:00.000Z',
    action: 'sign-in' as const,
    actorId: 1,
    actor: 'mira@example.org',
    via: 'session',
    network: '127.0.0.0',
    detail: {},
  };
  api.audit.mockResolvedValue({
    content: [entry],
    number: 0,
    size: 50,
    totalElements: 120,
    totalPages: 3,
  });
  api.auditCsv.mockResolvedValue({ blob: new Blob(['id']), fileName: 'audit.csv' });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);

  const form = screen.getByRole('form', { name: 'Filter the audit log' });
  await userEvent.type(within(form).getByLabelText('Keeper (email)'), 'mira@example.org');
  await userEvent.selectOptions(within(form).getByLabelText('Action'), 'sign-in');
  await userEvent.type(within(form).getByLabelText('From (day)'), '2026-11-01');
  await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  const filter = { actor: 'mira@example.org', action: 'sign-in', from: '2026-11-01' };
  expect(api.audit).toHaveBeenLastCalledWith(
    { ...filter, page: 0, size: 50 },
    expect.any(AbortSignal),
  );
  expect(await screen.findByText('120 entries')).toBeVisible();

  const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(api.audit).toHaveBeenLastCalledWith(
    { ...filter, page: 1, size: 50 },
    expect.any(AbortSignal),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(api.auditCsv).toHaveBeenCalledWith(filter);
  await waitFor(() => expect(click).toHaveBeenCalled());
  click.mockRestore();
});

test('a date the API refuses is named at that filter field', async () => {
  const api = await openAs();
  api.audit.mockRejectedValue(
    new ApiError(400, 'querystring/to is not a real date', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/to is not a real date',
      field: 'to',
    }),
  );
  const form = screen.getByRole('form', { name: 'Filter the audit log' });
  await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('is not a real date');
  expect(within(form).getByLabelText('To (day)')).toHaveAttribute('aria-invalid', 'true');
});
