export { PageLoading } from './page-loading';
export { RemotePages } from './remote-pages';
export { LanguageRouter, ServerLanguageRouter } from './language-router';
export { useLanguageAddresses, type LanguageAddresses } from './language-navigation';
export { INTERACTIVE_ATTRIBUTE, MarkInteractive } from './mark-interactive';
export { lazyPage } from './lazy-page';
export { useRequestedPage } from './requested-page';
