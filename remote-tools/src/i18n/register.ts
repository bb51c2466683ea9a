import { registerCatalog } from '@pawapuri/shared';
import { en } from './en';
import { hi } from './hi';

export const NAMESPACE = 'tools';

registerCatalog(NAMESPACE, { en, hi });
