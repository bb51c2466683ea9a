import { registerCatalog } from '@pawapuri/shared';
import { en } from './en';
import { hi } from './hi';

void registerCatalog('shell', { en, hi });
