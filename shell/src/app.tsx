import { Layout } from './layout/layout';
import { MainRoutes } from './remotes/main-routes';
import { RouteTracker } from './tracking/route-tracker';

/** The composed site: layout around whichever remote owns the path, and visit tracking. */
export function App() {
  return (
    <Layout>
      <RouteTracker />
      <MainRoutes />
    </Layout>
  );
}
