export { PageEntriesContext } from './page-entries';
export { useCurrentPage } from './use-current-page';
export { usePageMeta } from './use-page-meta';
export type { PageFacts } from '../seo/page-facts';
