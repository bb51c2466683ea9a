import { registerCatalog } from '@pawapuri/shared';
import { en } from './en';
import { hi } from './hi';

export const NAMESPACE = 'visitors';

void registerCatalog(NAMESPACE, { en, hi });
