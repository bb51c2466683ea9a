import {
  SEED_CONTENT,
  type ContentList,
  type KeeperRole,
  type SiteContent,
} from '@pawapuri/shared';
import { apiError, apiUrl, http, HttpResponse } from '@pawapuri/shared/testing/network';
import { identityAs } from './keeper-fixtures';

export const ME_PATH = '/api/keepers/me';

/** Who the session cookie belongs to: nobody (401), or a keeper of `role`. */
export const keeperSession = (role: KeeperRole | null) =>
  http.get(apiUrl(ME_PATH), () =>
    role === null ? apiError(401, 'Not signed in') : HttpResponse.json(identityAs(role)),
  );

/**
 * The content the keeper bar reads for its donation notice (the keepers'
 * list for editors, the published content for the rest): no recent change.
 */
export const contentWithoutDonationChange = () => [
  http.get(apiUrl('/api/keepers/content'), () =>
    HttpResponse.json<ContentList>({ version: 1, donationChangedAt: null, items: [] }),
  ),
  http.get(apiUrl('/api/content'), () =>
    HttpResponse.json<SiteContent>({ ...SEED_CONTENT, donation: null }),
  ),
];
