/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { KeeperGate } from './keeper-gate';
import { ACCOUNT, KEEPER_STATUS, renderPage } from './testing/keeper-fixtures';
import { wiredKeeperApi } from './testing/wired-keeper-api';
import { setupTestNetwork } from '@pawapuri/shared/testing/network';
import { contentWithoutDonationChange } from './testing/keeper-network';
import { quietConsoleErrors } from '../test-utils';

quietConsoleErrors();
const network = setupTestNetwork(...contentWithoutDonationChange());

const ME = { status: 200, json: { keeper: ACCOUNT, via: 'session' } };
const REFUSED_ORIGIN = {
  status: 403,
  json: {
    statusCode: 403,
    message: 'Keeper actions are not accepted from http://localhost:3000',
    field: 'origin',
  },
};
/** KEEPER_STANDALONE_ONLY, asked from the combined site. */
const STANDALONE_ONLY = {
  ...KEEPER_STATUS,
  standaloneOnly: true,
  keeperSiteUrl: 'https://visitors.pawapuri.example',
  fromKeeperOrigin: false,
};

function gate(answers: Parameters<typeof wiredKeeperApi>[1], path = '/admin/keepers') {
  const wired = wiredKeeperApi(network, answers);
  renderPage(<KeeperGate api={wired.api}>{() => <p>The keeper page</p>}</KeeperGate>, path);
  return wired;
}

test('keeper work only on the standalone remote: the combined site links to this page there, no sign-in form', async () => {
  gate({
    // The browser cannot read a credentialed answer the API gives no credentials to.
    '/me': { status: 0 },
    '/status': { status: 200, json: STANDALONE_ONLY },
  });
  const note = await screen.findByRole('region', {
    name: 'Keeper work happens on the keepers’ own site',
  });
  expect(within(note).getByText('visitors.pawapuri.example')).toBeVisible();
  expect(
    within(note).getByRole('link', { name: 'Open this page on visitors.pawapuri.example' }),
  ).toHaveAttribute('href', 'https://visitors.pawapuri.example/admin/keepers');
  expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  expect(screen.queryByText('The keeper page')).not.toBeInTheDocument();
});

test('on the standalone remote itself (a keeper origin), the same mode signs in as usual', async () => {
  gate({
    '/me': ME,
    '/status': { status: 200, json: { ...STANDALONE_ONLY, fromKeeperOrigin: true } },
  });
  expect(await screen.findByText('The keeper page')).toBeVisible();
  expect(screen.queryByRole('link', { name: /Open this page on/ })).not.toBeInTheDocument();
});

test('an address that is not http(s) is never linked to', async () => {
  gate({
    '/me': REFUSED_ORIGIN,
    '/status': {
      status: 200,
      json: { ...STANDALONE_ONLY, keeperSiteUrl: 'javascript:alert(1)' },
    },
  });
  expect(await screen.findByLabelText('Email address')).toBeVisible();
  expect(screen.queryByRole('link', { name: /Open this page on/ })).not.toBeInTheDocument();
});

test('a signed-in keeper is offered Change password on the other keeper pages', async () => {
  gate({ '/me': ME, '/status': { status: 200, json: KEEPER_STATUS } }, '/admin');
  const bar = await screen.findByRole('region', { name: 'Signed-in keeper' });
  expect(within(bar).getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/admin/password',
  );
});

test('a script key (no session, no password) is not offered Change password', async () => {
  gate({
    '/me': { status: 200, json: { keeper: ACCOUNT, via: 'api-key' } },
    '/status': { status: 200, json: KEEPER_STATUS },
  });
  const bar = await screen.findByRole('region', { name: 'Signed-in keeper' });
  expect(within(bar).queryByRole('link', { name: 'Change password' })).toBeNull();
});

test('a signed-in keeper sees, above every keeper page, a new payee waiting', async () => {
  gate(
    {
      '/me': ME,
      '/status': { status: 200, json: KEEPER_STATUS },
      '/notices': {
        status: 200,
        json: {
          pendingPayee: {
            id: 3,
            payee: { payeeName: 'Shri Pawapuri Tirth Trust', upiId: 'pawapuritrust@sbi' },
            previous: null,
            askedBy: 'asker@example.in',
            askedAt: '2026-11-22T06:30:00.000Z',
            dueAt: '2026-11-23T06:30:00.000Z',
            mayApprove: false,
            approveRefusal: null,
            mayCancel: false,
          },
          newOwners: [],
        },
      },
    },
    '/admin',
  );
  expect(await screen.findByRole('region', { name: 'A new payee waits' })).toHaveTextContent(
    'donations go to Shri Pawapuri Tirth Trust (pawapuritrust@sbi)',
  );
  expect(screen.getByText('The keeper page')).toBeVisible();
});
