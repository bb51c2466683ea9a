import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY, ApiError } from '@pawapuri/shared';
import { AdminPage } from './admin-page';
import { ROW, fakeApi, pageOf, wiredApi } from '../testing/visitor-fixtures';
import { quietConsoleErrors } from '../../../test-utils';

const UNAUTHORIZED = { status: 401, json: { message: 'A valid admin token is required' } };
const ONE_ROW = { status: 200, json: pageOf([ROW]) };

quietConsoleErrors();

beforeEach(() => {
  sessionStorage.clear();
});

/** A page that has shown one row, whose next search answers 401. */
async function pageThenUnauthorized() {
  const api = fakeApi(250);
  render(<AdminPage api={api} />);
  await screen.findByText('Unknown');
  api.search.mockRejectedValueOnce(new ApiError(401, 'A valid admin token is required'));
  const next = screen.getByRole('button', { name: 'Next' });
  await userEvent.click(next);
  return { api, next, dialog: await screen.findByRole('dialog', { name: 'Admin token' }) };
}

test('401 -> token dialog -> the token is kept for the session and the search retried with it', async () => {
  const { api, authorizations } = wiredApi(UNAUTHORIZED, ONE_ROW);
  render(<AdminPage api={api} />);
  const dialog = await screen.findByRole('dialog', { name: 'Admin token' });
  const field = within(dialog).getByLabelText('Admin token');
  expect(field).toHaveAttribute('type', 'password');
  expect(field).toHaveFocus();
  await userEvent.type(field, '  s3cret-token  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Unknown')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('s3cret-token');
  expect(authorizations()).toEqual([undefined, 'Bearer s3cret-token']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Submit with an empty field does nothing; Enter in the field submits', async () => {
  const { api, dialog } = await pageThenUnauthorized();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledTimes(2);
  await userEvent.type(within(dialog).getByLabelText('Admin token'), 'abc{Enter}');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledTimes(3);
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('abc');
});

test('Cancel keeps the table as it was, says why, and hands focus back', async () => {
  const { api, next, dialog } = await pageThenUnauthorized();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Search cancelled: the admin token is needed',
  );
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  // The pager still describes the rows on screen, so Next asks for page 2 again.
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledTimes(2);
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  expect(next).toHaveFocus();
  await userEvent.click(next);
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(api.search).toHaveBeenLastCalledWith(
    expect.objectContaining({ page: 1 }),
    expect.any(AbortSignal),
  );
});

test('Escape closes the dialog like Cancel', async () => {
  const { api } = await pageThenUnauthorized();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Search cancelled');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(api.search).toHaveBeenCalledTimes(2);
});

test('a refused token is dropped, the dialog says so, and the next token is tried', async () => {
  sessionStorage.setItem(ADMIN_TOKEN_KEY, 'old-token');
  const { api, authorizations } = wiredApi(UNAUTHORIZED, UNAUTHORIZED, ONE_ROW);
  render(<AdminPage api={api} />);
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('That token was not accepted');
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  await userEvent.type(within(dialog).getByLabelText('Admin token'), 'wrong{Enter}');

  dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('That token was not accepted');
  expect(within(dialog).getByLabelText('Admin token')).toHaveValue('');
  await userEvent.type(within(dialog).getByLabelText('Admin token'), 'right{Enter}');

  expect(await screen.findByText('Unknown')).toBeInTheDocument();
  expect(authorizations()).toEqual(['Bearer old-token', 'Bearer wrong', 'Bearer right']);
  expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('right');
});

test('a failure other than 401 does not ask for a token', async () => {
  const { api } = wiredApi({ status: 500, json: { message: 'boom' } });
  render(<AdminPage api={api} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
