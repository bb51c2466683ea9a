/**
 * The items of personal data the privacy notice describes, one each: what is
 * held, why, for how long and who sees it. The notice's catalogs have text for
 * every item in both languages (their type asks for it), and the visitor API
 * names, for every column it stores, the item that describes it (a test fails
 * on a column that names none).
 */
export const NOTICE_ITEMS = [
  'visits',
  'events',
  'visitTotals',
  'keeperAccount',
  'keeperSessions',
  'signInProtection',
  'apiKeys',
  'auditLog',
  'keeperWork',
  'donationPayee',
  'mailRecipients',
  'rightsRequests',
  'barrierReports',
  'photos',
  'requestCounts',
] as const;

export type NoticeItem = (typeof NOTICE_ITEMS)[number];
