import type { KeeperRole } from '@pawapuri/shared';
import { apiError, apiUrl, http, HttpResponse } from '@pawapuri/shared/testing/network';
import { identityAs } from './keeper-fixtures';

export const ME_PATH = '/api/keepers/me';

/** Who the session cookie belongs to: nobody (401), or a keeper of `role`. */
export const keeperSession = (role: KeeperRole | null) =>
  http.get(apiUrl(ME_PATH), () =>
    role === null ? apiError(401, 'Not signed in') : HttpResponse.json(identityAs(role)),
  );
