import {
  requestJson,
  visitorApi,
  type CreateShareLinkRequest,
  type ShareLink,
  type ShareLinkCreated,
  type ShareLinkList,
} from '@pawapuri/shared';

const base = () => `${visitorApi.baseUrl}/api/keepers/share-links`;
const keeper = { credentials: 'include' as const };

/** The owner's share links (never their tokens). */
export function listShareLinks(signal?: AbortSignal) {
  return requestJson<ShareLinkList>(base(), { signal, ...keeper });
}

export function createShareLink(link: CreateShareLinkRequest) {
  return requestJson<ShareLinkCreated>(base(), { method: 'POST', body: link, ...keeper });
}

export function revokeShareLink(id: number) {
  return requestJson<ShareLink>(`${base()}/${id}/revoke`, { method: 'POST', body: {}, ...keeper });
}
