import { ROLE_PERMISSIONS, type KeeperPermission, type KeeperRole } from '@pawapuri/shared';

/**
 * Whether a role may do something. The pages use it only to hide what a
 * keeper cannot do; the API refuses it all the same.
 */
export const roleCan = (role: KeeperRole, permission: KeeperPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** How each role is named on the keeper pages. */
export const ROLE_NAMES: Record<KeeperRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  analyst: 'Analyst',
};
