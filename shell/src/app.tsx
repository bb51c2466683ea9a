import { Layout } from './layout/layout';
import { MainRoutes } from './remotes/main-routes';
import { QueuedVisitSender } from './tracking/queued-visit-sender';
import { RouteTracker } from './tracking/route-tracker';
import { EventRecorder } from './tracking/event-recorder';

/**
 * The composed site: layout around whichever remote owns the path, visit
 * tracking and event recording (with what was queued offline sent when the
 * connection returns).
 */
export function App() {
  return (
    <Layout>
      <RouteTracker />
      <QueuedVisitSender />
      <EventRecorder />
      <MainRoutes />
    </Layout>
  );
}
