import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import description from '../../../remote.json';
import {
  RenderLanguage,
  type LanguageCode,
  ApiError,
  type KeeperAccount,
  type KeeperApi,
  type KeeperIdentity,
  type KeeperRole,
  type KeeperStatus,
  type MailReports,
} from '@pawapuri/shared';

export const ACCOUNT: KeeperAccount = {
  id: 1,
  email: 'mira@example.org',
  displayName: 'Mira Jain',
  role: 'owner',
  createdAt: '2026-11-01T10:00:00.000Z',
  disabledAt: null,
  hasPassword: true,
};

/** A saved report-email setting: one recipient, an alert above 500 visits an hour. */
export const MAIL_REPORTS: MailReports = {
  recipients: [{ email: 'mira@example.org', language: 'hi' }],
  alert: { above: 500, below: null },
  smtpConfigured: true,
  sent: [],
};

/** The API's status on a site with accounts where keepers may act from this page. */
export const KEEPER_STATUS: KeeperStatus = {
  accountsExist: true,
  standaloneOnly: false,
  keeperSiteUrl: 'http://localhost:3000',
  fromKeeperOrigin: true,
};

export const identityAs = (role: KeeperRole): KeeperIdentity => ({
  keeper: { ...ACCOUNT, role },
  via: 'session',
});

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? jest.Mock : T[K] };

/**
 * A keeper client whose calls are jest mocks: `me` answers as a keeper of
 * `role`, or 401 (nobody signed in) for null; every other call is left for
 * the test to answer.
 */
export function fakeKeeperApi(role: KeeperRole | null = 'owner'): Mocked<KeeperApi> {
  const me = jest.fn(() =>
    role === null
      ? Promise.reject(new ApiError(401, 'Not signed in'))
      : Promise.resolve(identityAs(role)),
  );
  const pending = () => jest.fn(() => new Promise(() => undefined));
  return {
    baseUrl: 'http://api.test',
    status: jest.fn(() => Promise.resolve(KEEPER_STATUS)),
    me,
    signIn: pending(),
    signOut: jest.fn(() => Promise.resolve()),
    signOutEverywhere: jest.fn(() => Promise.resolve()),
    setPassword: pending(),
    changePassword: pending(),
    accounts: jest.fn(() => Promise.resolve({ accounts: [ACCOUNT] })),
    invite: pending(),
    resetAccount: pending(),
    changeRole: pending(),
    disableAccount: pending(),
    enableAccount: pending(),
    apiKeys: jest.fn(() => Promise.resolve({ keys: [] })),
    createApiKey: pending(),
    revokeApiKey: pending(),
    audit: jest.fn(() =>
      Promise.resolve({ content: [], number: 0, size: 50, totalElements: 0, totalPages: 0 }),
    ),
    auditCsv: pending(),
    mailReports: jest.fn(() => Promise.resolve(MAIL_REPORTS)),
    saveMailReports: pending(),
    notices: jest.fn(() => Promise.resolve({ pendingPayee: null, newOwners: [] })),
    approvePayee: pending(),
    cancelPayee: pending(),
    myData: pending(),
    myRequests: jest.fn(() => Promise.resolve({ requests: [] })),
    askRights: pending(),
    rightsRequests: jest.fn(() => Promise.resolve({ requests: [] })),
    answerRights: pending(),
    barrierReports: jest.fn(() => Promise.resolve({ reports: [] })),
  };
}

/** Renders a page at `path` with this remote's entries, as the shell and the standalone frame do, in `language`. */
export function renderPage(
  ui: ReactElement,
  path = '/',
  language: LanguageCode = 'en',
): RenderResult {
  return render(
    <AtPage pages={description.pages} path={path}>
      <RenderLanguage language={language}>{ui}</RenderLanguage>
    </AtPage>,
  );
}
