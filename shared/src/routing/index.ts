export { PageLoading } from './page-loading';
export { RemotePages } from './remote-pages';
