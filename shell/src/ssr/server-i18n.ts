import { initServerI18n } from '@pawapuri/shared/i18n/server';

// Imported first by the server's entry: the shell's catalogs (and every
// remote's) register on import, into the instance started here.
export const i18n = initServerI18n();
