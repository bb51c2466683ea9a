import { Layout } from './layout/layout';
import { MainRoutes } from './remotes/main-routes';
import { QueuedVisitSender } from './tracking/queued-visit-sender';
import { RouteTracker } from './tracking/route-tracker';

/**
 * The composed site: layout around whichever remote owns the path, and visit
 * tracking (with the visits queued offline sent when the connection returns).
 */
export function App() {
  return (
    <Layout>
      <RouteTracker />
      <QueuedVisitSender />
      <MainRoutes />
    </Layout>
  );
}
