import { registerCatalog } from '@pawapuri/shared';
import { en } from './en';
import { hi } from './hi';

registerCatalog('shell', { en, hi });
