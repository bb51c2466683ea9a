import { apiBaseUrl } from '../config/site-settings';
import { request, requestJson, type RequestOptions } from './http';
import { fileNameFrom } from './file-name';
import type {
  AccountListResponse,
  ApprovePayeeRequest,
  ApiKeyCreatedResponse,
  ApiKeyListResponse,
  AuditFilter,
  AuditPage,
  AuditRequest,
  ChangePasswordRequest,
  ChangeRoleRequest,
  CreateApiKeyRequest,
  InviteRequest,
  KeeperAccount,
  KeeperIdentity,
  KeeperNotices,
  KeeperStatus,
  MailReports,
  MailReportsBody,
  PasswordSetResponse,
  PayeeChangeResult,
  AnswerRightsRequest,
  AskRightsRequest,
  RightsRequest,
  RightsRequestListResponse,
  BarrierReportListResponse,
  SetPasswordLinkResponse,
  SetPasswordRequest,
  SignInRequest,
  ResetRequest,
} from '../types';

export interface KeeperApiOptions {
  baseUrl?: string;
  timeoutMs?: number;
}

/** A downloaded file and the name the server gave it. */
export interface KeeperFile {
  blob: Blob;
  fileName: string;
}

/** The audit query as a query string, without empty fields. */
function auditParams(query: Partial<AuditRequest>): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(field, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The keeper endpoints of the visitor API (/api/keepers, docs/keepers.md). Every call sends and accepts the session cookie
 * (`credentials: 'include'`); the cookie is HttpOnly, so no script, this one
 * included, ever sees it, and nothing is kept in web storage.
 *
 *   GET  /status                   public: whether any account exists yet
 *   POST /sign-in                  sets the session cookie; 401 / 429 + Retry-After
 *   POST /sign-out                 ends this session
 *   POST /sign-out-everywhere      ends every session of this keeper
 *   GET  /me                       who is signed in, their role, session expiry
 *   POST /set-password             one-time link's token + new password
 *   POST /password                 change one's own password
 *   GET  /accounts                 owner: every account
 *   POST /accounts                 owner, signed in, password again: invite (answers a one-time link)
 *   POST /accounts/:id/reset       owner, signed in, password again: a new one-time link
 *   POST /accounts/:id/role        owner: change a role (owner's password again)
 *   POST /accounts/:id/disable     owner: no more sign-ins; ends its sessions
 *   POST /accounts/:id/enable      owner
 *   GET  /api-keys                 owner: every key (never a secret)
 *   POST /api-keys                 owner: a new key, its secret shown once
 *   POST /api-keys/:id/revoke      owner: refused at once from then on
 *   GET  /audit                    owner: the audit log, filtered and paged
 *   GET  /audit.csv                owner: the same, every row, as CSV
 *   GET  /mail-reports             owner: report-email recipients and alert thresholds
 *   PUT  /mail-reports             owner: replace that setting (answers it as stored)
 *   GET  /notices                  every keeper: the waiting payee change, owners new this week
 *   POST /payee-changes/:id/approve  owner of over a week, not the asker, password again: publish now
 *   POST /payee-changes/:id/cancel   owner, signed in: the waiting payee never reaches the pages
 *   GET  /me/data                  signed in: everything the site holds about me, as a JSON file
 *   GET  /me/requests              signed in: my correction and erasure requests, and their answers
 *   POST /me/requests              signed in: ask for a correction or an erasure
 *   GET  /rights-requests          owner: every rights request
 *   POST /rights-requests/:id/answer  owner: answer a request once (its time is recorded)
 *   GET  /barrier-reports          editors and owners: visitors' accessibility barrier reports
 */
export function createKeeperApi(options: KeeperApiOptions = {}) {
  // Read per request: a page's run-time settings may arrive after this module loads.
  const base = () => (options.baseUrl ?? apiBaseUrl()).replace(/\/+$/, '');
  const url = (path: string) => `${base()}/api/keepers${path}`;
  const call = <T>(path: string, init: RequestOptions = {}): Promise<T> =>
    requestJson<T>(url(path), { ...init, credentials: 'include', timeoutMs: options.timeoutMs });
  const post = <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
    call<T>(path, { method: 'POST', body, signal });
  /** A POST answered 204, with no body to read. */
  const send = async (path: string, body: unknown, signal?: AbortSignal): Promise<void> => {
    await request(url(path), {
      method: 'POST',
      body,
      credentials: 'include',
      timeoutMs: options.timeoutMs,
      signal,
    });
  };

  return {
    /** The API address requests go to now. */
    get baseUrl(): string {
      return base();
    },

    /**
     * Public, and asked without the cookie: the API answers credentialed
     * requests only to keeper origins, and the combined site's keeper pages
     * (not one with KEEPER_STANDALONE_ONLY) must still read where to go.
     */
    status: (signal?: AbortSignal) =>
      requestJson<KeeperStatus>(url('/status'), {
        signal,
        credentials: 'omit',
        timeoutMs: options.timeoutMs,
      }),
    me: (signal?: AbortSignal) => call<KeeperIdentity>('/me', { signal }),
    signIn: (body: SignInRequest, signal?: AbortSignal) =>
      post<KeeperIdentity>('/sign-in', body, signal),
    signOut: (signal?: AbortSignal) => send('/sign-out', {}, signal),
    signOutEverywhere: (signal?: AbortSignal) => send('/sign-out-everywhere', {}, signal),
    setPassword: (body: SetPasswordRequest, signal?: AbortSignal) =>
      post<PasswordSetResponse>('/set-password', body, signal),
    /** Ends every other session of this keeper too. */
    changePassword: (body: ChangePasswordRequest, signal?: AbortSignal) =>
      send('/password', body, signal),

    accounts: (signal?: AbortSignal) => call<AccountListResponse>('/accounts', { signal }),
    invite: (body: InviteRequest, signal?: AbortSignal) =>
      post<SetPasswordLinkResponse>('/accounts', body, signal),
    /** The acting owner's password again; the link is emailed to the account when mail is set up. */
    resetAccount: (id: number, body: ResetRequest, signal?: AbortSignal) =>
      post<SetPasswordLinkResponse>(`/accounts/${id}/reset`, body, signal),
    changeRole: (id: number, body: ChangeRoleRequest, signal?: AbortSignal) =>
      post<KeeperAccount>(`/accounts/${id}/role`, body, signal),
    disableAccount: (id: number, signal?: AbortSignal) =>
      post<KeeperAccount>(`/accounts/${id}/disable`, {}, signal),
    enableAccount: (id: number, signal?: AbortSignal) =>
      post<KeeperAccount>(`/accounts/${id}/enable`, {}, signal),

    apiKeys: (signal?: AbortSignal) => call<ApiKeyListResponse>('/api-keys', { signal }),
    createApiKey: (body: CreateApiKeyRequest, signal?: AbortSignal) =>
      post<ApiKeyCreatedResponse>('/api-keys', body, signal),
    revokeApiKey: (id: number, signal?: AbortSignal) =>
      post<ApiKeyListResponse['keys'][number]>(`/api-keys/${id}/revoke`, {}, signal),

    audit: (query: Partial<AuditRequest>, signal?: AbortSignal) =>
      call<AuditPage>(`/audit${auditParams(query)}`, { signal }),
    async auditCsv(filter: AuditFilter, signal?: AbortSignal): Promise<KeeperFile> {
      const response = await request(url(`/audit.csv${auditParams(filter)}`), {
        headers: { Accept: '*/*' },
        credentials: 'include',
        timeoutMs: Math.max(options.timeoutMs ?? 0, 120_000),
        signal,
      });
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), 'audit.csv');
      return { blob: await response.blob(), fileName };
    },

    mailReports: (signal?: AbortSignal) => call<MailReports>('/mail-reports', { signal }),
    saveMailReports: (body: MailReportsBody, signal?: AbortSignal) =>
      call<MailReports>('/mail-reports', { method: 'PUT', body, signal }),

    notices: (signal?: AbortSignal) => call<KeeperNotices>('/notices', { signal }),
    approvePayee: (id: number, body: ApprovePayeeRequest, signal?: AbortSignal) =>
      post<PayeeChangeResult>(`/payee-changes/${id}/approve`, body, signal),
    cancelPayee: (id: number, signal?: AbortSignal) =>
      post<PayeeChangeResult>(`/payee-changes/${id}/cancel`, {}, signal),

    async myData(signal?: AbortSignal): Promise<KeeperFile> {
      const response = await request(url('/me/data'), {
        credentials: 'include',
        timeoutMs: options.timeoutMs,
        signal,
      });
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), 'my-data.json');
      return { blob: await response.blob(), fileName };
    },
    myRequests: (signal?: AbortSignal) =>
      call<RightsRequestListResponse>('/me/requests', { signal }),
    askRights: (body: AskRightsRequest, signal?: AbortSignal) =>
      post<RightsRequest>('/me/requests', body, signal),
    rightsRequests: (signal?: AbortSignal) =>
      call<RightsRequestListResponse>('/rights-requests', { signal }),
    answerRights: (id: number, body: AnswerRightsRequest, signal?: AbortSignal) =>
      post<RightsRequest>(`/rights-requests/${id}/answer`, body, signal),
    barrierReports: (signal?: AbortSignal) =>
      call<BarrierReportListResponse>('/barrier-reports', { signal }),
  };
}

export type KeeperApi = ReturnType<typeof createKeeperApi>;

/** The client configured from the build settings, for ordinary use. */
export const keeperApi: KeeperApi = createKeeperApi();
