/**
 * What each audited action did, and to which personal data, in words a
 * report to the Data Protection Board can take over: the kind of action
 * (a sign-in, a copy out of the site, a read, a change) and the data.
 */
export type ActionKind =
  | 'sign-in'
  | 'export'
  | 'search'
  | 'erasure'
  | 'account'
  | 'content'
  | 'donation'
  | 'setting'
  | 'session';

export interface ActionMeaning {
  kind: ActionKind;
  /** The personal data the action read, copied or changed; empty when it touched none. */
  personalData: string[];
}

const VISITS =
  "visitors' visits: network (address cut to /24 or /48), session id, pages, time, browser, device, language, country and city";
const KEEPER_ACCOUNTS = "keepers' accounts: email, display name, role";
const AUDIT_LOG = "the audit log: keepers' emails and networks, and what they did";
const PAYEE = 'donation details: the payee’s name and UPI id';
const MAIL_RECIPIENTS = "report recipients' email addresses";

const MEANINGS: Record<string, ActionMeaning> = {
  'sign-in': { kind: 'sign-in', personalData: [] },
  'sign-in-failed': { kind: 'sign-in', personalData: ['the email address given'] },
  'sign-out': { kind: 'session', personalData: [] },
  'sign-out-everywhere': { kind: 'session', personalData: [] },
  'password-set': { kind: 'account', personalData: ["the keeper's password (stored hashed)"] },
  'password-changed': { kind: 'account', personalData: ["the keeper's password (stored hashed)"] },
  'password-rechecked': { kind: 'session', personalData: [] },
  'password-recheck-failed': { kind: 'session', personalData: [] },
  'account-created': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'account-invited': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'account-reset': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'account-role-changed': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'account-disabled': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'account-enabled': { kind: 'account', personalData: [KEEPER_ACCOUNTS] },
  'api-key-created': {
    kind: 'account',
    personalData: ['a new API key: whoever holds it reads what its role reads'],
  },
  'api-key-revoked': { kind: 'account', personalData: [] },
  'visits-searched': { kind: 'search', personalData: [VISITS] },
  'visits-exported': { kind: 'export', personalData: [VISITS] },
  'audit-exported': { kind: 'export', personalData: [AUDIT_LOG] },
  'session-erased': { kind: 'erasure', personalData: ["one session's visits (deleted)"] },
  'visitor-visits-erased': {
    kind: 'erasure',
    personalData: ["a visitor's own session's visits (deleted at their request)"],
  },
  'content-published': { kind: 'content', personalData: [] },
  'content-unpublished': { kind: 'content', personalData: [] },
  'content-restored': { kind: 'content', personalData: [] },
  'photo-uploaded': {
    kind: 'content',
    personalData: [
      'a photograph (its metadata, GPS included, removed on upload; it may show people)',
    ],
  },
  'donation-changed': { kind: 'donation', personalData: [PAYEE] },
  'donation-pending': { kind: 'donation', personalData: [PAYEE] },
  'donation-approved': { kind: 'donation', personalData: [PAYEE] },
  'donation-cancelled': { kind: 'donation', personalData: [PAYEE] },
  'mail-reports-changed': { kind: 'setting', personalData: [MAIL_RECIPIENTS] },
  'share-link-created': {
    kind: 'setting',
    personalData: ['a share link: the dashboard’s counts (no single visit) to whoever holds it'],
  },
  'share-link-revoked': { kind: 'setting', personalData: [] },
  'my-data-downloaded': {
    kind: 'export',
    personalData: [
      `the keeper's own data: ${KEEPER_ACCOUNTS}, sessions, API keys' names, ${AUDIT_LOG} about them`,
    ],
  },
  'rights-request-made': {
    kind: 'account',
    personalData: ["a keeper's request to correct or erase their data (its text)"],
  },
  'rights-request-answered': {
    kind: 'account',
    personalData: ["an owner's answer to a keeper's rights request (its text)"],
  },
  'event-name-added': { kind: 'setting', personalData: [] },
  'event-name-removed': { kind: 'setting', personalData: [] },
  'goal-added': { kind: 'setting', personalData: [] },
  'goal-removed': { kind: 'setting', personalData: [] },
  'annotation-added': { kind: 'setting', personalData: [] },
  'annotation-changed': { kind: 'setting', personalData: [] },
  'annotation-removed': { kind: 'setting', personalData: [] },
};

/** What an action means; an action this code does not know is reported as a change of unknown reach. */
export function meaningOf(action: string): ActionMeaning {
  return (
    MEANINGS[action] ?? {
      kind: 'setting',
      personalData: [`unknown (the action "${action}" is newer than this report)`],
    }
  );
}

/** Every action the report knows, for the test that keeps it in step with the audit log. */
export const KNOWN_ACTIONS: readonly string[] = Object.keys(MEANINGS);
